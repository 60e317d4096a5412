import type { ReactNode } from 'react';
import { cx } from './cx';

const TONES = {
  error: 'border-red-200 bg-red-50 text-red-800',
  success: 'border-emerald-200 bg-emerald-50 text-emerald-800',
  info: 'border-brand-600/20 bg-brand-50 text-slate-800',
};

/** A message block. Errors use role="alert" so they are announced as soon as they appear. */
export function Alert({ tone, title, children, className }: { tone: keyof typeof TONES; title?: string; children?: ReactNode; className?: string }) {
  return (
    <div role={tone === 'error' ? 'alert' : undefined} className={cx('rounded-lg border px-4 py-3 text-sm', TONES[tone], className)}>
      {title && <p className="font-medium">{title}</p>}
      {children && <div className={title ? 'mt-1' : undefined}>{children}</div>}
    </div>
  );
}
