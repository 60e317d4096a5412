import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { cx } from '@/components/ui/cx';
import type { ClassEventView } from '@/lib/domain/booking/list-class-events';
import { placesLeft } from '@/lib/domain/booking/places-left';
import { ClassStatusBadge, type ClassStatus } from './class-status';
import type { ResourceNames } from './club-resources';
import { wallClock } from './local-time';

interface ClassCardProps {
  href: string;
  event: ClassEventView;
  status: ClassStatus;
  names: ResourceNames;
  highlight: boolean;
}

/**
 * One class of the week: a row on a phone (time, what, places), a small card in a day column from
 * `lg` up. The name's link covers the whole card, so the card is one large target.
 */
export function ClassCard({ href, event, status, names, highlight }: ClassCardProps) {
  const t = useTranslations('adminSchedule.card');
  const start = wallClock(event.startedAt, event.timeZone);
  const end = wallClock(event.endedAt, event.timeZone);
  const inactive = status === 'canceled' || status === 'over';
  const who = [names.coach, names.studio].filter(Boolean).join(' · ');
  return (
    <article aria-label={t('at', { name: event.name, time: start })}
      className={cx('relative flex gap-3 rounded-lg border bg-white p-3 shadow-sm hover:border-slate-400 lg:flex-col lg:gap-1 lg:p-2.5',
        highlight ? 'border-brand-600 ring-1 ring-brand-600' : 'border-slate-200', inactive && 'bg-slate-50')}>
      <p className="w-12 shrink-0 text-sm tabular-nums lg:w-auto lg:text-xs">
        <time className="block font-semibold text-slate-900 lg:inline">{start}</time>
        <span className="text-slate-500"><span className="hidden lg:inline">–</span><span className="sr-only"> {t('to')} </span>{end}</span>
      </p>
      <div className="min-w-0 flex-1">
        <h3 className={cx('text-sm font-medium break-words', inactive ? 'text-slate-600' : 'text-slate-900', status === 'canceled' && 'line-through')}>
          <Link href={href} className="after:absolute after:inset-0 hover:text-brand-700">{event.name}</Link>
        </h3>
        {names.activity && names.activity !== event.name && <p className="text-xs break-words text-slate-600">{names.activity}</p>}
        {who && <p className="text-xs break-words text-slate-500">{who}</p>}
      </div>
      <div className="flex shrink-0 flex-col items-end gap-1 text-xs lg:flex-row lg:flex-wrap lg:items-center lg:gap-x-2">
        {status === 'canceled' || status === 'over' || status === 'running'
          ? <ClassStatusBadge status={status} />
          : null}
        {status !== 'canceled' && <Places booked={event.bookedCount} limit={event.attendingLimit} left={placesLeft(event)} queued={event.queuedCount} queueLimit={event.queueLimit} />}
      </div>
    </article>
  );
}

// `left` is what members can still book (places-left.ts): the partners' quota and the online limit held back.
function Places({ booked, limit, left, queued, queueLimit }: { booked: number; limit: number; left: number; queued: number; queueLimit: number }) {
  const t = useTranslations('adminSchedule.card');
  return (
    <>
      <span className={cx('tabular-nums', left === 0 ? 'font-semibold text-amber-800' : 'text-slate-700')}>{t('booked', { booked, limit })}</span>
      {left > 0 && booked + left < limit && <span className="text-slate-500 tabular-nums">{t('left', { left })}</span>}
      {queueLimit > 0 && <span className="text-slate-500 tabular-nums">{t('waiting', { queued, limit: queueLimit })}</span>}
    </>
  );
}
