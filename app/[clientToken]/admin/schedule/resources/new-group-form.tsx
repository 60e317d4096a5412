'use client';
import { useTranslations } from 'next-intl';
import { zodResolver } from '@hookform/resolvers/zod';
import { FormProvider, useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { useHydrated } from '@/components/use-hydrated';
import { useFieldErrorMap } from '@/components/use-error-sentence';
import { TextControl } from '../form-controls';
import { useFormAction } from '../use-form-action';
import { createGroup } from './actions';
import { newGroupSchema, type NewGroupValues } from './resource-schema';

const EMPTY: NewGroupValues = { name: '' };

/** One group name, added to the network's list; the form is left empty for the next one. */
export function NewGroupForm({ clientToken }: { clientToken: string }) {
  const fieldErrorMessage = useFieldErrorMap();
  const t = useTranslations('adminSchedule.resources');
  const hydrated = useHydrated();
  const form = useForm<NewGroupValues>({ resolver: zodResolver(newGroupSchema, { error: fieldErrorMessage }), defaultValues: EMPTY });
  const { pending, onSubmit } = useFormAction(form, (values) => createGroup(clientToken, values), {
    message: ({ name }) => t('groupAdded', { name }),
    resetTo: () => EMPTY,
  });
  return (
    <FormProvider {...form}>
      <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label={t('addGroup')} className="flex flex-col gap-3 border-t border-slate-200 px-5 py-4 sm:flex-row sm:items-end">
        <TextControl id="new-group" name="name" label={t('newGroup')} placeholder={t('groupPlaceholder')} maxLength={120} className="sm:flex-1" />
        <div><Button type="submit" variant="secondary" pending={pending} disabled={!hydrated}>{t('groupButton')}</Button></div>
      </form>
    </FormProvider>
  );
}
