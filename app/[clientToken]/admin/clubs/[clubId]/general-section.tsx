'use client';
import { useFormContext } from 'react-hook-form';
import { describedBy, Field } from '@/components/ui/field';
import { FormSection } from '@/components/ui/form-section';
import { Input, Select } from '@/components/ui/input';
import type { ClubSettingsValues } from './form-values';
import { useFieldError } from './use-field-error';

export function GeneralSection({ code, timeZones }: { code: string; timeZones: string[] }) {
  const { register } = useFormContext<ClubSettingsValues>();
  const nameError = useFieldError('name');
  const zoneError = useFieldError('timeZone');
  const zoneHint = 'Dates, class times and daily quotas are counted in this time zone.';
  return (
    <FormSection id="general" title="General" description="How the club is named and where it is.">
      <Field id="name" label="Name" error={nameError}>
        <Input id="name" autoComplete="off" aria-invalid={nameError ? true : undefined} aria-describedby={describedBy('name', { error: nameError })} {...register('name')} />
      </Field>
      <dl className="flex flex-col gap-1">
        <dt className="text-sm font-medium text-slate-800">Code</dt>
        <dd className="font-mono text-sm text-slate-900">{code}</dd>
        <dd className="text-sm text-slate-500">Partner applications know the club by this code, so it does not change here.</dd>
      </dl>
      <Field id="timeZone" label="Time zone" hint={zoneHint} error={zoneError}>
        <Select id="timeZone" aria-invalid={zoneError ? true : undefined} aria-describedby={describedBy('timeZone', { hint: zoneHint, error: zoneError })} {...register('timeZone')}>
          {timeZones.map((zone) => <option key={zone} value={zone}>{zone.replaceAll('_', ' ')}</option>)}
        </Select>
      </Field>
    </FormSection>
  );
}
