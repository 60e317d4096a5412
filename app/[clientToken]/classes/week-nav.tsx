import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { buttonClass } from '@/components/ui/button';
import { useFormat } from '@/components/use-format';
import type { MemberWeek } from '@/lib/domain/portal/get-member-week';
import { addDays } from '@/lib/time/calendar';
import { classesHref, type WeekQuery } from './week-href';

const ARROW = { previous: 'M12.7 4.3 7 10l5.7 5.7-1.4 1.4L4.2 10l7.1-7.1z', next: 'M7.3 4.3 13 10l-5.7 5.7 1.4 1.4 7.1-7.1-7.1-7.1z' };

/** Previous and next week (filters kept), the week shown, and a way back to this week. No week before this one: it is over. */
export function WeekNav({ clientToken, query, week }: { clientToken: string; query: WeekQuery; week: MemberWeek }) {
  const t = useTranslations('classes.nav');
  const format = useFormat();
  const to = (monday: string) => classesHref(clientToken, { ...query, week: monday === week.thisWeek ? undefined : monday });
  const isThisWeek = week.weekStart === week.thisWeek;
  // On a phone the week's dates take the first row and the two links the second; from sm up, one row.
  return (
    <nav aria-label={t('label')} className="grid grid-cols-2 items-center gap-2 sm:grid-cols-[1fr_auto_1fr]">
      <div className="order-2 sm:order-1">
        {week.weekStart > week.thisWeek && (
          <Link href={to(addDays(week.weekStart, -7))} aria-label={t('previous')} className={buttonClass('secondary', 'px-3')}>
            <svg aria-hidden viewBox="0 0 20 20" className="size-4 fill-current"><path d={ARROW.previous} /></svg>
            <span className="sm:hidden">{t('previousShort')}</span>
            <span className="hidden sm:inline">{t('previous')}</span>
          </Link>
        )}
      </div>
      <div className="order-1 col-span-2 min-w-0 text-center sm:order-2 sm:col-span-1">
        <p className="font-semibold text-slate-900">{format.dateRange(week.days[0]!, week.days[6]!)}</p>
        {isThisWeek ? <p className="text-sm text-slate-600">{t('thisWeek')}</p> : (
          <Link href={to(week.thisWeek)} className="rounded text-sm font-medium text-brand-700 underline-offset-4 hover:underline">{t('backToThisWeek')}</Link>
        )}
      </div>
      <div className="order-3 justify-self-end">
        <Link href={to(addDays(week.weekStart, 7))} aria-label={t('next')} className={buttonClass('secondary', 'px-3')}>
          <span className="sm:hidden">{t('nextShort')}</span>
          <span className="hidden sm:inline">{t('next')}</span>
          <svg aria-hidden viewBox="0 0 20 20" className="size-4 fill-current"><path d={ARROW.next} /></svg>
        </Link>
      </div>
    </nav>
  );
}
