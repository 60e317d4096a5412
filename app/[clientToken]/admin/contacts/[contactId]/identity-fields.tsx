'use client';
import { useTranslations } from 'next-intl';
import { get, useFormContext, useFormState, type FieldError } from 'react-hook-form';
import { describedBy, Field } from '@/components/ui/field';
import { FormSection } from '@/components/ui/form-section';
import { Select } from '@/components/ui/input';
import { Switch } from '@/components/ui/switch';
import type { ContactFormValues } from './contact-form-values';
import { ADDRESS_KEYS } from './contact-form-values';
import { TextField } from './text-field';

export function IdentityFields({ sources }: { sources: { id: number; name: string }[] }) {
  const t = useTranslations('adminContacts.identity');
  const { register } = useFormContext<ContactFormValues>();
  const { errors } = useFormState<ContactFormValues>({ name: ['gender', 'sourceId'] });
  const genderError = (get(errors, 'gender') as FieldError | undefined)?.message;
  const sourceError = (get(errors, 'sourceId') as FieldError | undefined)?.message;
  return (
    <FormSection id="identity" title={t('title')} description={t('description')}>
      <div className="grid gap-6 sm:grid-cols-2">
        <TextField path="givenName" label={t('givenName')} />
        <TextField path="familyName" label={t('familyName')} />
      </div>
      <TextField path="email" label={t('email')} type="email" hint={t('emailHint')} />
      <div className="grid gap-6 sm:grid-cols-2">
        <TextField path="birthDate" label={t('birthDate')} type="date" />
        <Field id="gender" label={t('gender')} error={genderError}>
          <Select id="gender" aria-invalid={genderError ? true : undefined} aria-describedby={describedBy('gender', { error: genderError })} {...register('gender')}>
            <option value="">{t('genders.none')}</option>
            <option value="female">{t('genders.female')}</option>
            <option value="male">{t('genders.male')}</option>
            <option value="other">{t('genders.other')}</option>
          </Select>
        </Field>
        <TextField path="mobile" label={t('mobile')} type="tel" />
        <TextField path="landline" label={t('landline')} type="tel" />
      </div>
      <Field id="sourceId" label={t('source')} hint={t('sourceHint')} error={sourceError}>
        <Select id="sourceId" aria-invalid={sourceError ? true : undefined}
          aria-describedby={describedBy('sourceId', { hint: t('sourceHint'), error: sourceError })} {...register('sourceId')}>
          <option value="">{t('noSource')}</option>
          {sources.map((source) => <option key={source.id} value={String(source.id)}>{source.name}</option>)}
        </Select>
      </Field>
      <Switch id="parentalIdentificationValidated" label={t('parental')}
        description={t('parentalHint')} {...register('parentalIdentificationValidated')} />
    </FormSection>
  );
}

const WIDE: ReadonlySet<string> = new Set(['streetAddress', 'supplement']);

export function AddressFields() {
  const t = useTranslations('adminContacts.address');
  return (
    <FormSection id="address" title={t('title')} description={t('description')}>
      <div className="grid gap-6 sm:grid-cols-2">
        {ADDRESS_KEYS.map((key) => (
          <TextField key={key} path={`address.${key}`} label={t(`fields.${key}`)} autoComplete="off"
            hint={key === 'addressCountryIso' ? t('countryIsoHint') : undefined}
            className={WIDE.has(key) ? 'sm:col-span-2' : undefined} />
        ))}
      </div>
    </FormSection>
  );
}
