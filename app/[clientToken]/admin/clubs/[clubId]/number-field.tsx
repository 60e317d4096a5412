'use client';
import { useFormContext } from 'react-hook-form';
import { describedBy, Field } from '@/components/ui/field';
import { Input, WithUnit } from '@/components/ui/input';
import type { ClubSettingsValues } from './form-values';
import { useFieldError } from './use-field-error';

type NumberPath =
  | 'bookingWindowDays' | 'lateCancelHours' | 'suspensionMinDays' | 'suspensionMaxDays'
  | 'onlineCancellation.minimumDelayDays' | 'onlineCancellation.noticePeriodDays' | 'onlineCancellation.dailyQuota';

interface NumberFieldProps {
  path: NumberPath;
  label: string;
  unit: string;
  hint?: string;
  /** An empty box means "none" (null) rather than a missing number. */
  emptyIsNull?: boolean;
}

/** A whole-number setting with its unit. An empty box reads as NaN, which the schema reports as "Enter a number". */
export function NumberField({ path, label, unit, hint, emptyIsNull }: NumberFieldProps) {
  const { register, getValues } = useFormContext<ClubSettingsValues>();
  const error = useFieldError(path);
  const id = path.replace('.', '-');
  const toValue = (raw: unknown) => {
    const text = String(raw ?? '').trim();
    if (text === '') return emptyIsNull ? null : Number.NaN;
    return Number(text);
  };
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      <WithUnit unit={unit}>
        <Input
          id={id}
          type="number"
          inputMode="numeric"
          step={1}
          className="[appearance:textfield] pr-16 [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, { hint, error })}
          // The saved value in the server's HTML, before scripts load.
          defaultValue={getValues(path) ?? ''}
          {...register(path, { setValueAs: toValue })}
        />
      </WithUnit>
    </Field>
  );
}
