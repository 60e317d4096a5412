'use client';
import { StepFrame, type BackLink } from './step-frame';

const MAX = 1000;

interface CommentStepProps {
  /** Held by the wizard, so going back and forth keeps what was typed. */
  value: string;
  onChange: (comment: string) => void;
  back: BackLink;
  onNext: () => void;
}

export function CommentStep({ value, onChange, back, onNext }: CommentStepProps) {
  return (
    <StepFrame
      step="comment"
      title="Anything you would like to tell your club?"
      hint="This is optional: leave it empty if you prefer."
      submitLabel="Continue"
      back={back}
      onSubmit={onNext}
    >
      <label htmlFor="comment" className="text-sm font-medium text-slate-800">Your comment (optional)</label>
      <textarea
        id="comment"
        name="comment"
        rows={5}
        maxLength={MAX}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-describedby="step-hint comment-count"
        className="mt-1.5 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 shadow-sm focus:outline-2 focus:outline-offset-0 focus:outline-brand-600 sm:text-sm"
      />
      <p id="comment-count" className="mt-1 text-right text-xs text-slate-500">{value.length} / {MAX} characters</p>
    </StepFrame>
  );
}
