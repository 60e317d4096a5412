'use client';
import { useTranslations } from 'next-intl';
import { useFormContext } from 'react-hook-form';
import type { EndpointFormValues } from './endpoint-schema';

const POLICIES = ['none', 'standard'] as const satisfies readonly EndpointFormValues['retryPolicy'][];

/** One of two retry policies, as radio buttons each with a line saying what it does. */
export function RetryPolicyField() {
  const t = useTranslations('adminWebhooks.endpoint');
  const { register } = useFormContext<EndpointFormValues>();
  return (
    <fieldset className="min-w-0">
      <legend className="text-sm font-medium text-slate-800">{t('whenFails')}</legend>
      <div className="mt-2 flex flex-col gap-2">
        {POLICIES.map((value) => (
          <label key={value} className="flex cursor-pointer items-start gap-3 rounded-lg border border-slate-200 p-3 text-sm hover:bg-slate-50 has-checked:border-brand-600 has-checked:bg-brand-50">
            <input type="radio" value={value} className="mt-0.5 size-4 shrink-0 accent-brand-600" aria-describedby={`retry-${value}-hint`} {...register('retryPolicy')} />
            <span>
              <span className="block font-medium text-slate-900">{t(`policies.${value}.label`)}</span>
              <span id={`retry-${value}-hint`} className="block text-slate-600">{t(`policies.${value}.description`)}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
