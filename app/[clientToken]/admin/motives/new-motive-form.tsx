'use client';
import { useTranslations } from 'next-intl';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useActionStatus } from '@/components/action-status';
import { Button } from '@/components/ui/button';
import { describedBy, Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { useHydrated } from '@/components/use-hydrated';
import { useFieldErrorMap } from '@/components/use-error-sentence';
import { useActionTransition } from '../use-staff-action';
import { createMotive } from './actions';
import { motiveNameSchema, type MotiveNameValues } from './motive-schema';

/** Adds a motive: one name, checked here and again on the server by the same schema. */
export function NewMotiveForm({ clientToken }: { clientToken: string }) {
  const fieldErrorMessage = useFieldErrorMap();
  const t = useTranslations('adminMotives');
  const status = useActionStatus();
  const hydrated = useHydrated();
  const { pending, perform } = useActionTransition();
  const form = useForm<MotiveNameValues>({
    resolver: zodResolver(motiveNameSchema, { error: fieldErrorMessage }),
    defaultValues: { name: '' },
  });
  const error = form.formState.errors.name?.message;

  const onSubmit = form.handleSubmit((values) => {
    status.clear();
    return perform(() => createMotive(clientToken, values), (result) => {
      if (!result.ok) {
        // A name already used is said in the reader's language, beside the field.
        const nameError = result.code.endsWith('.name-already-used') ? result.message : result.fieldErrors.name;
        if (nameError) form.setError('name', { type: 'server', message: nameError }, { shouldFocus: true });
        return status.failed(result.message);
      }
      form.reset({ name: '' });
      status.done(t('added', { name: result.value.name }));
    });
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label={t('add')}
      className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <Field id="new-motive" label={t('new')} error={error} className="min-w-0 flex-1">
          <Input id="new-motive" autoComplete="off" maxLength={100} placeholder={t('placeholder')}
            aria-invalid={error ? true : undefined} aria-describedby={describedBy('new-motive', { error })} {...form.register('name')} />
        </Field>
        <Button type="submit" className="sm:mt-7" pending={pending} disabled={!hydrated}>{t('addButton')}</Button>
      </div>
    </form>
  );
}
