import { useTranslations } from 'next-intl';
import { Badge } from '@/components/ui/badge';
import { cx } from '@/components/ui/cx';
import { useFormat } from '@/components/use-format';
import type { MemberClass } from '@/lib/domain/portal/member-class';
import { ClassCard } from './class-card';

interface DaySectionProps {
  clientToken: string;
  date: string;
  isToday: boolean;
  classes: MemberClass[];
  filtered: boolean;
  /** False when the member cannot book today: classes then offer no Book button. */
  canBook: boolean;
  /** Clubs where a penalty blocks this member's bookings (said above the week): their classes offer no Book button. */
  blockedClubIds?: number[];
}

/** One day of the week under its own heading: today stands out, and an empty day says so in one line. */
export function DaySection({ clientToken, date, isToday, classes, filtered, canBook, blockedClubIds = [] }: DaySectionProps) {
  const t = useTranslations('classes.day');
  const format = useFormat();
  const headingId = `day-${date}`;
  return (
    <section aria-labelledby={headingId} className={cx(isToday && '-mx-3 rounded-2xl bg-brand-50/70 p-3 ring-1 ring-brand-600/15')}>
      <h2 id={headingId} aria-current={isToday ? 'date' : undefined} className="flex items-center gap-2 text-base font-semibold text-slate-900">
        {format.date(date, 'dayHeading')}
        {isToday && <Badge>{t('today')}</Badge>}
      </h2>
      {classes.length === 0 ? (
        <p className="mt-1 text-sm text-slate-600">{filtered ? t('noneFiltered') : t('none')}</p>
      ) : (
        <ul className="mt-2 flex flex-col gap-2">
          {classes.map((cls) => (
            <li key={cls.id}><ClassCard clientToken={clientToken} cls={cls} canBook={canBook && !blockedClubIds.includes(cls.club.id)} /></li>
          ))}
        </ul>
      )}
    </section>
  );
}
