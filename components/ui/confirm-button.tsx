'use client';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Button } from './button';

interface ConfirmButtonProps {
  /** The first button ("Delete"). */
  label: ReactNode;
  /** Its accessible name when the visible label alone is ambiguous in a list ("Delete badge 0042"). */
  ariaLabel?: string;
  /** What will happen, asked before it does. */
  question: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  pending?: boolean;
  disabled?: boolean;
  tone?: 'danger' | 'primary';
}

/**
 * An action that cannot be undone asks first, in place: the button turns into the question with
 * "confirm" and "keep" buttons. Focus moves to the question's confirm button and back on "keep" or
 * Escape, so the whole exchange works from the keyboard.
 */
export function ConfirmButton({ label, ariaLabel, question, confirmLabel, onConfirm, pending, disabled, tone = 'danger' }: ConfirmButtonProps) {
  const t = useTranslations('common');
  const [asking, setAsking] = useState(false);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const openerRef = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);

  useEffect(() => {
    if (asking) confirmRef.current?.focus();
    else if (returnFocus.current) openerRef.current?.focus();
    returnFocus.current = false;
  }, [asking]);

  const keep = () => {
    returnFocus.current = true;
    setAsking(false);
  };

  if (!asking || pending) {
    return (
      <Button ref={openerRef} variant="secondary" aria-label={ariaLabel} pending={pending} disabled={disabled} onClick={() => setAsking(true)}>
        {label}
      </Button>
    );
  }
  return (
    <div
      role="group"
      aria-label={ariaLabel ?? (typeof label === 'string' ? label : undefined)}
      className="flex flex-wrap items-center gap-2"
      onKeyDown={(event) => { if (event.key === 'Escape') keep(); }}
    >
      <span className="text-sm text-slate-700">{question}</span>
      <Button ref={confirmRef} variant={tone} onClick={() => { setAsking(false); onConfirm(); }}>{confirmLabel}</Button>
      <Button variant="ghost" onClick={keep}>{t('keep')}</Button>
    </div>
  );
}
