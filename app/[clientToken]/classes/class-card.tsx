'use client';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { cx } from '@/components/ui/cx';
import { useFormat } from '@/components/use-format';
import type { MemberClass } from '@/lib/domain/portal/member-class';
import { ClassSummary } from './class-summary';
import { CancelPlaceButton } from './cancel-place-button';
import { CancelHint } from './late-cancel';
import { PlaceBadge } from './place-badge';
import { placesText } from './places-text';

/** The outcome of the member's last action on a class, shown beside it. */
export interface ClassNote {
  tone: 'done' | 'refused';
  message: string;
}

interface ClassCardProps {
  cls: MemberClass;
  note: ClassNote | undefined;
  pending: boolean;
  /** Until the page has hydrated, or while another action runs. */
  disabled: boolean;
  /** Absent when the member cannot book today (booking-standing.ts). */
  onBook?: () => void;
  onCancel: () => void;
}

/** One class of the week: what, where, when, places left, the member's place, and what they can do. */
export function ClassCard({ cls, note, pending, disabled, onBook, onCancel }: ClassCardProps) {
  const t = useTranslations('classes');
  const tPlaces = useTranslations('classes.places');
  const format = useFormat();
  const titleId = `class-${cls.id}-title`;
  const named = t('card.named', { class: cls.name, time: format.clubTime(cls.startsAt) });
  return (
    <article
      aria-labelledby={titleId}
      className={cx(
        'rounded-xl border bg-white p-4 shadow-sm sm:grid sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center sm:gap-x-4',
        cls.mine ? 'border-emerald-300' : 'border-slate-200',
      )}
    >
      <div className="min-w-0">
        <ClassSummary cls={cls} titleId={titleId} badge={<PlaceBadge mine={cls.mine} />} />
        <p className={cx('mt-1 text-sm', cls.status === 'canceled' ? 'font-medium text-red-800' : 'text-slate-700')}>{placesText(cls, tPlaces)}</p>
        {cls.mine?.state === 'booked' && cls.status !== 'started' && <CancelHint cls={cls} />}
      </div>
      <div className="mt-3 flex flex-wrap items-center gap-2 sm:mt-0 sm:justify-end">
        <ClassAction cls={cls} named={named} pending={pending} disabled={disabled} onBook={onBook} onCancel={onCancel} />
      </div>
      {note && (
        <p className={cx('mt-3 flex items-start gap-1.5 text-sm sm:col-span-2', note.tone === 'refused' ? 'text-red-700' : 'font-medium text-emerald-800')}>
          <svg aria-hidden viewBox="0 0 20 20" className="mt-0.5 size-4 shrink-0 fill-current">
            {note.tone === 'refused'
              ? <path d="M10 2a8 8 0 1 0 0 16 8 8 0 0 0 0-16Zm-.75 4.5h1.5v5h-1.5v-5Zm0 6.5h1.5v1.5h-1.5V13Z" />
              : <path d="m8 13.6-4-4 1.4-1.4L8 10.8l6.6-6.6L16 5.6z" />}
          </svg>
          <span>{note.message}</span>
        </p>
      )}
    </article>
  );
}

function ClassAction({ cls, named, pending, disabled, onBook, onCancel }: Omit<ClassCardProps, 'note'> & { named: string }) {
  const t = useTranslations('classes.card');
  const format = useFormat();
  if (cls.status === 'canceled') return null;
  if (cls.status === 'started') return <p className="text-sm text-slate-600">{cls.mine ? t('inProgress') : t('started')}</p>;
  if (cls.mine) return <CancelPlaceButton cls={cls} pending={pending} disabled={disabled} onConfirm={onCancel} />;
  if (cls.status === 'not-open') {
    return <p className="text-sm text-slate-600">{t('opens', { moment: format.clubMoment(cls.bookingOpensAt!) })}</p>;
  }
  if (!onBook) return null;
  if (cls.placesLeft > 0) {
    return <Button aria-label={t('bookLabel', { named })} pending={pending} disabled={disabled} onClick={onBook} className="min-w-28">{t('book')}</Button>;
  }
  if (cls.queuePlacesLeft > 0) {
    return <Button aria-label={t('joinLabel', { named })} variant="secondary" pending={pending} disabled={disabled} onClick={onBook}>{t('join')}</Button>;
  }
  return null;
}
