'use client';
import { useTranslations } from 'next-intl';
import { useFormContext } from 'react-hook-form';
import { describedBy, Field } from '@/components/ui/field';
import { FormSection } from '@/components/ui/form-section';
import { Input, Select } from '@/components/ui/input';
import { LOCALE_NAMES, LOCALES } from '@/lib/i18n/locales';
import type { ClubSettingsValues } from './form-values';
import { useFieldError } from './use-field-error';

export function GeneralSection({ code, timeZones }: { code: string; timeZones: string[] }) {
  const t = useTranslations('adminClub.general');
  // defaultValue: the server's HTML shows the club's values, not empty boxes, before scripts load.
  const { register, getValues } = useFormContext<ClubSettingsValues>();
  const languageError = useFieldError('defaultLanguage');
  const languageHint = t('languageHint');
  const nameError = useFieldError('name');
  const zoneError = useFieldError('timeZone');
  const zoneHint = t('timeZoneHint');
  return (
    <FormSection id="general" title={t('title')} description={t('description')}>
      <Field id="name" label={t('name')} error={nameError}>
        <Input id="name" autoComplete="off" aria-invalid={nameError ? true : undefined} aria-describedby={describedBy('name', { error: nameError })} defaultValue={getValues('name')} {...register('name')} />
      </Field>
      <dl className="flex flex-col gap-1">
        <dt className="text-sm font-medium text-slate-800">{t('code')}</dt>
        <dd className="font-mono text-sm text-slate-900">{code}</dd>
        <dd className="text-sm text-slate-500">{t('codeHint')}</dd>
      </dl>
      <Field id="timeZone" label={t('timeZone')} hint={zoneHint} error={zoneError}>
        <Select id="timeZone" aria-invalid={zoneError ? true : undefined} aria-describedby={describedBy('timeZone', { hint: zoneHint, error: zoneError })} defaultValue={getValues('timeZone')} {...register('timeZone')}>
          {timeZones.map((zone) => <option key={zone} value={zone}>{zone.replaceAll('_', ' ')}</option>)}
        </Select>
      </Field>
      <Field id="defaultLanguage" label={t('language')} hint={languageHint} error={languageError}>
        <Select id="defaultLanguage" aria-invalid={languageError ? true : undefined} aria-describedby={describedBy('defaultLanguage', { hint: languageHint, error: languageError })} defaultValue={getValues('defaultLanguage')} {...register('defaultLanguage')}>
          {/* Each language named in itself, as the language switch does. */}
          {LOCALES.map((locale) => <option key={locale} value={locale} lang={locale}>{LOCALE_NAMES[locale]}</option>)}
        </Select>
      </Field>
    </FormSection>
  );
}
