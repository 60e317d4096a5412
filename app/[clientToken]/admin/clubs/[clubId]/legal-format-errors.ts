// The club's shared schema (clubLegalSchema, also PATCH /clubs/{id}'s) words its format checks in
// English for the partner API. In the form, such a refusal (zod's `custom` issue) is shown in the
// page's words instead: a formErrors key per field, which FieldError translates.
import type { FieldValues, Resolver } from 'react-hook-form';
import { formError } from '@/lib/i18n/error-sentence';

const FORMAT_ERRORS: Record<string, string> = {
  vatNumber: formError('vatNumberFormat'),
  sepaCreditorId: formError('sepaCreditorIdInvalid'),
  creditorIban: formError('creditorIbanInvalid'),
  creditorBic: formError('creditorBicInvalid'),
};

export function withLegalFormatErrors<V extends FieldValues>(resolver: Resolver<V>): Resolver<V> {
  return async (...args) => {
    const result = await resolver(...args);
    const errors = result.errors as Record<string, { type?: string; message?: string } | undefined>;
    for (const [field, message] of Object.entries(FORMAT_ERRORS)) {
      const error = errors[field];
      if (error?.type === 'custom') error.message = message;
    }
    return result;
  };
}
