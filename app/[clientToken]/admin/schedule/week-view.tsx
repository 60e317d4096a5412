import { useLocale, useTranslations } from 'next-intl';
import { cx } from '@/components/ui/cx';
import type { ClassEventView } from '@/lib/domain/booking/list-class-events';
import { ClassCard } from './class-card';
import { resourceNamesOf, type ClubResources } from './club-resources';
import { classStatus } from './class-status';
import { localDate, shortDay } from './local-time';

interface WeekViewProps {
  classesHref: string;
  days: string[];
  today: string;
  now: Date;
  classes: ClassEventView[];
  resources: ClubResources;
  highlight: number | undefined;
}

/** Seven days side by side from `lg` up; below, a list of days, so a phone never scrolls sideways. */
export function WeekView({ classesHref, days, today, now, classes, resources, highlight }: WeekViewProps) {
  const t = useTranslations('adminSchedule.week');
  const locale = useLocale();
  return (
    <ol className="mt-6 grid gap-5 lg:grid-cols-7 lg:gap-2" aria-label={t('days')}>
      {days.map((day) => {
        const ofDay = classes.filter((c) => localDate(c.startedAt, c.timeZone) === day);
        return (
          <li key={day} aria-labelledby={`day-${day}`} className="min-w-0">
            <h2 id={`day-${day}`} className={cx('flex items-baseline gap-2 border-b pb-1.5 text-sm font-semibold',
              day === today ? 'border-brand-600 text-brand-700' : 'border-slate-200 text-slate-900')}>
              {shortDay(day, locale)}
              {day === today && <span className="text-xs font-medium">{t('today')}</span>}
            </h2>
            {ofDay.length === 0
              ? <p className="mt-2 text-sm text-slate-500">{t('none')}</p>
              : (
                <ul className="mt-2 flex flex-col gap-2">
                  {ofDay.map((event) => (
                    <li key={event.id}>
                      <ClassCard href={`${classesHref}/${event.id}`} event={event} status={classStatus(event, now)} highlight={event.id === highlight}
                        names={resourceNamesOf(resources, event)} />
                    </li>
                  ))}
                </ul>
              )}
          </li>
        );
      })}
    </ol>
  );
}
