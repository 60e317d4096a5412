import type { ComponentProps, ReactNode } from 'react';
import { cx } from './cx';

const CONTROL = cx(
  'block w-full min-h-10 rounded-lg border bg-white px-3 text-base text-slate-900 shadow-sm sm:text-sm',
  'placeholder:text-slate-400 focus:outline-2 focus:outline-offset-0 focus:outline-brand-600',
  'disabled:bg-slate-100 disabled:text-slate-500 read-only:bg-slate-50',
);

/** Invalid controls get a red border (and aria-invalid, which is what assistive technology reads). */
function borderOf(invalid: boolean | 'true' | 'false' | 'grammar' | 'spelling' | undefined) {
  return invalid === true || invalid === 'true' ? 'border-red-600' : 'border-slate-300';
}

export function Input({ className, ...props }: ComponentProps<'input'>) {
  return <input className={cx(CONTROL, borderOf(props['aria-invalid']), className)} {...props} />;
}

export function Select({ className, ...props }: ComponentProps<'select'>) {
  return <select className={cx(CONTROL, 'pr-8', borderOf(props['aria-invalid']), className)} {...props} />;
}

export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return <textarea className={cx(CONTROL, 'py-2', borderOf(props['aria-invalid']), className)} {...props} />;
}

/** A control with its unit written inside on the right ("days", "€"), read out as part of the label. */
export function WithUnit({ unit, children }: { unit: string; children: ReactNode }) {
  return (
    <div className="relative">
      {children}
      <span aria-hidden className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-sm text-slate-500">{unit}</span>
    </div>
  );
}
