'use client';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useErrorSentence } from '@/components/use-error-sentence';
import { notAnswered, type ActionResult } from '../action-result';
import { showFieldErrors } from './show-field-errors';

/**
 * Submits a form that creates something, then goes to the page that shows it (`next`): a refusal is
 * said beside its field (the first one focused) and as one sentence in `failure`.
 */
export function useCreateSubmit<V extends FieldValues, T>(
  form: UseFormReturn<V>, action: (values: V) => Promise<ActionResult<T>>, next: (value: T) => string,
) {
  const sentenceFor = useErrorSentence();
  const router = useRouter();
  const [failure, setFailure] = useState<string>();
  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(undefined);
    const result = await action(values).catch(() => notAnswered(sentenceFor));
    if (!result.ok) {
      showFieldErrors(form, result.fieldErrors);
      return setFailure(result.message);
    }
    router.push(next(result.value));
  }, () => setFailure(sentenceFor('api.error.validation.invalid')));
  return { failure, onSubmit };
}
