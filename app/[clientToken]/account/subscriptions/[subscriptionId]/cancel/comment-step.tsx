'use client';
import { useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import { CharacterCount, charactersOver } from '@/components/ui/character-count';
import { cx } from '@/components/ui/cx';
import { StepFrame, type BackLink } from './step-frame';

/** The server's limit (actions.ts). No maxLength on the box: a pasted text would be cut without a word (CharacterCount). */
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
  const box = useRef<HTMLTextAreaElement>(null);
  const [refused, setRefused] = useState(false);
  const over = charactersOver(value, MAX);
  const next = () => {
    if (over > 0) {
      setRefused(true);
      box.current?.focus();
      return;
    }
    onNext();
  };
  const error = refused && over > 0 ? t('comment.tooLong', { over, max: MAX }) : undefined;
  return (
    <StepFrame
      step="comment"
      title={t('comment.title')}
      hint={t('comment.hint')}
      submitLabel={t('frame.continue')}
      back={back}
      onSubmit={next}
    >
      <label htmlFor="comment" className="text-sm font-medium text-slate-800">{t('comment.label')}</label>
      <textarea
        id="comment"
        name="comment"
        rows={5}
        ref={box}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={cx('step-hint comment-count', error && 'comment-error')}
        className="mt-1.5 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 shadow-sm focus:outline-2 focus:outline-offset-0 focus:outline-brand-600 sm:text-sm"
      />
      <CharacterCount id="comment-count" value={value} max={MAX} className="mt-1" />
      {error && <p id="comment-error" role="alert" className="mt-1 text-sm text-red-700">{error}</p>}
    </StepFrame>
  );
}
