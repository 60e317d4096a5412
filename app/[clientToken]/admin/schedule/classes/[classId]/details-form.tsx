'use client';
import { useTranslations } from 'next-intl';
import { zodResolver } from '@hookform/resolvers/zod';
import { FormProvider, useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { useHydrated } from '@/components/use-hydrated';
import { useFieldErrorMap } from '@/components/use-error-sentence';
import { ClassResourceFields } from '../../class-resource-fields';
import type { ClubResources } from '../../club-resources';
import { NumberControl, TextControl } from '../../form-controls';
import { useFormAction } from '../../use-form-action';
import { changeClassDetails } from './actions';
import { classDetailsSchema, type ClassDetailsValues } from './class-change-schemas';

interface DetailsFormProps {
  clientToken: string;
  classId: number;
  resources: ClubResources;
  defaultValues: ClassDetailsValues;
}

/** What the class is, who leads it, where and when; members who booked keep their places. */
export function DetailsForm({ clientToken, classId, resources, defaultValues }: DetailsFormProps) {
  const fieldErrorMessage = useFieldErrorMap();
  const t = useTranslations('adminSchedule.details');
  const hydrated = useHydrated();
  const form = useForm<ClassDetailsValues>({ resolver: zodResolver(classDetailsSchema, { error: fieldErrorMessage }), defaultValues });
  const { pending, onSubmit } = useFormAction(form, (values) => changeClassDetails(clientToken, classId, values), {
    message: () => t('saved'),
  });
  return (
    <FormProvider {...form}>
      <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label={t('label')} className="flex flex-col gap-5">
        <ClassResourceFields prefix="details" resources={resources} />
        <div className="grid gap-5 sm:grid-cols-3">
          <TextControl id="details-date" name="date" label={t('day')} type="date" />
          <TextControl id="details-time" name="time" label={t('time')} type="time" hint={t('timeHint')} />
          <NumberControl id="details-minutes" name="minutes" label={t('duration')} unit={t('minutes')} />
        </div>
        <div><Button type="submit" variant="secondary" pending={pending} disabled={!hydrated}>{t('save')}</Button></div>
      </form>
    </FormProvider>
  );
}
