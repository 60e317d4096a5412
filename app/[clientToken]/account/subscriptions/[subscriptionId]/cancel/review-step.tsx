'use client';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { useFormat } from '@/components/use-format';
import { notAnswered } from '../../../../action-result';
import { confirmCancellation } from './actions';
import { StepFrame, type BackLink } from './step-frame';
import { useErrorSentence } from '@/components/use-error-sentence';

export interface ReviewSummary {
  subscriptionId: number;
  name: string;
  clubName: string;
  options: string[];
  email: string;
  /** The end of the commitment when it is still ahead: what a too-early date is measured against. */
  committedUntil: string | null;
}

interface ReviewStepProps {
  clientToken: string;
  summary: ReviewSummary;
  choices: { motiveId: number; motiveName: string; date: string; comment: string };
  back: BackLink;
  /** Where a refusal sends the member to change a choice: the reason step or the date step. */
  changeReason: BackLink;
  changeDate: BackLink;
  exitHref: string;
  onConfirmed: () => void;
}

const DATE_REFUSALS = ['invalid-cancel-date', 'cancellation-date-invalid', 'missing-date', 'invalid-date'].map((r) => `api.error.subscription-cancel-online.${r}`);
const REASON_REFUSALS = ['motive-id-not-include', 'missing-motive-id'].map((r) => `api.error.subscription-cancel-online.${r}`);
/** Failures that the same request may get past a moment later; after any other, confirming again would fail again. */
const RETRIABLE = ['api.error.internal', 'api.error.subscription-cancel-online.locked'];

export function ReviewStep({ clientToken, summary, choices, back, changeReason, changeDate, exitHref, onConfirmed }: ReviewStepProps) {
  const sentenceFor = useErrorSentence();
  const t = useTranslations('cancel');
  const format = useFormat();
  const router = useRouter();
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<{ code: string; message: string }>();
  const failureRef = useRef<HTMLDivElement>(null);
  useEffect(() => { if (failure) failureRef.current?.focus(); }, [failure]);

  const confirm = async () => {
    setPending(true);
    setFailure(undefined);
    const { motiveId, date, comment } = choices;
    const result = await confirmCancellation(clientToken, summary.subscriptionId, { motiveId, date, comment }).catch(() => notAnswered(sentenceFor));
    if (result.ok) {
      onConfirmed();
      router.replace(result.value.href);
      return;
    }
    setPending(false);
    setFailure(result);
  };

  // The permitted dates may have moved on (a new day, new club rules): the date step gets them afresh.
  const chooseAnotherDate: BackLink = { ...changeDate, onClick: (event) => { changeDate.onClick?.(event); router.refresh(); } };
  const next: BackLink = failure && DATE_REFUSALS.includes(failure.code) ? chooseAnotherDate
    : failure && REASON_REFUSALS.includes(failure.code) ? { ...changeReason, label: t('review.chooseAnotherReason') }
      : failure?.code === 'web.auth.signed-out' ? { label: t('review.signInAgain'), href: `/${clientToken}` }
        : { label: t('backToAccount'), href: exitHref };
  const lastDay = format.date(choices.date, 'dateWithDay');

  return (
    <StepFrame
      step="review"
      title={t('review.title')}
      hint={t('review.hint')}
      submitLabel={t('review.submit')}
      hideSubmit={failure !== undefined && !RETRIABLE.includes(failure.code)}
      pending={pending}
      back={back}
      onSubmit={() => void confirm()}
    >
      <dl className="divide-y divide-slate-100 rounded-lg border border-slate-200">
        <Row label={t('review.subscription')} value={t('review.subscriptionValue', { name: summary.name, club: summary.clubName })} />
        <Row label={t('review.reason')} value={choices.motiveName} />
        <Row label={t('review.lastDay')} value={lastDay} strong />
        <Row label={t('review.comment')} value={choices.comment || t('review.noComment')} muted={!choices.comment} />
      </dl>
      <ul className="mt-4 list-disc space-y-1 pl-5 text-sm text-slate-700">
        <li>{t('review.useUntil', { date: lastDay })}</li>
        {summary.options.length > 0 && <li>{t('review.optionsEnd', { options: format.list(summary.options, 'unit') })}</li>}
        <li>{t.rich('review.confirmationTo', { email: summary.email, strong: (chunks) => <span className="font-medium break-words text-slate-900">{chunks}</span> })}</li>
        <li>{t('review.changeMind')}</li>
      </ul>
      {failure && (
        <div ref={failureRef} tabIndex={-1} className="mt-5 rounded-lg outline-offset-2">
          <Alert tone="error" title={t('review.notCancelled')}>
            <p>
              {failure.message}
              {failure.code === 'api.error.subscription-cancel-online.invalid-cancel-date' && summary.committedUntil
                && <> {t('review.commitmentRuns', { date: format.date(summary.committedUntil) })}</>}
            </p>
            <a href={next.href} onClick={next.onClick} className="mt-2 inline-flex min-h-10 items-center font-medium underline underline-offset-4">
              {next.label}
            </a>
          </Alert>
        </div>
      )}
    </StepFrame>
  );
}

function Row({ label, value, strong, muted }: { label: string; value: string; strong?: boolean; muted?: boolean }) {
  return (
    <div className="grid gap-0.5 px-4 py-3 sm:grid-cols-[9rem_minmax(0,1fr)] sm:gap-4">
      <dt className="text-sm text-slate-500">{label}</dt>
      <dd className={`text-sm break-words whitespace-pre-line ${strong ? 'font-semibold text-slate-900' : muted ? 'text-slate-500' : 'text-slate-900'}`}>{value}</dd>
    </div>
  );
}
