'use client';
import type { ReactNode } from 'react';
import { cx } from '@/components/ui/cx';
import { FieldError } from '@/components/ui/field';

interface ChoiceListProps {
  name: string;
  choices: { value: string; label: ReactNode; detail?: ReactNode }[];
  value: string | undefined;
  onChange: (value: string) => void;
  error?: string | undefined;
}

/**
 * One-of-many as large tappable rows built on real radio buttons: arrow keys move between them,
 * and the group is named by the step's heading and described by its hint.
 */
export function ChoiceList({ name, choices, value, onChange, error }: ChoiceListProps) {
  return (
    <fieldset aria-labelledby="step-title" aria-describedby={cx('step-hint', error && `${name}-error`) || undefined} className="min-w-0">
      <div className="flex flex-col gap-2">
        {choices.map((choice) => (
          <label key={choice.value} className={ROW}>
            <input
              type="radio"
              name={name}
              value={choice.value}
              checked={value === choice.value}
              onChange={() => onChange(choice.value)}
              aria-invalid={error ? true : undefined}
              className="size-4 shrink-0 accent-brand-600 focus-visible:outline-none"
            />
            <span className="flex min-w-0 flex-1 flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5">
              <span className="text-slate-900">{choice.label}</span>
              {choice.detail && <span className="text-xs text-slate-600">{choice.detail}</span>}
            </span>
          </label>
        ))}
      </div>
      <div className="mt-2"><FieldError id={`${name}-error`} message={error} /></div>
    </fieldset>
  );
}

const ROW = cx(
  'flex min-h-12 cursor-pointer items-center gap-3 rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm',
  'hover:border-slate-400 has-checked:border-brand-600 has-checked:bg-brand-50 has-checked:ring-1 has-checked:ring-brand-600',
  'has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600',
);
