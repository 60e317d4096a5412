'use client';
import { useTranslations } from 'next-intl';
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
  const t = useTranslations('cancel');
  return (
    <StepFrame
      step="comment"
      title={t('comment.title')}
      hint={t('comment.hint')}
      submitLabel={t('frame.continue')}
      back={back}
      onSubmit={onNext}
    >
      <label htmlFor="comment" className="text-sm font-medium text-slate-800">{t('comment.label')}</label>
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
      <p id="comment-count" className="mt-1 text-right text-xs text-slate-500">{t('comment.count', { count: value.length, max: MAX })}</p>
    </StepFrame>
  );
}
