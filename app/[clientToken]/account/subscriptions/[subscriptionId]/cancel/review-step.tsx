'use client';
import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { notAnswered } from '../../../../action-result';
import { formatDate, formatDateWithDay } from '../../../format-date';
import { confirmCancellation } from './actions';
import { StepFrame, type BackLink } from './step-frame';

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
  const router = useRouter();
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<{ code: string; message: string }>();
  const failureRef = useRef<HTMLDivElement>(null);
  useEffect(() => { if (failure) failureRef.current?.focus(); }, [failure]);

  const confirm = async () => {
    setPending(true);
    setFailure(undefined);
    const { motiveId, date, comment } = choices;
    const result = await confirmCancellation(clientToken, summary.subscriptionId, { motiveId, date, comment }).catch(() => notAnswered());
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
    : failure && REASON_REFUSALS.includes(failure.code) ? { ...changeReason, label: 'Choose another reason' }
      : failure?.code === 'web.auth.signed-out' ? { label: 'Sign in again', href: `/${clientToken}` }
        : { label: 'Back to my account', href: exitHref };

  return (
    <StepFrame
      step="review"
      title="Check and confirm your cancellation"
      hint="Nothing is cancelled until you confirm."
      submitLabel="Confirm cancellation"
      hideSubmit={failure !== undefined && !RETRIABLE.includes(failure.code)}
      pending={pending}
      back={back}
      onSubmit={() => void confirm()}
    >
      <dl className="divide-y divide-slate-100 rounded-lg border border-slate-200">
        <Row label="Subscription" value={`${summary.name}, ${summary.clubName}`} />
        <Row label="Reason" value={choices.motiveName} />
        <Row label="Last day" value={formatDateWithDay(choices.date)} strong />
        <Row label="Comment" value={choices.comment || 'No comment'} muted={!choices.comment} />
      </dl>
      <ul className="mt-4 list-disc space-y-1 pl-5 text-sm text-slate-700">
        <li>You can use the club until {formatDateWithDay(choices.date)}.</li>
        {summary.options.length > 0 && <li>Your options end on the same day: {summary.options.join(', ')}.</li>}
        <li>We will send a confirmation to <span className="font-medium break-words text-slate-900">{summary.email}</span>.</li>
        <li>If you change your mind after confirming, contact your club.</li>
      </ul>
      {failure && (
        <div ref={failureRef} tabIndex={-1} className="mt-5 rounded-lg outline-offset-2">
          <Alert tone="error" title="Your subscription has not been cancelled">
            <p>
              {failure.message}
              {failure.code === 'api.error.subscription-cancel-online.invalid-cancel-date' && summary.committedUntil
                && ` Your commitment runs until ${formatDate(summary.committedUntil)}.`}
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
