'use client';
import { useTranslations } from 'next-intl';
import { zodResolver } from '@hookform/resolvers/zod';
import { FormProvider, useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { useHydrated } from '@/components/use-hydrated';
import { useFieldErrorMap } from '@/components/use-error-sentence';
import { NumberControl } from '../../form-controls';
import { useFormAction } from '../../use-form-action';
import { changeClassPlaces } from './actions';
import { classPlacesSchema, type ClassPlacesValues } from './class-change-schemas';

/** Capacity and waiting list. Raised capacity seats the waiting list first, in its order. */
export function PlacesForm({ clientToken, classId, defaultValues }: { clientToken: string; classId: number; defaultValues: ClassPlacesValues }) {
  const fieldErrorMessage = useFieldErrorMap();
  const t = useTranslations('adminSchedule.places');
  const hydrated = useHydrated();
  const form = useForm<ClassPlacesValues>({ resolver: zodResolver(classPlacesSchema, { error: fieldErrorMessage }), defaultValues });
  const { pending, onSubmit } = useFormAction(form, (values) => changeClassPlaces(clientToken, classId, values), {
    message: ({ booked, queued }) => t('saved', { booked, queued }),
  });
  return (
    <FormProvider {...form}>
      <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label={t('label')} className="flex flex-col gap-5">
        <div className="grid gap-5 sm:grid-cols-2">
          <NumberControl id="places-capacity" name="attendingLimit" label={t('capacity')} unit={t('unit')} hint={t('capacityHint')} />
          <NumberControl id="places-queue" name="queueLimit" label={t('queue')} unit={t('unit')} hint={t('queueHint')} />
        </div>
        <div><Button type="submit" variant="secondary" pending={pending} disabled={!hydrated}>{t('save')}</Button></div>
      </form>
    </FormProvider>
  );
}
