'use client';
import { get, useFormContext, useFormState, type FieldError } from 'react-hook-form';
import { describedBy, Field } from '@/components/ui/field';
import { FormSection } from '@/components/ui/form-section';
import { Select } from '@/components/ui/input';
import { Switch } from '@/components/ui/switch';
import type { ContactFormValues } from './contact-form-values';
import { ADDRESS_KEYS } from './contact-form-values';
import { TextField } from './text-field';

export function IdentityFields({ sources }: { sources: { id: number; name: string }[] }) {
  const { register } = useFormContext<ContactFormValues>();
  const { errors } = useFormState<ContactFormValues>({ name: ['gender', 'sourceId'] });
  const genderError = (get(errors, 'gender') as FieldError | undefined)?.message;
  const sourceError = (get(errors, 'sourceId') as FieldError | undefined)?.message;
  return (
    <FormSection id="identity" title="Identity" description="Who the contact is and how to reach them.">
      <div className="grid gap-6 sm:grid-cols-2">
        <TextField path="givenName" label="Given name" />
        <TextField path="familyName" label="Family name" />
      </div>
      <TextField path="email" label="E-mail address" type="email" hint="Unique in the network: it is also how a member signs in." />
      <div className="grid gap-6 sm:grid-cols-2">
        <TextField path="birthDate" label="Birth date" type="date" />
        <Field id="gender" label="Gender" error={genderError}>
          <Select id="gender" aria-invalid={genderError ? true : undefined} aria-describedby={describedBy('gender', { error: genderError })} {...register('gender')}>
            <option value="">Not given</option>
            <option value="female">Female</option>
            <option value="male">Male</option>
            <option value="other">Other</option>
          </Select>
        </Field>
        <TextField path="mobile" label="Mobile phone" type="tel" />
        <TextField path="landline" label="Landline" type="tel" />
      </div>
      <Field id="sourceId" label="Source" hint="How the contact first came to the club." error={sourceError}>
        <Select id="sourceId" aria-invalid={sourceError ? true : undefined}
          aria-describedby={describedBy('sourceId', { hint: 'How the contact first came to the club.', error: sourceError })} {...register('sourceId')}>
          <option value="">None</option>
          {sources.map((source) => <option key={source.id} value={String(source.id)}>{source.name}</option>)}
        </Select>
      </Field>
      <Switch id="parentalIdentificationValidated" label="Parental identification checked"
        description="For a minor: a parent’s identity document has been seen." {...register('parentalIdentificationValidated')} />
    </FormSection>
  );
}

const ADDRESS_LABELS: Record<(typeof ADDRESS_KEYS)[number], { label: string; autoComplete: string; wide?: boolean }> = {
  streetAddress: { label: 'Street address', autoComplete: 'off', wide: true },
  supplement: { label: 'Address line 2', autoComplete: 'off', wide: true },
  postalCode: { label: 'Postal code', autoComplete: 'off' },
  addressLocality: { label: 'Town or city', autoComplete: 'off' },
  addressCountry: { label: 'Country', autoComplete: 'off' },
  addressCountryIso: { label: 'Country code', autoComplete: 'off' },
};

export function AddressFields() {
  return (
    <FormSection id="address" title="Address" description="Where letters reach the contact. Every line is optional unless the network requires it.">
      <div className="grid gap-6 sm:grid-cols-2">
        {ADDRESS_KEYS.map((key) => (
          <TextField key={key} path={`address.${key}`} label={ADDRESS_LABELS[key].label} autoComplete={ADDRESS_LABELS[key].autoComplete}
            hint={key === 'addressCountryIso' ? 'Two letters, such as FR.' : undefined}
            className={ADDRESS_LABELS[key].wide ? 'sm:col-span-2' : undefined} />
        ))}
      </div>
    </FormSection>
  );
}
