'use client';
import { useState } from 'react';
import { formatDate, formatDateWithDay } from '../../../format-date';
import { ChoiceList } from './choice-list';
import { StepFrame, type BackLink } from './step-frame';

interface DateStepProps {
  dates: string[];
  /** The end of the commitment when it is still ahead: the reason the first date is not sooner. */
  committedUntil: string | null;
  initial: string | undefined;
  back: BackLink;
  onNext: (date: string) => void;
}

export function DateStep({ dates, committedUntil, initial, back, onNext }: DateStepProps) {
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string>();
  return (
    <StepFrame
      step="date"
      title="When should your subscription end?"
      hint={
        <>
          <p>
            A subscription ends on the last day of a billing period, once the club&apos;s notice period is over
            {committedUntil ? <> and your commitment has ended. Your commitment runs until <strong className="font-medium text-slate-900">{formatDate(committedUntil)}</strong>.</> : '.'}
          </p>
          <p className="mt-1">You can use the club until the day you choose.</p>
        </>
      }
      submitLabel="Continue"
      back={back}
      onSubmit={() => (value === undefined ? setError('Choose a date to continue.') : onNext(value))}
    >
      <ChoiceList
        name="date"
        choices={dates.map((date, i) => ({ value: date, label: formatDateWithDay(date), detail: i === 0 ? 'Earliest possible date' : undefined }))}
        value={value}
        onChange={(v) => { setValue(v); setError(undefined); }}
        error={error}
      />
    </StepFrame>
  );
}
