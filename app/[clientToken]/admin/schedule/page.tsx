import Link from 'next/link';
import { getLocale, getTranslations } from 'next-intl/server';
import { Alert } from '@/components/ui/alert';
import { buttonClass } from '@/components/ui/button';
import type { ClassEventView } from '@/lib/domain/booking/list-class-events';
import type { OperationContext } from '@/lib/domain/context';
import { now } from '@/lib/time/clock';
import { AdminShell } from '../admin-shell';
import { single } from '../format';
import { StaffSignInScreen } from '../staff-sign-in-screen';
import { ClubPicker } from './club-picker';
import { CoachFilter, coachChoices } from './coach-filter';
import { loadClubResources } from './club-resources';
import type { Locale } from '@/lib/i18n/locales';
import { localDate, longDay, wallClock } from './local-time';
import { loadSchedulePage, type ScheduleClub, type SchedulePageProps } from './schedule-page';
import { loadWeekClasses } from './week-classes';
import { WeekNav } from './week-nav';
import { WeekView } from './week-view';
import { daysOfWeek, mondayOf, requestedWeek } from './week';
import { PageHeader } from '../page-header';

export async function generateMetadata() {
  return { title: (await getTranslations('adminSchedule'))('metaTitle') };
}

export default async function SchedulePage(props: SchedulePageProps) {
  const page = await loadSchedulePage(props);
  if (!page.staff) return <StaffSignInScreen tenant={page.tenant} />;
  const { tenant, staff, ctx, query, clubs, club } = page;
  const base = `/${tenant.token}/admin/schedule`;
  const t = await getTranslations('adminSchedule');

  return (
    <AdminShell tenant={tenant} staff={staff} current="schedule">
      <PageHeader title={t('title')} actions={club && (
        <>
          <Link href={`${base}/resources?club=${club.id}`} className={buttonClass('secondary')}>{t('resourcesLink')}</Link>
          <Link href={`${base}/new?club=${club.id}`} className={buttonClass('primary')}>{t('newClass')}</Link>
        </>
      )}>
        {club ? t.rich('intro', { club: club.name, strong: (chunks) => <strong className="font-medium text-slate-800">{chunks}</strong> }) : t('noClub')}
      </PageHeader>
      {club && <ClubWeek ctx={ctx} base={base} clubs={clubs} club={club} week={single(query.week)} created={single(query.created)} coach={single(query.coach)} />}
    </AdminShell>
  );
}

interface ClubWeekProps {
  ctx: OperationContext;
  base: string;
  clubs: ScheduleClub[];
  club: ScheduleClub;
  week: string | undefined;
  created: string | undefined;
  coach: string | undefined;
}

async function ClubWeek({ ctx, base, clubs, club, week, created: createdId, coach }: ClubWeekProps) {
  const at = now();
  const today = localDate(at, club.timeZone);
  const monday = requestedWeek(week, today);
  const [all, resources] = await Promise.all([loadWeekClasses(ctx, club, monday), loadClubResources(ctx, club.id)]);
  const coaches = coachChoices(resources.coaches);
  const chosen = coaches.find((c) => c.key === coach);
  const classes = chosen ? all.filter((c) => c.coachId !== null && chosen.ids.includes(c.coachId)) : all;
  const created = classes.find((c) => String(c.id) === createdId);
  const [t, locale] = await Promise.all([getTranslations('adminSchedule'), getLocale()]);
  return (
    <>
      <div className="mt-6 flex flex-col gap-4 border-t border-slate-200 pt-5 md:flex-row md:items-end md:justify-between">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-end">
          <ClubPicker path={base} clubs={clubs} club={club} keep={{ week: monday }} />
          <CoachFilter path={base} choices={coaches} selected={chosen?.key} keep={{ club: String(club.id), week: monday }} />
        </div>
        <WeekNav path={base} clubId={club.id} monday={monday} thisMonday={mondayOf(today)} coach={chosen?.key} />
      </div>
      {created && <Alert tone="success" className="mt-5">{createdMessage(created, t, locale)}</Alert>}
      <WeekView classesHref={`${base}/classes`} days={daysOfWeek(monday)} today={today} now={at} classes={classes} resources={resources} highlight={created?.id} />
    </>
  );
}

/** Shown after "New class" brought the person here, the (first) class created highlighted. */
function createdMessage(event: ClassEventView, t: Awaited<ReturnType<typeof getTranslations<'adminSchedule'>>>, locale: Locale): string {
  const values = { name: event.name, day: longDay(localDate(event.startedAt, event.timeZone), locale), time: wallClock(event.startedAt, event.timeZone) };
  return event.recurrenceId ? t('createdWeekly', values) : t('created', values);
}
