'use client';
import { zodResolver } from '@hookform/resolvers/zod';
import { useLocale, useTranslations } from 'next-intl';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormSection } from '@/components/ui/form-section';
import { useHydrated } from '@/components/use-hydrated';
import { useFieldErrorMap } from '@/components/use-error-sentence';
import { useFormUnsavedChanges } from '@/components/use-unsaved-changes-guard';
import { ClassResourceFields } from '../class-resource-fields';
import type { ClubResources } from '../club-resources';
import { NumberControl } from '../form-controls';
import { createClasses } from './actions';
import { newClassSchema, type NewClassValues } from './new-class-schema';
import { seriesSummary } from './series-summary';
import { WhenFields } from './when-fields';
import { useCreateSubmit } from '../../use-create-submit';

interface NewClassFormProps {
  clientToken: string;
  clubId: number;
  resources: ClubResources;
  /** Today at the club: the first day offered. */
  today: string;
}

export function NewClassForm({ clientToken, clubId, resources, today }: NewClassFormProps) {
  const fieldErrorMessage = useFieldErrorMap();
  const hydrated = useHydrated();
  const form = useForm<NewClassValues>({
    resolver: zodResolver(newClassSchema, { error: fieldErrorMessage }),
    defaultValues: {
      clubId: String(clubId), activityId: '', studioId: '', coachId: '', name: '', repeat: 'once', date: today,
      weekday: '', from: today, until: '', time: '18:00', minutes: 60, attendingLimit: 12, queueLimit: 0,
    },
  });
  useFormUnsavedChanges(form);
  const watched = useWatch({ control: form.control, name: ['repeat', 'date', 'weekday', 'from', 'until', 'time'] });
  const [repeat, date, weekday, from, until, time] = watched;
  const t = useTranslations('adminSchedule.new');
  const places = useTranslations('adminSchedule.places');
  const locale = useLocale();
  const summary = seriesSummary({ repeat, date, weekday, from, until, time }, t, locale);

  const { failure, onSubmit } = useCreateSubmit(form, (values) => createClasses(clientToken, values),
    ({ clubId: club, first, classId }) => `/${clientToken}/admin/schedule?club=${club}&week=${first}&created=${classId}`);

  return (
    <FormProvider {...form}>
      <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label={t('label')} className="flex flex-col gap-6">
        <FormSection id="new-what" title={t('whatTitle')} description={t('whatDescription')}>
          <ClassResourceFields prefix="new" resources={resources} nameHint={t('nameHint')} />
        </FormSection>
        <FormSection id="new-when" title={t('whenTitle')} description={t('whenDescription')}>
          <WhenFields />
        </FormSection>
        <FormSection id="new-places" title={t('placesTitle')} description={t('placesDescription')}>
          <div className="grid gap-5 sm:grid-cols-2">
            <NumberControl id="new-capacity" name="attendingLimit" label={places('capacity')} unit={places('unit')} />
            <NumberControl id="new-queue" name="queueLimit" label={places('queue')} unit={places('unit')} hint={t('queueHint')} />
          </div>
        </FormSection>
        {failure && <Alert tone="error">{failure}</Alert>}
        <div className="flex flex-col-reverse gap-3 border-t border-slate-200 pt-5 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-slate-600" aria-live="polite">{summary ?? t('chooseWhen')}</p>
          <Button type="submit" className="shrink-0" pending={form.formState.isSubmitting} disabled={!hydrated}>
            {repeat === 'weekly' ? t('createMany') : t('createOne')}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
