import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { formErrorText } from '@/lib/i18n/error-sentence';
import { cx } from './cx';

/** The ids that tie a control to its hint and its error, so screen readers read them with it. */
export function describedBy(id: string, { hint, error }: { hint?: ReactNode; error?: string | undefined }): string | undefined {
  return [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
}

interface FieldProps {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string | undefined;
  className?: string;
  children: ReactNode;
}

/**
 * A labelled control, then its hint, then its error. The hint goes below the control so that controls
 * side by side line up whatever the length of their hints.
 */
export function Field({ id, label, hint, error, className, children }: FieldProps) {
  return (
    <div className={cx('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-medium text-slate-800">{label}</label>
      {children}
      {hint && <p id={`${id}-hint`} className="text-sm text-slate-500">{hint}</p>}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

export function FieldError({ id, message: raw }: { id: string; message?: string | undefined }) {
  // A form's schema writes its own messages as formErrors keys (lib/i18n/error-sentence.ts).
  const t = useTranslations('formErrors');
  if (!raw) return null;
  const message = formErrorText(t, raw);
  return (
    <p id={id} className="flex items-start gap-1.5 text-sm text-red-700">
      <svg aria-hidden viewBox="0 0 20 20" className="mt-0.5 size-4 shrink-0 fill-current">
        <path d="M10 2a8 8 0 1 0 0 16 8 8 0 0 0 0-16Zm-.75 4.5h1.5v5h-1.5v-5Zm0 6.5h1.5v1.5h-1.5V13Z" />
      </svg>
      <span>{message}</span>
    </p>
  );
}
