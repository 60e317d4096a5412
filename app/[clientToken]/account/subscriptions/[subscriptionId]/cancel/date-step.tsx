'use client';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useFormat } from '@/components/use-format';
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
  const t = useTranslations('cancel');
  const format = useFormat();
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string>();
  return (
    <StepFrame
      step="date"
      title={t('date.title')}
      hint={
        <>
          <p>
            {committedUntil
              ? t.rich('date.ruleCommitted', { date: format.date(committedUntil), strong: (chunks) => <strong className="font-medium text-slate-900">{chunks}</strong> })
              : t('date.rule')}
          </p>
          <p className="mt-1">{t('date.useUntil')}</p>
        </>
      }
      submitLabel={t('frame.continue')}
      back={back}
      onSubmit={() => (value === undefined ? setError(t('date.required')) : onNext(value))}
    >
      <ChoiceList
        name="date"
        choices={dates.map((date, i) => ({ value: date, label: format.date(date, 'dateWithDay'), detail: i === 0 ? t('date.earliest') : undefined }))}
        value={value}
        onChange={(v) => { setValue(v); setError(undefined); }}
        error={error}
      />
    </StepFrame>
  );
}
