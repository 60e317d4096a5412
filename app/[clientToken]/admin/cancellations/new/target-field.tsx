'use client';
import { useTranslations } from 'next-intl';
import { useFormContext, type UseFormRegisterReturn } from 'react-hook-form';
import { FieldError } from '@/components/ui/field';
import { cx } from '@/components/ui/cx';
import type { NewCancellationValues } from './new-cancellation-schema';
import type { SubscriptionChoice, TargetChoice } from './subscription-choices';

/** One radio button per subscription and per option; those that cannot be cancelled say why. */
export function TargetField({ choices }: { choices: SubscriptionChoice[] }) {
  const t = useTranslations('adminCancellations.create');
  const { register, formState } = useFormContext<NewCancellationValues>();
  const error = formState.errors.target?.message;
  if (choices.length === 0) {
    return <p className="text-sm text-slate-600">{t('noSubscription')}</p>;
  }
  return (
    <fieldset id="target" aria-describedby={error ? 'target-error' : undefined} className="min-w-0">
      <legend className="text-sm font-medium text-slate-800">{t('whatEnds')}</legend>
      <ul className="mt-2 flex flex-col gap-2">
        {choices.map((s) => (
          <li key={s.value} className="rounded-lg border border-slate-200">
            <Choice choice={s} register={register('target')} />
            {s.options.length > 0 && (
              <ul className="border-t border-slate-100 py-1 pl-7">
                {s.options.map((o) => <li key={o.value}><Choice choice={o} register={register('target')} /></li>)}
              </ul>
            )}
          </li>
        ))}
      </ul>
      <FieldError id="target-error" message={error} />
    </fieldset>
  );
}

function Choice({ choice, register }: { choice: TargetChoice; register: UseFormRegisterReturn<'target'> }) {
  const id = choice.value.replace(':', '-');
  return (
    <label className={cx('flex items-start gap-3 rounded-lg p-3 text-sm', choice.unavailable ? 'cursor-not-allowed' : 'cursor-pointer hover:bg-slate-50 has-checked:bg-brand-50')}>
      <input type="radio" value={choice.value} disabled={Boolean(choice.unavailable)} aria-labelledby={`${id}-name`} aria-describedby={`${id}-hint`}
        className="mt-0.5 size-4 shrink-0 accent-brand-600" {...register} />
      <span className="min-w-0">
        <span id={`${id}-name`} className={cx('block font-medium', choice.unavailable ? 'text-slate-500' : 'text-slate-900')}>{choice.label}</span>
        <span id={`${id}-hint`} className="block text-slate-600">{choice.unavailable ?? choice.detail}</span>
      </span>
    </label>
  );
}
