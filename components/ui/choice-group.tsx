'use client';
import type { ReactNode } from 'react';
import { cx } from './cx';
import { FieldError } from './field';

export interface Choice<T> {
  value: T;
  label: ReactNode;
}

interface ChoiceGroupProps<T extends string | number> {
  id: string;
  legend: ReactNode;
  hint?: ReactNode;
  choices: Choice<T>[];
  value: T[];
  onChange: (value: T[]) => void;
  onBlur?: () => void;
  error?: string | undefined;
  /** chips: compact toggles in a grid (days of the month); list: one checkbox per line. */
  variant?: 'chips' | 'list';
  disabled?: boolean;
}

/**
 * Several-of-many, built on real checkboxes in a fieldset so it is keyboard and screen-reader
 * usable as is. The value keeps the order of the choices, whatever the order of the clicks.
 */
export function ChoiceGroup<T extends string | number>(props: ChoiceGroupProps<T>) {
  const { id, legend, hint, choices, value, onChange, onBlur, error, variant = 'list', disabled } = props;
  const toggle = (choice: T, on: boolean) => {
    const next = new Set(value);
    if (on) next.add(choice);
    else next.delete(choice);
    onChange(choices.map((c) => c.value).filter((v) => next.has(v)));
  };
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <fieldset id={id} aria-describedby={describedBy} disabled={disabled} className="min-w-0">
      <legend className="text-sm font-medium text-slate-800">{legend}</legend>
      {hint && <p id={`${id}-hint`} className="mt-0.5 text-sm text-slate-500">{hint}</p>}
      <div className={variant === 'chips' ? 'mt-2 grid grid-cols-7 gap-1.5 sm:w-fit sm:grid-cols-[repeat(7,2.75rem)]' : 'mt-2 flex flex-col gap-1'}>
        {choices.map((choice) => (
          <label key={String(choice.value)} className={variant === 'chips' ? CHIP : ROW}>
            <input
              type="checkbox"
              className={variant === 'chips' ? 'absolute inset-0 cursor-pointer opacity-0' : CHECKBOX}
              checked={value.includes(choice.value)}
              onChange={(event) => toggle(choice.value, event.target.checked)}
              onBlur={onBlur}
            />
            <span>{choice.label}</span>
          </label>
        ))}
      </div>
      <FieldError id={`${id}-error`} message={error} />
    </fieldset>
  );
}

const CHECKBOX = 'size-4 shrink-0 rounded border-slate-300 accent-brand-600';

const ROW = cx(
  'flex min-h-10 cursor-pointer items-center gap-3 rounded-lg px-2 text-sm text-slate-800 hover:bg-slate-50',
);

// The checkbox itself is transparent over the whole chip (so it still takes the clicks): the chip
// shows its state and carries its focus ring.
const CHIP = cx(
  'relative flex h-10 cursor-pointer select-none items-center justify-center rounded-lg border text-sm tabular-nums',
  'border-slate-300 bg-white text-slate-700 hover:border-slate-400',
  'has-checked:border-brand-600 has-checked:bg-brand-600 has-checked:font-semibold has-checked:text-white',
  'has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600',
);
