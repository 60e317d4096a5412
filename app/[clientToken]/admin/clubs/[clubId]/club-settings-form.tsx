'use client';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { FormProvider, useForm } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useHydrated } from '@/components/use-hydrated';
import { useFormUnsavedChanges } from '@/components/use-unsaved-changes-guard';
import { useErrorSentence, useFieldErrorMap } from '@/components/use-error-sentence';
import { notAnswered } from '../../../action-result';
import { clubPatchSchema } from '@/lib/domain/tenancy/club-settings-schema';
import { saveClubSettings } from './actions';
import { BillingSection, BookingSection } from './billing-booking-sections';
import { changedValues } from './changed-values';
import type { ClubSettingsValues } from './form-values';
import { GeneralSection } from './general-section';
import { withLegalFormatErrors } from './legal-format-errors';
import { LegalSection } from './legal-section';
import { OnlineCancellationSection, type MotiveOption } from './online-cancellation-section';
import { useSaveStatus, type SaveStatus } from '../../use-save-status';

interface ClubSettingsFormProps {
  clientToken: string;
  clubId: number;
  code: string;
  defaultValues: ClubSettingsValues;
  timeZones: string[];
  motives: MotiveOption[];
  /** The signed-in staff member may read the settings but not change them (their role). */
  readOnly?: boolean;
}

/** The club settings form: checked in the browser and again on the server by the same schema. */
export function ClubSettingsForm({ clientToken, clubId, code, defaultValues, timeZones, motives, readOnly = false }: ClubSettingsFormProps) {
  const sentenceFor = useErrorSentence();
  const t = useTranslations('adminClub');
  const fieldErrorMessage = useFieldErrorMap();
  const form = useForm<ClubSettingsValues>({
    // The schema types every field as optional (it also checks partial API patches); the form always
    // holds all of them, so the resolver's types are narrowed to the form's values here.
    resolver: withLegalFormatErrors(zodResolver(clubPatchSchema, { error: fieldErrorMessage }) as never),
    defaultValues,
    // Checked on save, then again on each change: an error appearing on blur would move the page
    // under the pointer while the next control is being clicked.
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { isSubmitting } = form.formState;
  const hydrated = useHydrated();
  const isDirty = useFormUnsavedChanges(form, !readOnly);
  const { status, setStatus, settle, refusal, saved } = useSaveStatus(form);

  const onSubmit = form.handleSubmit(async (values) => {
    setStatus({ kind: 'idle' });
    const changes = changedValues(values, form.formState.dirtyFields as never);
    settle(await saveClubSettings(clientToken, clubId, changes).catch(() => notAnswered(sentenceFor)));
  }, () => setStatus({ kind: 'failed', message: sentenceFor('api.error.validation.invalid') }));

  return (
    <FormProvider {...form}>
      <form onSubmit={(event) => void onSubmit(event)} noValidate className="flex flex-col gap-6">
        {readOnly && (
          <Alert tone="info">{t('readOnly')}</Alert>
        )}
        {/* A disabled fieldset disables every control inside it, natively (and for assistive technology). */}
        <fieldset disabled={readOnly} className="contents">
          <GeneralSection code={code} timeZones={timeZones} />
          <BillingSection />
          <BookingSection />
          <OnlineCancellationSection motives={motives} motivesHref={`/${clientToken}/admin/motives`} />
          <LegalSection />
        </fieldset>
        {!readOnly && <div className="sticky bottom-0 -mx-4 border-t border-slate-200 bg-white/95 px-4 py-3 backdrop-blur sm:mx-0 sm:rounded-xl sm:border sm:shadow-sm">
          {status.kind === 'failed' && <div ref={refusal} tabIndex={-1} className="mb-3 rounded-lg outline-none"><Alert tone="error">{status.message}</Alert></div>}
          <div className="flex items-center justify-between gap-4">
            <p ref={saved} tabIndex={-1} role="status" aria-live="polite" className="min-w-0 rounded text-sm outline-none">
              <StatusText status={status} isDirty={isDirty} isSubmitting={isSubmitting} />
            </p>
            <Button type="submit" pending={isSubmitting} disabled={!hydrated}>{t('save')}</Button>
          </div>
        </div>}
      </form>
    </FormProvider>
  );
}

function StatusText({ status, isDirty, isSubmitting }: { status: SaveStatus; isDirty: boolean; isSubmitting: boolean }) {
  const t = useTranslations('adminClub');
  if (isSubmitting) return <span className="text-slate-600">{t('saving')}</span>;
  if (isDirty) return <span className="text-slate-600">{t('unsaved')}</span>;
  if (status.kind === 'saved') {
    return (
      <span className="inline-flex items-center gap-1.5 font-medium text-emerald-700">
        <svg aria-hidden viewBox="0 0 20 20" className="size-4 fill-current"><path d="M7.7 13.3 4.4 10l-1.1 1.1 4.4 4.4 9-9-1.1-1.1z" /></svg>
        {t('saved')}
      </span>
    );
  }
  return null;
}
