'use client';
import { useTranslations } from 'next-intl';
import { useFormContext } from 'react-hook-form';
import { describedBy, Field } from '@/components/ui/field';
import { FormSection } from '@/components/ui/form-section';
import { Input, Textarea } from '@/components/ui/input';
import type { ClubSettingsValues, LegalField } from './form-values';
import { useFieldError } from './use-field-error';

/** Each field with what fills it in: an autocomplete hint where one exists, and whether it is a code (monospace, upper case). */
const FIELDS: { name: LegalField; code?: boolean; multiline?: boolean; autoComplete?: string }[] = [
  { name: 'legalName', autoComplete: 'organization' },
  { name: 'legalAddress', multiline: true },
  { name: 'registrationNumber' },
  { name: 'vatNumber', code: true },
  { name: 'sepaCreditorId', code: true },
  { name: 'creditorIban', code: true },
  { name: 'creditorBic', code: true },
];

/**
 * The company behind the club, printed on its contracts and invoices, and the SEPA creditor its
 * direct debits are collected for (CONTRACT §12, §15). Every field may stay empty: the documents then
 * leave the line out. The formats are checked by the schema the API uses (clubLegalSchema).
 */
export function LegalSection() {
  const t = useTranslations('adminClub.legal');
  return (
    <FormSection id="legal" title={t('title')} description={t('description')}>
      {FIELDS.map((field) => <LegalInput key={field.name} {...field} label={t(`label.${field.name}`)} hint={t(`hint.${field.name}`)} />)}
    </FormSection>
  );
}

function LegalInput({ name, code, multiline, autoComplete, label, hint }: (typeof FIELDS)[number] & { label: string; hint: string }) {
  // defaultValue: the server's HTML shows the club's values, not empty boxes, before scripts load.
  const { register, getValues } = useFormContext<ClubSettingsValues>();
  const error = useFieldError(name);
  const props = {
    id: name,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(name, { hint, error }),
    defaultValue: getValues(name),
    ...register(name),
  };
  return (
    <Field id={name} label={label} hint={hint} error={error}>
      {multiline
        ? <Textarea rows={2} autoComplete="off" {...props} />
        : <Input autoComplete={autoComplete ?? 'off'} spellCheck={code ? false : undefined} className={code ? 'font-mono uppercase' : undefined} {...props} />}
    </Field>
  );
}
