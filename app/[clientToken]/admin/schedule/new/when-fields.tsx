'use client';
import { useFormContext, useWatch } from 'react-hook-form';
import { ChoiceControl, NumberControl, TextControl } from '../form-controls';
import type { NewClassValues } from './new-class-schema';
import { WEEKDAYS } from './weekly-series';

const WEEKDAY_ITEMS = WEEKDAYS.map((name, i) => ({ id: i + 1, name }));
const REPEATS = [{ value: 'once', label: 'Once' }, { value: 'weekly', label: 'Every week' }] as const;

/** Once on a day, or every week on one weekday between two days; then the time at the club and how long. */
export function WhenFields() {
  const { register } = useFormContext<NewClassValues>();
  const repeat = useWatch<NewClassValues, 'repeat'>({ name: 'repeat' });
  return (
    <>
      <fieldset className="min-w-0">
        <legend className="text-sm font-medium text-slate-800">How often</legend>
        <div className="mt-2 grid grid-cols-2 gap-2 sm:w-80">
          {REPEATS.map((choice) => (
            <label key={choice.value} className="flex min-h-10 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-3 text-sm text-slate-800 has-checked:border-brand-600 has-checked:bg-brand-50 has-checked:font-medium">
              <input type="radio" value={choice.value} className="size-4 accent-brand-600" {...register('repeat')} />
              {choice.label}
            </label>
          ))}
        </div>
      </fieldset>
      {repeat === 'once'
        ? <TextControl id="new-date" name="date" label="Day" type="date" className="sm:w-1/2 sm:pr-2.5" />
        : (
          <div className="grid gap-5 sm:grid-cols-3">
            <ChoiceControl id="new-weekday" name="weekday" label="Day of the week" items={WEEKDAY_ITEMS} none="Choose a day" />
            <TextControl id="new-from" name="from" label="First day" type="date" />
            <TextControl id="new-until" name="until" label="Last day" type="date" hint="52 weeks at most." />
          </div>
        )}
      <div className="grid gap-5 sm:grid-cols-2">
        <TextControl id="new-time" name="time" label="Start time" type="time" hint="At the club’s local time." />
        <NumberControl id="new-minutes" name="minutes" label="Duration" unit="minutes" />
      </div>
    </>
  );
}
