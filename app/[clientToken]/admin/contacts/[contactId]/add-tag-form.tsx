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
import { addTag } from './actions';
import { tagFormSchema, type TagFormValues } from './tag-badge-schemas';
import { showFieldErrors } from '../../show-field-errors';

const EMPTY: TagFormValues = { name: '', validFrom: '', validThrough: '' };

export function AddTagForm({ clientToken, contactId }: { clientToken: string; contactId: number }) {
  const fieldErrorMessage = useFieldErrorMap();
  const t = useTranslations('adminContacts.tags');
  const status = useActionStatus();
  const hydrated = useHydrated();
  const { pending, perform } = useActionTransition();
  const form = useForm<TagFormValues>({ resolver: zodResolver(tagFormSchema, { error: fieldErrorMessage }), defaultValues: EMPTY });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) => {
    status.clear();
    return perform(() => addTag(clientToken, contactId, values), (result) => {
      if (!result.ok) {
        showFieldErrors(form, result.fieldErrors);
        return status.failed(result.message);
      }
      form.reset(EMPTY);
      status.done(t('added', { name: result.value.name }));
    });
  });

  const fromHint = t('validFromHint');
  const throughHint = t('validThroughHint');
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label={t('add')} className="mt-5 flex flex-col gap-4 border-t border-slate-200 pt-5">
      <h3 className="text-sm font-semibold text-slate-900">{t('add')}</h3>
      <Field id="tag-name" label={t('name')} error={errors.name?.message}>
        <Input id="tag-name" autoComplete="off" maxLength={100} placeholder={t('namePlaceholder')}
          aria-invalid={errors.name ? true : undefined} aria-describedby={describedBy('tag-name', { error: errors.name?.message })} {...form.register('name')} />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="tag-validFrom" label={t('validFrom')} hint={fromHint} error={errors.validFrom?.message}>
          <Input id="tag-validFrom" type="date" aria-invalid={errors.validFrom ? true : undefined}
            aria-describedby={describedBy('tag-validFrom', { hint: fromHint, error: errors.validFrom?.message })} {...form.register('validFrom')} />
        </Field>
        <Field id="tag-validThrough" label={t('validThrough')} hint={throughHint} error={errors.validThrough?.message}>
          <Input id="tag-validThrough" type="date" aria-invalid={errors.validThrough ? true : undefined}
            aria-describedby={describedBy('tag-validThrough', { hint: throughHint, error: errors.validThrough?.message })} {...form.register('validThrough')} />
        </Field>
      </div>
      <div><Button type="submit" variant="secondary" pending={pending} disabled={!hydrated}>{t('addButton')}</Button></div>
    </form>
  );
}
