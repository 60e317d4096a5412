'use client';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { buttonClass } from '@/components/ui/button';
import { useFormat } from '@/components/use-format';
import { useHydrated } from '@/components/use-hydrated';
import type { MemberClass } from '@/lib/domain/portal/member-class';
import { cancelBookingAction } from '../../_member/class-place/cancel-place-action';
import { notAnswered } from '../../action-result';
import { ClassSummary } from '../../_member/class-place/class-summary';
import { CancelPlaceButton } from '../../_member/class-place/cancel-place-button';
import { localDate } from '../../_member/class-place/class-time';
import { CancelHint } from '../../_member/class-place/late-cancel';
import { PlaceBadge } from '../../_member/class-place/place-badge';
import { useErrorSentence } from '@/components/use-error-sentence';

type Outcome = { tone: 'done' | 'refused'; classId: number; text: string; at: number };

/**
 * The member's upcoming places, each cancellable after a confirmation. A cancelled place leaves the
 * list (the action reads the page again); the result is said in the status region above the list,
 * which takes the focus since the button that was pressed has gone. A refusal is said beside its class.
 * The empty list is shown here too, so that the message about the last place cancelled stays.
 */
export function BookingList({ clientToken, bookings }: { clientToken: string; bookings: MemberClass[] }) {
  const sentenceFor = useErrorSentence();
  const t = useTranslations('bookings');
  const format = useFormat();
  const hydrated = useHydrated();
  const [pendingId, setPendingId] = useState<number | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const statusRef = useRef<HTMLDivElement>(null);
  const refusalRef = useRef<HTMLDivElement>(null);
  // The focus goes to what happened: the status above the list, or the refusal beside its class.
  useEffect(() => { (outcome?.tone === 'done' ? statusRef : refusalRef).current?.focus(); }, [outcome]);

  const cancel = async (cls: MemberClass) => {
    if (!cls.mine) return;
    const queued = cls.mine.state === 'queued';
    setPendingId(cls.id);
    setOutcome(null);
    const result = await cancelBookingAction(clientToken, cls.mine.attendeeId).catch(() => notAnswered(sentenceFor));
    setPendingId(null);
    const what = { class: cls.name, moment: format.clubMoment(cls.startsAt) };
    if (!result.ok) setOutcome({ tone: 'refused', classId: cls.id, text: result.message, at: Date.now() });
    else {
      const done = queued ? t('leftQueue', what) : t(result.value.lateCancel ? 'cancelledLate' : 'cancelled', what);
      setOutcome({ tone: 'done', classId: cls.id, text: done, at: Date.now() });
    }
  };

  return (
    <div>
      <div ref={statusRef} tabIndex={-1} role="status" className="rounded-lg outline-offset-2">
        {outcome?.tone === 'done' && <Alert key={outcome.at} tone="success" className="mb-4">{outcome.text}</Alert>}
      </div>
      {bookings.length === 0 && (
        <div className="rounded-xl border border-dashed border-slate-300 bg-white p-6 text-center">
          <p className="text-slate-700">{t('empty')}</p>
          <Link href={`/${clientToken}/classes`} className={buttonClass('primary', 'mt-4')}>{t('seeClasses')}</Link>
        </div>
      )}
      {bookings.length > 0 && <ul className="flex flex-col gap-3">
        {bookings.map((cls) => {
          const titleId = `booking-${cls.id}-title`;
          return (
            <li key={cls.id}>
              <article aria-labelledby={titleId} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:grid sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center sm:gap-x-4">
                <div className="min-w-0">
                  <ClassSummary cls={cls} titleId={titleId} when={t('when', { day: format.date(localDate(cls.startsAt), 'dayHeading') })} badge={<PlaceBadge mine={cls.mine} />} />
                  {cls.mine?.state === 'booked' && cls.status !== 'started' && <CancelHint cls={cls} />}
                </div>
                <div className="mt-3 sm:mt-0">
                  {cls.status === 'started' ? <p className="text-sm text-slate-600">{t('inProgress')}</p> : (
                    <CancelPlaceButton cls={cls} pending={pendingId === cls.id} disabled={!hydrated || pendingId !== null} onConfirm={() => void cancel(cls)} />
                  )}
                </div>
                {outcome?.tone === 'refused' && outcome.classId === cls.id && (
                  <div ref={refusalRef} tabIndex={-1} className="mt-3 rounded-lg outline-offset-2 sm:col-span-2"><Alert key={outcome.at} tone="error">{outcome.text}</Alert></div>
                )}
              </article>
            </li>
          );
        })}
      </ul>}
    </div>
  );
}
