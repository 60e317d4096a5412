'use client';
import { useQueryClient } from '@tanstack/react-query';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { useFormat } from '@/components/use-format';
import { useHydrated } from '@/components/use-hydrated';
import { useErrorSentence } from '@/components/use-error-sentence';
import type { MemberWeek } from '@/lib/domain/portal/get-member-week';
import type { MemberClass } from '@/lib/domain/portal/member-class';
import { notAnswered, type ActionResult } from '../action-result';
import { bookClassAction, cancelBookingAction } from './actions';
import { BookingStandingNotice } from './booking-standing-notice';
import type { ClassNote } from './class-card';
import { localDate } from './class-time';
import { DaySection } from './day-section';
import { bookingKeys, SignedOutError, useMemberWeek } from './use-member-week';
import { WeekFilters } from './week-filters';
import { WeekNav } from './week-nav';
import { weekSearch, type WeekQuery } from './week-query';

/**
 * The week of classes, live: filters, week navigation, then one section per day from today. Book,
 * join the waiting list and cancel go through the server actions; the result is said beside the
 * class and announced once in the page's status region, and the week is read again at once.
 */
export function ClassWeek({ clientToken, query, initial }: { clientToken: string; query: WeekQuery; initial: MemberWeek }) {
  const sentenceFor = useErrorSentence();
  const { data: week, error } = useMemberWeek(clientToken, weekSearch(query), initial);
  const t = useTranslations('classes.week');
  const format = useFormat();
  const queryClient = useQueryClient();
  const hydrated = useHydrated();
  const [notes, setNotes] = useState<Record<number, ClassNote>>({});
  const [pendingId, setPendingId] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState<{ text: string; at: number } | null>(null);

  const act = async <T,>(cls: MemberClass, run: () => Promise<ActionResult<T>>, done: (value: T) => string) => {
    setPendingId(cls.id);
    setNotes({});
    setAnnouncement(null);
    const result = await run().catch(() => notAnswered(sentenceFor));
    const note: ClassNote = result.ok ? { tone: 'done', message: done(result.value) } : { tone: 'refused', message: result.message };
    setNotes({ [cls.id]: note });
    setAnnouncement({ text: t('announcement', { class: cls.name, moment: format.clubMoment(cls.startsAt), message: note.message }), at: Date.now() });
    // The button stays busy until the week shows the new state, so it never offers the old action again.
    await queryClient.invalidateQueries({ queryKey: bookingKeys.all(clientToken) });
    setPendingId(null);
  };
  const book = (cls: MemberClass) => void act(cls, () => bookClassAction(clientToken, cls.id),
    ({ state }) => (state === 'booked' ? t('booked') : t('queued')));
  const cancel = (cls: MemberClass) => cls.mine && void act(cls, () => cancelBookingAction(clientToken, cls.mine!.attendeeId),
    ({ lateCancel }) => (cls.mine?.state === 'queued' ? t('leftQueue') : lateCancel ? t('cancelledLate') : t('cancelled')));

  const days = week.days.filter((day) => day >= week.today);
  const filtered = Object.keys(week.filters).length > 0;
  return (
    <div className="flex flex-col gap-6">
      <p role="status" className="sr-only">{announcement && <span key={announcement.at}>{announcement.text}</span>}</p>
      {week.standing !== 'ok' && <BookingStandingNotice clientToken={clientToken} standing={week.standing} />}
      <WeekFilters clientToken={clientToken} query={query} week={week} />
      <div>
        <WeekNav clientToken={clientToken} query={query} week={week} />
        <p className="mt-2 text-center text-xs text-slate-500">{t('liveNote')}</p>
      </div>
      {error instanceof SignedOutError ? (
        <Alert tone="error" title={sentenceFor('web.auth.signed-out')}>
          <Link href={`/${clientToken}`} className="font-medium underline underline-offset-4">{t('signInAgain')}</Link>
        </Alert>
      ) : error && (
        <p className="text-sm text-amber-800">{t('stale')}</p>
      )}
      {days.length === 0 ? (
        <p className="text-slate-700">{t('over')} <Link href={`/${clientToken}/classes`} className="font-medium text-brand-700 underline underline-offset-4">{t('seeThisWeek')}</Link></p>
      ) : days.map((day) => (
        <DaySection
          key={day}
          date={day}
          isToday={day === week.today}
          classes={week.classes.filter((c) => localDate(c.startsAt) === day)}
          filtered={filtered}
          notes={notes}
          pendingId={pendingId}
          disabled={!hydrated || (pendingId !== null)}
          // A member who cannot book today is told once above; no class offers a Book button that would fail.
          onBook={week.standing === 'ok' ? book : undefined}
          onCancel={cancel}
        />
      ))}
    </div>
  );
}
