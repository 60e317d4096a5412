'use client';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState, useTransition, type ChangeEvent } from 'react';
import { cx } from '@/components/ui/cx';
import { Select } from '@/components/ui/input';
import type { MemberWeek } from '@/lib/domain/portal/get-member-week';
import { classesHref, type WeekQuery } from './week-href';

type FilterKey = 'club' | 'activity' | 'coach' | 'time';

// Short enough for half a phone's width; the hours are said once under the filters.
const TIMES = ['morning', 'afternoon', 'evening'] as const;

const valuesOf = (week: MemberWeek): Record<FilterKey, string> => ({
  club: week.filters.clubId === undefined ? '' : String(week.filters.clubId),
  activity: week.filters.activity ?? '',
  coach: week.filters.coachId === undefined ? '' : String(week.filters.coachId),
  time: week.filters.time ?? '',
});

/**
 * Club, activity, coach and time of day. A choice applies at once, as a new address (so Back undoes
 * it and the view can be shared); without JavaScript the form is an ordinary GET form.
 */
export function WeekFilters({ clientToken, query, week }: { clientToken: string; query: WeekQuery; week: MemberWeek }) {
  const t = useTranslations('classes.filters');
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  // The choices as the member makes them, put back in step when the page answers with what it applied.
  const applied = valuesOf(week);
  const [values, setValues] = useState(applied);
  const [seen, setSeen] = useState(applied);
  if (Object.entries(applied).some(([key, value]) => seen[key as FilterKey] !== value)) {
    setSeen(applied);
    setValues(applied);
  }

  const change = (key: FilterKey) => (event: ChangeEvent<HTMLSelectElement>) => {
    const next = { ...values, [key]: event.target.value };
    setValues(next);
    const chosen: WeekQuery = {
      club: next.club ? Number(next.club) : undefined,
      activity: next.activity || undefined,
      coach: next.coach ? Number(next.coach) : undefined,
      time: (next.time || undefined) as WeekQuery['time'],
    };
    startTransition(() => router.push(classesHref(clientToken, { ...chosen, week: query.week }), { scroll: false }));
  };
  const manyClubs = week.clubs.length > 1;
  const clubName = new Map(week.clubs.map((c) => [c.id, c.name]));
  const any = Object.values(applied).some((v) => v !== '');

  return (
    <form method="get" action={`/${clientToken}/classes`} aria-label={t('label')} aria-busy={pending || undefined}
      onSubmit={(event) => event.preventDefault()} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      {query.week && <input type="hidden" name="week" value={query.week} />}
      {/* On a phone: club and time of day side by side (short values), activity and coach full width. */}
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {manyClubs && (
          <FilterSelect id="filter-club" label={t('club')} value={values.club} onChange={change('club')} all={t('allClubs')}
            options={week.clubs.map((c) => ({ value: String(c.id), label: c.name }))} />
        )}
        <FilterSelect id="filter-activity" label={t('activity')} value={values.activity} onChange={change('activity')} all={t('allActivities')}
          options={week.activities.map((a) => ({ value: a, label: a }))} className="col-span-2 sm:order-2 sm:col-span-1" />
        <FilterSelect id="filter-coach" label={t('coach')} value={values.coach} onChange={change('coach')} all={t('allCoaches')}
          options={week.coaches.map((c) => ({ value: String(c.id), label: manyClubs ? t('coachAtClub', { coach: c.name, club: clubName.get(c.clubId) ?? '' }) : c.name }))}
          className="col-span-2 sm:order-3 sm:col-span-1" />
        <FilterSelect id="filter-time" label={t('time')} value={values.time} onChange={change('time')} all={t('anyTime')}
          options={TIMES.map((time) => ({ value: time, label: t(`times.${time}`) }))}
          describedBy="filter-time-hint" className={cx('order-first sm:order-4', manyClubs ? 'col-start-2 row-start-1 sm:col-start-auto sm:row-start-auto' : 'col-span-2 sm:col-span-1')} />
      </div>
      <p id="filter-time-hint" className="mt-2 text-xs text-slate-500">{t('timeHint')}</p>
      <div className="mt-2 flex min-h-6 flex-wrap items-center justify-between gap-2 text-sm">
        <p className="text-slate-600">{pending ? t('updating') : any ? t('applied') : t('showingAll')}</p>
        {any && (
          <Link href={classesHref(clientToken, { week: query.week })} scroll={false} className="rounded font-medium text-brand-700 underline-offset-4 hover:underline">
            {t('clear')}
          </Link>
        )}
        <noscript><button type="submit" className="font-medium text-brand-700 underline">{t('apply')}</button></noscript>
      </div>
    </form>
  );
}

interface FilterSelectProps {
  id: string;
  className?: string;
  describedBy?: string;
  label: string;
  value: string;
  all: string;
  options: { value: string; label: string }[];
  onChange: (event: ChangeEvent<HTMLSelectElement>) => void;
}

function FilterSelect({ id, className, describedBy, label, value, all, options, onChange }: FilterSelectProps) {
  return (
    <div className={cx('flex min-w-0 flex-col gap-1', className)}>
      <label htmlFor={id} className="text-sm font-medium text-slate-800">{label}</label>
      <Select id={id} name={id.replace('filter-', '')} value={value} onChange={onChange} aria-describedby={describedBy} className="truncate">
        <option value="">{all}</option>
        {options.map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}
      </Select>
    </div>
  );
}
