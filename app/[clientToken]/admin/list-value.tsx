import type { ReactNode } from 'react';
import { cx } from '@/components/ui/cx';

/**
 * One value of a list row. On a phone the label and its value share a line; from `sm` up the label is
 * for screen readers only, since the list's column headings say what each value is.
 */
export function ListValue({ label, className, valueClassName, children }: {
  label: string; className?: string; valueClassName?: string; children: ReactNode;
}) {
  return (
    <div className={cx('flex items-center justify-between gap-4 sm:justify-start', className)}>
      <dt className="shrink-0 text-slate-500 sm:sr-only">{label}</dt>
      <dd className={cx('min-w-0', valueClassName)}>{children}</dd>
    </div>
  );
}

/** The same, its label above the value on a phone (a row of several short values side by side). */
export function StackedValue({ label, className, children }: { label: string; className?: string; children: ReactNode }) {
  return (
    <div className={className}>
      <dt className="text-xs text-slate-500 sm:sr-only">{label}</dt>
      <dd className="min-w-0">{children}</dd>
    </div>
  );
}
