'use client';
import { useTranslations } from 'next-intl';
import type { FormEvent, MouseEvent, ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { useHydrated } from '@/components/use-hydrated';
import { FocusHeading } from '../focus-heading';
import { STEPS, type StepId } from './wizard-steps';

/** The way back: a link to the previous step (followed in the page) or out of the wizard. */
export interface BackLink {
  label: string;
  href: string;
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
}

interface StepFrameProps {
  step: StepId;
  title: string;
  hint?: ReactNode;
  children?: ReactNode;
  submitLabel: string;
  /** No main action: after a refusal that pressing it again cannot change. */
  hideSubmit?: boolean;
  pending?: boolean;
  onSubmit: () => void;
  back: BackLink;
}

/** One step: its number, its question as a heading (focused when the step appears), its fields, Back and Continue. */
export function StepFrame({ step, title, hint, children, submitLabel, hideSubmit, pending, onSubmit, back }: StepFrameProps) {
  const t = useTranslations('cancel.frame');
  const hydrated = useHydrated();
  const number = STEPS.findIndex((s) => s.id === step) + 1;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form onSubmit={submit} noValidate aria-labelledby="step-title" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <p className="text-sm font-medium text-brand-700">{t('position', { number, total: STEPS.length })}</p>
      <FocusHeading key={step} id="step-title" className="mt-1 text-xl font-semibold text-slate-900">{title}</FocusHeading>
      {hint && <div id="step-hint" className="mt-2 text-sm text-slate-600">{hint}</div>}
      {children && <div className="mt-5">{children}</div>}
      {/* The main action comes first, for the eye on a phone and for the Tab key everywhere. */}
      <div className="mt-6 flex flex-col gap-3 border-t border-slate-100 pt-5 sm:flex-row-reverse sm:items-center sm:justify-between">
        {!hideSubmit && <Button type="submit" pending={pending} disabled={!hydrated} className="sm:min-w-40">{submitLabel}</Button>}
        <a href={back.href} onClick={back.onClick} className="inline-flex min-h-10 items-center justify-center rounded-lg px-2 text-sm font-medium text-brand-700 hover:underline">
          {back.label}
        </a>
      </div>
    </form>
  );
}
