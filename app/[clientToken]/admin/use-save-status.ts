'use client';
import { useEffect, useRef, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import type { ActionResult } from '../action-result';
import { showFieldErrors } from './show-field-errors';

export type SaveStatus = { kind: 'idle' } | { kind: 'saved' } | { kind: 'failed'; message: string };

/**
 * What the last save of a form said, and where the focus goes once it is said: to the refusal, or to
 * the line that says it was saved (issue 22: after Save, focus moves to what happened). `settle`
 * applies an action's answer: the form takes the saved values (clean again), or each refusal stands
 * beside its field.
 */
export function useSaveStatus<V extends FieldValues>(form: UseFormReturn<V>) {
  const [status, setStatus] = useState<SaveStatus>({ kind: 'idle' });
  const refusal = useRef<HTMLDivElement>(null);
  const saved = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (status.kind === 'failed') refusal.current?.focus();
    if (status.kind === 'saved') saved.current?.focus();
  }, [status]);

  const settle = (result: ActionResult<V>) => {
    if (result.ok) {
      form.reset(result.value);
      setStatus({ kind: 'saved' });
      return;
    }
    showFieldErrors(form, result.fieldErrors);
    setStatus({ kind: 'failed', message: result.message });
  };
  return { status, setStatus, settle, refusal, saved };
}
