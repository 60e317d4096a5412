'use client';
import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { describedBy, Field } from '@/components/ui/field';
import { Input, Select } from '@/components/ui/input';
import { useErrorSentence } from '@/components/use-error-sentence';
import { useProgressiveAction } from '@/components/use-progressive-action';
import { unreachableCode } from '../action-result';
import { requestCancellation } from './actions';
import { CANCEL_REQUEST_START, type CancelRequestState } from './state';

interface Props {
  clientToken: string;
  motives: { id: number; name: string }[];
}

/**
 * "Résilier votre contrat" without signing in: the details (name, e-mail, a number, an optional
 * reason), then their review, then one answer for everyone. One form and one server action, so it
 * also works before scripts load (use-progressive-action.ts).
 */
export function CancelRequestForm({ clientToken, motives }: Props) {
  const t = useTranslations('cancelContract');
  const sentenceFor = useErrorSentence();
  const { state, formAction, onSubmit, pending } = useProgressiveAction(requestCancellation, CANCEL_REQUEST_START,
    (current): CancelRequestState => (current.step === 'sent' ? current : { ...current, error: sentenceFor(unreachableCode()) }));
  const heading = useRef<HTMLHeadingElement>(null);
  const first = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (state.step === 'details') {
      if (state.error) first.current?.form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    } else heading.current?.focus();
  }, [state]);

  if (state.step === 'sent') {
    return (
      <div className="flex flex-col gap-4">
        <h2 ref={heading} tabIndex={-1} className="text-lg font-semibold text-slate-900 outline-none">{t('sent.title')}</h2>
        <p role="status" className="text-sm text-slate-700">{t('sent.text')}</p>
        <p className="text-sm text-slate-600">{t('sent.notReceived')}</p>
        {/* A plain link: the page loads again, with an empty form, instead of this answer kept by the router. */}
        <a href={`/${clientToken}/cancel-contract`} className="text-sm font-medium text-brand-700 underline underline-offset-4">{t('sent.again')}</a>
      </div>
    );
  }

  const { values } = state;
  const motiveName = motives.find((m) => String(m.id) === values.motiveId)?.name ?? t('noMotive');
  return (
    <form action={formAction} onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <input type="hidden" name="clientToken" value={clientToken} />
      {state.step === 'details' ? (
        <>
          {state.error && !Object.keys(state.fieldErrors ?? {}).length && <Alert tone="error">{state.error}</Alert>}
          <TextField ref={first} name="name" autoComplete="name" label={t('nameLabel')} hint={t('nameHint')} value={values.name} error={state.fieldErrors?.name} />
          <TextField name="email" type="email" autoComplete="email" label={t('emailLabel')} hint={t('emailHint')} value={values.email} error={state.fieldErrors?.email} />
          <TextField name="reference" autoComplete="off" label={t('referenceLabel')} hint={t('referenceHint')} value={values.reference} error={state.fieldErrors?.reference} />
          {motives.length > 0 && (
            <Field id="motiveId" label={t('motiveLabel')}>
              <Select id="motiveId" name="motiveId" defaultValue={values.motiveId}>
                <option value="">{t('noMotive')}</option>
                {motives.map((m) => <option key={m.id} value={m.id}>{m.name}</option>)}
              </Select>
            </Field>
          )}
          <Button type="submit" name="intent" value="review" pending={pending}>{t('continue')}</Button>
        </>
      ) : (
        <>
          {(['name', 'email', 'reference', 'motiveId'] as const).map((name) => <input key={name} type="hidden" name={name} value={values[name]} />)}
          <div>
            <h2 ref={heading} tabIndex={-1} className="text-lg font-semibold text-slate-900 outline-none">{t('review.title')}</h2>
            <p className="mt-1 text-sm text-slate-600">{t('review.hint')}</p>
          </div>
          <dl className="divide-y divide-slate-200 rounded-lg border border-slate-200 text-sm">
            <Row label={t('review.name')} value={values.name} />
            <Row label={t('review.email')} value={values.email} />
            <Row label={t('review.reference')} value={values.reference} />
            {motives.length > 0 && <Row label={t('review.motive')} value={motiveName} />}
          </dl>
          {state.error && <Alert tone="error">{state.error}</Alert>}
          {/* First in the form: the button Enter presses. */}
          <Button type="submit" name="intent" value="confirm" variant="danger" pending={pending}>{t('review.confirm')}</Button>
          <Button type="submit" name="intent" value="edit" variant="secondary" disabled={pending}>{t('review.edit')}</Button>
        </>
      )}
    </form>
  );
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div className="px-4 py-2.5">
      <dt className="text-xs font-medium text-slate-500">{label}</dt>
      <dd className="mt-0.5 break-words text-slate-900">{value}</dd>
    </div>
  );
}

interface TextFieldProps {
  name: string;
  label: string;
  hint: string;
  value: string;
  error: string | undefined;
  type?: string;
  autoComplete: string;
  ref?: React.Ref<HTMLInputElement>;
}

function TextField({ name, label, hint, value, error, type = 'text', autoComplete, ref }: TextFieldProps) {
  return (
    <Field id={name} label={label} hint={hint} error={error}>
      <Input
        ref={ref} id={name} name={name} type={type} autoComplete={autoComplete} required defaultValue={value}
        aria-invalid={error ? true : undefined} aria-describedby={describedBy(name, { hint, error })}
      />
    </Field>
  );
}
