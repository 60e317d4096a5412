'use client';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useActionStatus } from '@/components/action-status';
import type { ActionResult } from '../../action-result';
import { useActionTransition } from '../use-staff-action';
import { showFieldErrors } from '../show-field-errors';

interface FormActionOptions<V extends FieldValues, T> {
  /** The confirmation, said in the surrounding ActionStatusProvider. */
  message: (value: T, values: V) => string;
  /** What the form shows once saved: what was sent (the default), or a blank form to add another. */
  resetTo?: (values: V) => V;
}

/**
 * Submits a schedule form through its server action: each refusal beside its field (the first one
 * focused) and the sentence in the status area; on success the form takes its new values.
 */
export function useFormAction<V extends FieldValues, T>(form: UseFormReturn<V>, action: (values: V) => Promise<ActionResult<T>>, options: FormActionOptions<V, T>) {
  const status = useActionStatus();
  const { pending, perform } = useActionTransition();
  const onSubmit = form.handleSubmit((values) => {
    status.clear();
    return perform(() => action(values), (result) => {
      if (!result.ok) {
        // A refusal with its own code (a name already used, a class in the past) is said beside its
        // field in the reader's language; a generic invalid input keeps each field's own words.
        const fields = Object.keys(result.fieldErrors);
        const own = result.code !== 'api.error.validation.invalid' && fields.length === 1;
        showFieldErrors(form, own ? { [fields[0]!]: result.message } : result.fieldErrors);
        return status.failed(result.message);
      }
      form.reset(options.resetTo ? options.resetTo(values) : values);
      status.done(options.message(result.value, values));
    });
  });
  return { pending, onSubmit };
}
