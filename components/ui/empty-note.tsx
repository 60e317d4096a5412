import type { ReactNode } from 'react';
import { cx } from './cx';

/** What a list says when it has nothing to show (none yet, or none matching the filters). */
export function EmptyNote({ children, className, compact = false }: { children: ReactNode; className?: string; compact?: boolean }) {
  return (
    <p className={cx('rounded-xl border border-dashed border-slate-300 text-center text-sm text-slate-600', compact ? 'p-6' : 'p-8', className)}>
      {children}
    </p>
  );
}
