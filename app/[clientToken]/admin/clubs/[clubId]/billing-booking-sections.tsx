'use client';
import { Controller, useFormContext } from 'react-hook-form';
import { ChoiceGroup } from '@/components/ui/choice-group';
import { FormSection } from '@/components/ui/form-section';
import { Switch } from '@/components/ui/switch';
import type { ClubSettingsValues } from './form-values';
import { NumberField } from './number-field';
import { useFieldError } from './use-field-error';

// Debits fall on days every month has, hence 1 to 28.
const DAYS = Array.from({ length: 28 }, (_, i) => ({ value: i + 1, label: String(i + 1) }));

export function BillingSection() {
  const { control, register } = useFormContext<ClubSettingsValues>();
  const debitDaysError = useFieldError('debitDays');
  return (
    <FormSection id="billing" title="Billing" description="When direct debits are taken and how members may pay.">
      <Controller
        control={control}
        name="debitDays"
        render={({ field }) => (
          <ChoiceGroup
            id="debitDays"
            legend="Debit days"
            hint="Days of the month on which direct debits may be taken. Choose one or more."
            variant="chips"
            choices={DAYS}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={debitDaysError}
          />
        )}
      />
      <Switch
        id="onlinePayment"
        label="Online payment"
        description="Members can pay and settle debts online with a card."
        {...register('onlinePayment')}
      />
    </FormSection>
  );
}

export function BookingSection() {
  return (
    <FormSection id="booking" title="Class booking" description="How far ahead members can book, and when a cancellation counts as late.">
      <div className="grid gap-6 sm:grid-cols-2">
        <NumberField path="bookingWindowDays" label="Booking window" unit="days" hint="Opens this many days before a class." />
        <NumberField path="lateCancelHours" label="Late cancellation" unit="hours" hint="Cancelling within this time of the start is late." />
      </div>
    </FormSection>
  );
}
