'use client';
import { useLocale, useTranslations } from 'next-intl';
import { useFormContext, useWatch } from 'react-hook-form';
import { ChoiceControl, NumberControl, TextControl } from '../form-controls';
import { isoWeekdayName } from '../local-time';
import type { NewClassValues } from './new-class-schema';

const REPEATS = ['once', 'weekly'] as const;

/** Once on a day, or every week on one weekday between two days; then the time at the club and how long. */
export function WhenFields() {
  const t = useTranslations('adminSchedule.new');
  const details = useTranslations('adminSchedule.details');
  const locale = useLocale();
  const weekdays = [1, 2, 3, 4, 5, 6, 7].map((id) => ({ id, name: isoWeekdayName(id, locale) }));
  const { register } = useFormContext<NewClassValues>();
  const repeat = useWatch<NewClassValues, 'repeat'>({ name: 'repeat' });
  return (
    <>
      <fieldset className="min-w-0">
        <legend className="text-sm font-medium text-slate-800">{t('howOften')}</legend>
        <div className="mt-2 grid grid-cols-2 gap-2 sm:w-80">
          {REPEATS.map((choice) => (
            <label key={choice} className="flex min-h-10 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-3 text-sm text-slate-800 has-checked:border-brand-600 has-checked:bg-brand-50 has-checked:font-medium">
              <input type="radio" value={choice} className="size-4 accent-brand-600" {...register('repeat')} />
              {t(choice)}
            </label>
          ))}
        </div>
      </fieldset>
      {repeat === 'once'
        ? <TextControl id="new-date" name="date" label={details('day')} type="date" className="sm:w-1/2 sm:pr-2.5" />
        : (
          <div className="grid gap-5 sm:grid-cols-3">
            <ChoiceControl id="new-weekday" name="weekday" label={t('weekday')} items={weekdays} none={t('chooseDay')} />
            <TextControl id="new-from" name="from" label={t('from')} type="date" />
            <TextControl id="new-until" name="until" label={t('until')} type="date" hint={t('untilHint')} />
          </div>
        )}
      <div className="grid gap-5 sm:grid-cols-2">
        <TextControl id="new-time" name="time" label={details('time')} type="time" hint={details('timeHint')} />
        <NumberControl id="new-minutes" name="minutes" label={details('duration')} unit={details('minutes')} />
      </div>
    </>
  );
}
