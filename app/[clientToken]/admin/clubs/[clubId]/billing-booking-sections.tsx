'use client';
import { useTranslations } from 'next-intl';
import { Controller, useFormContext } from 'react-hook-form';
import { ChoiceGroup } from '@/components/ui/choice-group';
import { describedBy, Field } from '@/components/ui/field';
import { FormSection } from '@/components/ui/form-section';
import { MoneyInput } from '@/components/ui/money-input';
import { Switch } from '@/components/ui/switch';
import type { ClubSettingsValues } from './form-values';
import { NumberField } from './number-field';
import { useFieldError } from './use-field-error';

// Debits fall on days every month has, hence 1 to 28.
const DAYS = Array.from({ length: 28 }, (_, i) => ({ value: i + 1, label: String(i + 1) }));

export function BillingSection() {
  const t = useTranslations('adminClub.billing');
  const { control, register, getValues } = useFormContext<ClubSettingsValues>();
  const debitDaysError = useFieldError('debitDays');
  return (
    <FormSection id="billing" title={t('title')} description={t('description')}>
      <Controller
        control={control}
        name="debitDays"
        render={({ field }) => (
          <ChoiceGroup
            id="debitDays"
            legend={t('debitDays')}
            hint={t('debitDaysHint')}
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
        label={t('onlinePayment')}
        description={t('onlinePaymentHint')}
        defaultChecked={getValues('onlinePayment')}
        {...register('onlinePayment')}
      />
    </FormSection>
  );
}

export function BookingSection() {
  const t = useTranslations('adminClub.booking');
  const unit = useTranslations('adminClub.units');
  const { control } = useFormContext<ClubSettingsValues>();
  const feeError = useFieldError('suspensionFee');
  const feeHint = t('suspensionFeeHint');
  return (
    <FormSection id="booking" title={t('title')} description={t('description')}>
      <div className="grid gap-6 sm:grid-cols-2">
        <NumberField path="bookingWindowDays" label={t('window')} unit={unit('days')} hint={t('windowHint')} />
        <NumberField path="lateCancelHours" label={t('late')} unit={unit('hours')} hint={t('lateHint')} />
        <NumberField path="suspensionMinDays" label={t('suspensionMin')} unit={unit('days')} hint={t('suspensionMinHint')} />
        <NumberField path="suspensionMaxDays" label={t('suspensionMax')} unit={unit('days')} hint={t('suspensionMaxHint')} />
        <Controller
          control={control}
          name="suspensionFee"
          render={({ field }) => (
            <Field id="suspensionFee" label={t('suspensionFee')} hint={feeHint} error={feeError}>
              <MoneyInput id="suspensionFee" name={field.name} ref={field.ref} cents={field.value} onCentsChange={field.onChange} onBlur={field.onBlur}
                aria-invalid={feeError ? true : undefined} aria-describedby={describedBy('suspensionFee', { hint: feeHint, error: feeError })} />
            </Field>
          )}
        />
      </div>
    </FormSection>
  );
}
