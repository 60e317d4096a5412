'use client';
import Link from 'next/link';
import { Controller, useFormContext } from 'react-hook-form';
import { ChoiceGroup } from '@/components/ui/choice-group';
import { describedBy, Field } from '@/components/ui/field';
import { FormSection } from '@/components/ui/form-section';
import { MoneyInput } from '@/components/ui/money-input';
import { Switch } from '@/components/ui/switch';
import { TagInput } from '@/components/ui/tag-input';
import type { ClubSettingsValues } from './form-values';
import { NumberField } from './number-field';
import { useFieldError } from './use-field-error';

export interface MotiveOption {
  id: number;
  name: string;
}

const SUBSCRIPTION_TYPES = [
  { value: 'direct_debit' as const, label: 'Direct debit (monthly)' },
  { value: 'upfront' as const, label: 'Paid upfront' },
  { value: 'fixed_term' as const, label: 'Fixed term' },
];

export function OnlineCancellationSection({ motives, motivesHref }: { motives: MotiveOption[]; motivesHref: string }) {
  const { control, register } = useFormContext<ClubSettingsValues>();
  const errors = {
    types: useFieldError('onlineCancellation.subscriptionTypes'),
    motives: useFieldError('onlineCancellation.includedCancellationMotiveIds'),
    debt: useFieldError('onlineCancellation.debtLimit'),
    eligible: useFieldError('onlineCancellation.eligibleTags'),
    prohibited: useFieldError('onlineCancellation.prohibitedTags'),
  };
  const debtHint = 'Members who owe more than this cannot cancel online. 0 means any debt blocks it.';
  return (
    <FormSection
      id="online-cancellation"
      title="Online cancellation"
      description="Whether members may cancel their subscription themselves, and the rules a request must meet."
    >
      <Switch
        id="onlineCancellation-enabled"
        label="Members can cancel online"
        description="When off, members are asked to contact the club."
        {...register('onlineCancellation.enabled')}
      />
      <Controller
        control={control}
        name="onlineCancellation.subscriptionTypes"
        render={({ field }) => (
          <ChoiceGroup id="onlineCancellation-subscriptionTypes" legend="Subscriptions that can be cancelled online" choices={SUBSCRIPTION_TYPES}
            value={field.value} onChange={field.onChange} onBlur={field.onBlur} error={errors.types} />
        )}
      />
      <Controller
        control={control}
        name="onlineCancellation.includedCancellationMotiveIds"
        render={({ field }) => (
          <ChoiceGroup id="onlineCancellation-motives" legend="Reasons a member can give"
            hint={<>{motives.length === 0 ? 'This network has no cancellation reasons yet. ' : 'The list is shared by every club. '}
              <Link href={motivesHref} className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-600">Manage the motives</Link></>}
            choices={motives.map((m) => ({ value: m.id, label: m.name }))}
            value={field.value} onChange={field.onChange} onBlur={field.onBlur} error={errors.motives} />
        )}
      />
      <div className="grid gap-6 sm:grid-cols-2">
        <Controller
          control={control}
          name="onlineCancellation.debtLimit"
          render={({ field }) => (
            <Field id="onlineCancellation-debtLimit" label="Debt limit" hint={debtHint} error={errors.debt}>
              <MoneyInput id="onlineCancellation-debtLimit" name={field.name} ref={field.ref} cents={field.value} onCentsChange={field.onChange} onBlur={field.onBlur}
                aria-invalid={errors.debt ? true : undefined}
                aria-describedby={describedBy('onlineCancellation-debtLimit', { hint: debtHint, error: errors.debt })} />
            </Field>
          )}
        />
        <NumberField path="onlineCancellation.dailyQuota" label="Daily limit" unit="per day" emptyIsNull
          hint="Most online cancellations accepted per day. Leave empty for no limit." />
        <NumberField path="onlineCancellation.noticePeriodDays" label="Notice period" unit="days" hint="Counted from the day the request arrives." />
        <NumberField path="onlineCancellation.minimumDelayDays" label="Minimum delay" unit="days" hint="The earliest end date, counted from the request." />
      </div>
      <Controller
        control={control}
        name="onlineCancellation.eligibleTags"
        render={({ field }) => (
          <TagInput id="onlineCancellation-eligibleTags" label="Only members with one of these tags"
            hint="Leave empty to let every member cancel online." value={field.value} onChange={field.onChange} onBlur={field.onBlur} error={errors.eligible} />
        )}
      />
      <Controller
        control={control}
        name="onlineCancellation.prohibitedTags"
        render={({ field }) => (
          <TagInput id="onlineCancellation-prohibitedTags" label="Never members with one of these tags"
            hint="For example blocking_debt." value={field.value} onChange={field.onChange} onBlur={field.onBlur} error={errors.prohibited} />
        )}
      />
    </FormSection>
  );
}
