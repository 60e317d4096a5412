'use client';
import { useTransition } from 'react';
import { useActionStatus } from '@/components/action-status';
import { notAnswered, type ActionResult } from '../action-result';
import { useErrorSentence } from '@/components/use-error-sentence';

/**
 * Runs a back-office server action in a transition. The action sends the page back, read again
 * (runAction); what `settle` shows is committed together with that page, so a confirmation
 * never appears while the page is still being replaced (a link clicked then would be lost).
 */
export function useActionTransition() {
  const sentenceFor = useErrorSentence();
  const [pending, startTransition] = useTransition();
  const perform = <T,>(action: () => Promise<ActionResult<T>>, settle: (result: ActionResult<T>) => void) => new Promise<void>((resolve) => {
    startTransition(async () => {
      const result = await action().catch(() => notAnswered(sentenceFor));
      startTransition(() => settle(result));
      resolve();
    });
  });
  return { pending, perform };
}

/** A button's action: busy meanwhile, then a confirmation (or the refusal) in the surrounding ActionStatusProvider. */
export function useStaffAction() {
  const status = useActionStatus();
  const { pending, perform } = useActionTransition();
  const run = <T,>(action: () => Promise<ActionResult<T>>, confirmation: (value: T) => string, after?: (value: T) => void) => {
    status.clear();
    void perform(action, (result) => {
      if (!result.ok) return status.failed(result.message);
      status.done(confirmation(result.value));
      after?.(result.value);
    });
  };
  return { pending, run };
}
