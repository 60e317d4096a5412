'use client';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useActionStatus } from '@/components/action-status';
import { Button } from '@/components/ui/button';
import { describedBy, Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { useFieldErrorMap } from '@/components/use-error-sentence';
import type { ActionResult } from '../action-result';
import { useActionTransition } from './use-staff-action';

type NameValues = { name: string };

/** Each list words the form its own way (its catalog namespace); `renamed` is the confirmation. */
export interface InlineRenameWords {
  form: string;
  field: string;
  save: string;
  cancel: string;
  renamed: (name: string) => string;
}

interface InlineRenameFormProps {
  /** The input's id, unique on the page. */
  id: string;
  name: string;
  /** The same schema the server action checks the new name with. */
  schema: z.ZodType<NameValues, NameValues>;
  maxLength: number;
  rename: (values: NameValues) => Promise<ActionResult<{ name: string }>>;
  words: InlineRenameWords;
  /** `row`: field and buttons side by side on wide screens; `stacked`: buttons under the field. */
  layout?: 'row' | 'stacked';
  onDone: () => void;
}

/**
 * A name, editable in place (a motive, an activity, a studio, a coach): Escape or Cancel leaves it as
 * it was; a name already used is refused beside the field, in the reader's language.
 */
export function InlineRenameForm({ id, name, schema, maxLength, rename, words, layout = 'stacked', onDone }: InlineRenameFormProps) {
  const fieldErrorMessage = useFieldErrorMap();
  const status = useActionStatus();
  const { pending, perform } = useActionTransition();
  const form = useForm<NameValues>({ resolver: zodResolver(schema, { error: fieldErrorMessage }), defaultValues: { name } });
  const error = form.formState.errors.name?.message;
  const row = layout === 'row';

  const onSubmit = form.handleSubmit((values) => {
    status.clear();
    return perform(() => rename(values), (result) => {
      if (!result.ok) {
        // The duplicate-name refusal is a domain error, not a field violation: its sentence goes beside the field too.
        const nameError = result.code.endsWith('.name-already-used') ? result.message : result.fieldErrors.name;
        if (nameError) form.setError('name', { type: 'server', message: nameError }, { shouldFocus: true });
        return status.failed(result.message);
      }
      status.done(words.renamed(result.value.name));
      onDone();
    });
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label={words.form}
      onKeyDown={(event) => { if (event.key === 'Escape') onDone(); }}
      className={row ? 'flex flex-col gap-3 sm:flex-row sm:items-start' : 'flex flex-col gap-2'}>
      <Field id={id} label={words.field} error={error} className={row ? 'min-w-0 flex-1' : undefined}>
        <Input id={id} autoComplete="off" maxLength={maxLength} autoFocus aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, { error })} {...form.register('name')} />
      </Field>
      <div className={row ? 'flex gap-2 sm:mt-7' : 'flex gap-2'}>
        <Button type="submit" pending={pending}>{words.save}</Button>
        <Button variant="ghost" onClick={onDone}>{words.cancel}</Button>
      </div>
    </form>
  );
}
