import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';

/** The server's refusals, each beside its field; the first field takes the focus. */
export function showFieldErrors<V extends FieldValues>(form: Pick<UseFormReturn<V>, 'setError'>, fieldErrors: Record<string, string>): void {
  Object.entries(fieldErrors).forEach(([path, message], index) => {
    form.setError(path as FieldPath<V>, { type: 'server', message }, { shouldFocus: index === 0 });
  });
}
