'use client';
import { useEffect, useRef, type ReactNode } from 'react';
import { cx } from '@/components/ui/cx';

/**
 * A heading that takes the focus when it appears, so keyboard and screen-reader users start where
 * the new step or page starts. Give it a `key` that changes with the step to move focus each time.
 */
export function FocusHeading({ level = 2, id, className, children }: { level?: 1 | 2; id?: string; className?: string; children: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => ref.current?.focus(), []);
  const Tag = level === 1 ? 'h1' : 'h2';
  return <Tag ref={ref} id={id} tabIndex={-1} className={cx('rounded focus-visible:outline-none', className)}>{children}</Tag>;
}
