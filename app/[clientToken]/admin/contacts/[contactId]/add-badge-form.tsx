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
import { useActionTransition } from '../../use-staff-action';
import { addBadge } from './actions';
import { badgeFormSchema, type BadgeFormValues } from './tag-badge-schemas';

export function AddBadgeForm({ clientToken, contactId }: { clientToken: string; contactId: number }) {
  const fieldErrorMessage = useFieldErrorMap();
  const t = useTranslations('adminContacts.badges');
  const status = useActionStatus();
  const hydrated = useHydrated();
  const { pending, perform } = useActionTransition();
  const form = useForm<BadgeFormValues>({ resolver: zodResolver(badgeFormSchema, { error: fieldErrorMessage }), defaultValues: { number: '' } });
  const error = form.formState.errors.number?.message;
  const hint = t('numberHint');

  const onSubmit = form.handleSubmit((values) => {
    status.clear();
    return perform(() => addBadge(clientToken, contactId, values), (result) => {
      if (!result.ok) {
        if (result.fieldErrors.number) form.setError('number', { type: 'server', message: result.fieldErrors.number }, { shouldFocus: true });
        return status.failed(result.message);
      }
      form.reset({ number: '' });
      status.done(t('added', { number: result.value.number }));
    });
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label={t('add')} className="mt-5 flex flex-col gap-3 border-t border-slate-200 pt-5 sm:flex-row sm:items-start">
      <Field id="badge-number" label={t('newNumber')} hint={hint} error={error} className="min-w-0 flex-1">
        <Input id="badge-number" autoComplete="off" maxLength={64} className="font-mono" aria-invalid={error ? true : undefined}
          aria-describedby={describedBy('badge-number', { hint, error })} {...form.register('number')} />
      </Field>
      <Button type="submit" variant="secondary" className="self-start sm:mt-7" pending={pending} disabled={!hydrated}>{t('addButton')}</Button>
    </form>
  );
}
