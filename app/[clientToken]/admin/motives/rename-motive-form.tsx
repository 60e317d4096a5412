'use client';
import { useTranslations } from 'next-intl';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useActionStatus } from '@/components/action-status';
import { Button } from '@/components/ui/button';
import { describedBy, Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { useFieldErrorMap } from '@/components/use-error-sentence';
import { useActionTransition } from '../use-staff-action';
import { renameMotive } from './actions';
import { motiveNameSchema, type MotiveNameValues } from './motive-schema';

interface RenameMotiveFormProps {
  clientToken: string;
  motive: { id: number; name: string };
  onDone: () => void;
}

/** The motive's name, editable in place; Escape or Cancel leaves it as it was. */
export function RenameMotiveForm({ clientToken, motive, onDone }: RenameMotiveFormProps) {
  const fieldErrorMessage = useFieldErrorMap();
  const t = useTranslations('adminMotives');
  const status = useActionStatus();
  const { pending, perform } = useActionTransition();
  const form = useForm<MotiveNameValues>({
    resolver: zodResolver(motiveNameSchema, { error: fieldErrorMessage }),
    defaultValues: { name: motive.name },
  });
  const id = `motive-${motive.id}-name`;
  const error = form.formState.errors.name?.message;

  const onSubmit = form.handleSubmit((values) => {
    status.clear();
    return perform(() => renameMotive(clientToken, motive.id, values), (result) => {
      if (!result.ok) {
        // A name already used is said in the reader's language, beside the field.
        const nameError = result.code.endsWith('.name-already-used') ? result.message : result.fieldErrors.name;
        if (nameError) form.setError('name', { type: 'server', message: nameError }, { shouldFocus: true });
        return status.failed(result.message);
      }
      status.done(t('renamed', { name: result.value.name }));
      onDone();
    });
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label={t('renameLabel', { name: motive.name })}
      onKeyDown={(event) => { if (event.key === 'Escape') onDone(); }}
      className="flex flex-col gap-3 sm:flex-row sm:items-start">
      <Field id={id} label={t('newName', { name: motive.name })} error={error} className="min-w-0 flex-1">
        <Input id={id} autoComplete="off" maxLength={100} autoFocus aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, { error })} {...form.register('name')} />
      </Field>
      <div className="flex gap-2 sm:mt-7">
        <Button type="submit" pending={pending}>{t('save')}</Button>
        <Button variant="ghost" onClick={onDone}>{t('cancel')}</Button>
      </div>
    </form>
  );
}
