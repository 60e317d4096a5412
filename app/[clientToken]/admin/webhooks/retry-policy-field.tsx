'use client';
import { useFormContext } from 'react-hook-form';
import { RETRY_POLICY_LABELS, type EndpointFormValues } from './endpoint-schema';

const POLICIES = Object.entries(RETRY_POLICY_LABELS) as [EndpointFormValues['retryPolicy'], { label: string; description: string }][];

/** One of two retry policies, as radio buttons each with a line saying what it does. */
export function RetryPolicyField() {
  const { register } = useFormContext<EndpointFormValues>();
  return (
    <fieldset className="min-w-0">
      <legend className="text-sm font-medium text-slate-800">When a delivery fails</legend>
      <div className="mt-2 flex flex-col gap-2">
        {POLICIES.map(([value, { label, description }]) => (
          <label key={value} className="flex cursor-pointer items-start gap-3 rounded-lg border border-slate-200 p-3 text-sm hover:bg-slate-50 has-checked:border-brand-600 has-checked:bg-brand-50">
            <input type="radio" value={value} className="mt-0.5 size-4 shrink-0 accent-brand-600" aria-describedby={`retry-${value}-hint`} {...register('retryPolicy')} />
            <span>
              <span className="block font-medium text-slate-900">{label}</span>
              <span id={`retry-${value}-hint`} className="block text-slate-600">{description}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
