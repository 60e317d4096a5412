import { useLocale, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import type { ClassEventView } from '@/lib/domain/booking/list-class-events';
import { placesLeft } from '@/lib/domain/booking/places-left';
import type { ResourceNames } from '../../club-resources';
import { localDate, longDay, wallClock } from '../../local-time';

interface ClassSummaryProps {
  event: ClassEventView;
  clubName: string;
  names: ResourceNames;
}

/** The class at a glance: when, where, who leads it and how full it is. */
export function ClassSummary({ event, clubName, names }: ClassSummaryProps) {
  const t = useTranslations('adminSchedule.class');
  const locale = useLocale();
  const tz = event.timeZone;
  return (
    <dl className="mt-4 grid grid-cols-2 gap-x-6 gap-y-3 rounded-xl border border-slate-200 bg-white p-5 text-sm shadow-sm sm:grid-cols-4" aria-label={t('summary')}>
      <Item label={t('when')} wide>{longDay(localDate(event.startedAt, tz), locale)}, {wallClock(event.startedAt, tz)}–{wallClock(event.endedAt, tz)}</Item>
      <Item label={t('club')}>{clubName}</Item>
      <Item label={t('activity')}>{names.activity ?? '—'}</Item>
      <Item label={t('studio')}>{names.studio ?? t('none')}</Item>
      <Item label={t('coach')}>{names.coach ?? t('none')}</Item>
      <Item label={t('booked')}><span className="tabular-nums">{t('countOf', { count: event.bookedCount, limit: event.attendingLimit })}</span></Item>
      <Item label={t('placesLeft')}>
        <span className="tabular-nums">{placesLeft(event)}</span>
        {(event.externalQuota || event.onlineLimit !== null) && (
          <span className="block text-xs text-slate-600">{t('heldBack', {
            quota: event.externalQuota ?? 0, online: event.onlineLimit === null ? 'none' : String(event.onlineLimit),
            both: event.externalQuota && event.onlineLimit !== null ? 'yes' : 'no',
          })}</span>
        )}
      </Item>
      <Item label={t('waiting')}><span className="tabular-nums">{event.queueLimit === 0 ? t('noWaitingList') : t('countOf', { count: event.queuedCount, limit: event.queueLimit })}</span></Item>
    </dl>
  );
}

function Item({ label, wide, children }: { label: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={wide ? 'col-span-2 min-w-0' : 'min-w-0'}>
      <dt className="text-xs text-slate-500">{label}</dt>
      <dd className="break-words text-slate-900">{children}</dd>
    </div>
  );
}
