'use client';
import { useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import type { MouseEvent } from 'react';
import { CommentStep } from './comment-step';
import { DateStep } from './date-step';
import { ReasonStep } from './reason-step';
import { ReviewStep, type ReviewSummary } from './review-step';
import { StepIndicator } from './step-indicator';
import type { BackLink } from './step-frame';
import { useDraftComment } from './use-draft-comment';
import { advance, goTo, resolveStep, stepHref, type StepId, type WizardChoices } from './wizard-steps';

interface CancelWizardProps {
  clientToken: string;
  summary: ReviewSummary;
  motives: { id: number; name: string }[];
  dates: string[];
  committedUntil: string | null;
}

/** The online cancellation in four steps: reason, date, comment, review and confirm. */
export function CancelWizard({ clientToken, summary, motives, dates, committedUntil }: CancelWizardProps) {
  const t = useTranslations('cancel');
  const params = useSearchParams();
  const { step, motiveId, date } = resolveStep(new URLSearchParams(params.toString()), motives.map((m) => m.id), dates);
  const [comment, setComment, clearComment] = useDraftComment(summary.subscriptionId);
  const exitHref = `/${clientToken}/account`;

  const linkTo = (to: StepId, label: string, choices: WizardChoices = { motiveId, date }): BackLink => ({
    label,
    href: stepHref(to, choices),
    onClick: (event: MouseEvent<HTMLAnchorElement>) => {
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
      event.preventDefault();
      goTo(to, choices);
    },
  });

  return (
    <div className="flex flex-col gap-6">
      <StepIndicator current={step} />
      {step === 'reason' && (
        <ReasonStep motives={motives} initial={motiveId} exitHref={exitHref} onNext={(id) => advance('reason', 'date', { motiveId: id, date })} />
      )}
      {step === 'date' && (
        <DateStep
          dates={dates} committedUntil={committedUntil} initial={date}
          back={linkTo('reason', t('frame.back'))} onNext={(chosen) => advance('date', 'comment', { motiveId, date: chosen })}
        />
      )}
      {step === 'comment' && (
        <CommentStep value={comment} onChange={setComment} back={linkTo('date', t('frame.back'))} onNext={() => goTo('review', { motiveId, date })} />
      )}
      {step === 'review' && motiveId !== undefined && date !== undefined && (
        <ReviewStep
          clientToken={clientToken}
          summary={summary}
          choices={{ motiveId, motiveName: motives.find((m) => m.id === motiveId)?.name ?? '', date, comment: comment.trim() }}
          back={linkTo('comment', t('frame.back'))}
          changeReason={linkTo('reason', t('review.chooseAnotherReason'))}
          changeDate={linkTo('date', t('review.chooseAnotherDate'), { motiveId })}
          exitHref={exitHref}
          onConfirmed={clearComment}
        />
      )}
    </div>
  );
}
