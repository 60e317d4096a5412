import type { ComponentProps, ReactNode } from 'react';
import { cx } from './cx';

interface SwitchProps extends Omit<ComponentProps<'input'>, 'type' | 'role'> {
  id: string;
  label: ReactNode;
  description?: ReactNode;
}

/** An on/off setting: a checkbox with the switch role, its label and a line saying what it does. */
export function Switch({ id, label, description, className, ...input }: SwitchProps) {
  return (
    <div className={cx('flex items-start justify-between gap-4', className)}>
      <div className="min-w-0">
        <label htmlFor={id} className="text-sm font-medium text-slate-800">{label}</label>
        {description && <p id={`${id}-hint`} className="text-sm text-slate-500">{description}</p>}
      </div>
      <span className="relative inline-flex shrink-0">
        <input
          id={id}
          type="checkbox"
          role="switch"
          aria-describedby={description ? `${id}-hint` : undefined}
          className="peer absolute inset-0 z-10 size-full cursor-pointer opacity-0"
          {...input}
        />
        <span
          aria-hidden
          className={cx(
            'h-6 w-11 rounded-full bg-slate-300 transition-colors peer-checked:bg-brand-600',
            'peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600',
            'after:absolute after:top-0.5 after:left-0.5 after:size-5 after:rounded-full after:bg-white after:shadow',
            'after:transition-transform peer-checked:after:translate-x-5',
          )}
        />
      </span>
    </div>
  );
}
