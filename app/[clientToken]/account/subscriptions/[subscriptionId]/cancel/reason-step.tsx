'use client';
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
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string>();
  return (
    <StepFrame
      step="reason"
      title="Why are you leaving?"
      hint="Choose the reason closest to yours. It helps your club understand what to improve."
      submitLabel="Continue"
      back={{ label: 'Keep my subscription', href: exitHref }}
      onSubmit={() => (value === undefined ? setError('Choose a reason to continue.') : onNext(value))}
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
