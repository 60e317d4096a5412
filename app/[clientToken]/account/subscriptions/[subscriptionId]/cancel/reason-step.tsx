'use client';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { ChoiceList } from './choice-list';
import { StepFrame } from './step-frame';

interface ReasonStepProps {
  motives: { id: number; name: string }[];
  initial: number | undefined;
  exitHref: string;
  onNext: (motiveId: number) => void;
}

export function ReasonStep({ motives, initial, exitHref, onNext }: ReasonStepProps) {
  const t = useTranslations('cancel.reason');
  const tFrame = useTranslations('cancel.frame');
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string>();
  return (
    <StepFrame
      step="reason"
      title={t('title')}
      hint={t('hint')}
      submitLabel={tFrame('continue')}
      back={{ label: t('keep'), href: exitHref }}
      onSubmit={() => (value === undefined ? setError(t('required')) : onNext(value))}
    >
      <ChoiceList
        name="motive"
        choices={motives.map((m) => ({ value: String(m.id), label: m.name }))}
        value={value === undefined ? undefined : String(value)}
        onChange={(v) => { setValue(Number(v)); setError(undefined); }}
        error={error}
      />
    </StepFrame>
  );
}
