'use client';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
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

const SUBSCRIPTION_TYPES = ['direct_debit', 'upfront', 'fixed_term'] as const;

export function OnlineCancellationSection({ motives, motivesHref }: { motives: MotiveOption[]; motivesHref: string }) {
  const t = useTranslations('adminClub.online');
  const unit = useTranslations('adminClub.units');
  const { control, register, getValues } = useFormContext<ClubSettingsValues>();
  const errors = {
    types: useFieldError('onlineCancellation.subscriptionTypes'),
    motives: useFieldError('onlineCancellation.includedCancellationMotiveIds'),
    debt: useFieldError('onlineCancellation.debtLimit'),
    eligible: useFieldError('onlineCancellation.eligibleTags'),
    prohibited: useFieldError('onlineCancellation.prohibitedTags'),
  };
  const debtHint = t('debtLimitHint');
  return (
    <FormSection
      id="online-cancellation"
      title={t('title')}
      description={t('description')}
    >
      <Switch
        id="onlineCancellation-enabled"
        label={t('enabled')}
        description={t('enabledHint')}
        defaultChecked={getValues('onlineCancellation.enabled')}
        {...register('onlineCancellation.enabled')}
      />
      <Controller
        control={control}
        name="onlineCancellation.subscriptionTypes"
        render={({ field }) => (
          <ChoiceGroup id="onlineCancellation-subscriptionTypes" legend={t('types')}
            choices={SUBSCRIPTION_TYPES.map((value) => ({ value, label: t(`type.${value}`) }))}
            value={field.value} onChange={field.onChange} onBlur={field.onBlur} error={errors.types} />
        )}
      />
      <Controller
        control={control}
        name="onlineCancellation.includedCancellationMotiveIds"
        render={({ field }) => (
          <ChoiceGroup id="onlineCancellation-motives" legend={t('motives')}
            hint={<>{motives.length === 0 ? t('noMotives') : t('sharedMotives')}{' '}
              <Link href={motivesHref} className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-600">{t('manageMotives')}</Link></>}
            choices={motives.map((m) => ({ value: m.id, label: m.name }))}
            value={field.value} onChange={field.onChange} onBlur={field.onBlur} error={errors.motives} />
        )}
      />
      <div className="grid gap-6 sm:grid-cols-2">
        <Controller
          control={control}
          name="onlineCancellation.debtLimit"
          render={({ field }) => (
            <Field id="onlineCancellation-debtLimit" label={t('debtLimit')} hint={debtHint} error={errors.debt}>
              <MoneyInput id="onlineCancellation-debtLimit" name={field.name} ref={field.ref} cents={field.value} onCentsChange={field.onChange} onBlur={field.onBlur}
                aria-invalid={errors.debt ? true : undefined}
                aria-describedby={describedBy('onlineCancellation-debtLimit', { hint: debtHint, error: errors.debt })} />
            </Field>
          )}
        />
        <NumberField path="onlineCancellation.dailyQuota" label={t('dailyQuota')} unit={unit('perDay')} emptyIsNull
          hint={t('dailyQuotaHint')} />
        <NumberField path="onlineCancellation.noticePeriodDays" label={t('notice')} unit={unit('days')} hint={t('noticeHint')} />
        <NumberField path="onlineCancellation.minimumDelayDays" label={t('minimumDelay')} unit={unit('days')} hint={t('minimumDelayHint')} />
      </div>
      <Controller
        control={control}
        name="onlineCancellation.eligibleTags"
        render={({ field }) => (
          <TagInput id="onlineCancellation-eligibleTags" label={t('eligibleTags')}
            hint={t('eligibleTagsHint')} value={field.value} onChange={field.onChange} onBlur={field.onBlur} error={errors.eligible} />
        )}
      />
      <Controller
        control={control}
        name="onlineCancellation.prohibitedTags"
        render={({ field }) => (
          <TagInput id="onlineCancellation-prohibitedTags" label={t('prohibitedTags')}
            hint={t('prohibitedTagsHint')} value={field.value} onChange={field.onChange} onBlur={field.onBlur} error={errors.prohibited} />
        )}
      />
    </FormSection>
  );
}
