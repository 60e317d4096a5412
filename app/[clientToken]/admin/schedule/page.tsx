import Link from 'next/link';
import { Alert } from '@/components/ui/alert';
import { buttonClass } from '@/components/ui/button';
import type { ClassEventView } from '@/lib/domain/booking/list-class-events';
import type { OperationContext } from '@/lib/domain/context';
import { now } from '@/lib/time/clock';
import { AdminShell } from '../admin-shell';
import { single } from '../format';
import { StaffSignInScreen } from '../staff-sign-in-screen';
import { ClubPicker } from './club-picker';
import { loadClubResources } from './club-resources';
import { localDate, longDay, wallClock } from './local-time';
import { loadSchedulePage, type ScheduleClub, type SchedulePageProps } from './schedule-page';
import { loadWeekClasses } from './week-classes';
import { WeekNav } from './week-nav';
import { WeekView } from './week-view';
import { daysOfWeek, mondayOf, requestedWeek } from './week';
import { PageHeader } from '../page-header';

export const metadata = { title: 'Schedule' };

export default async function SchedulePage(props: SchedulePageProps) {
  const page = await loadSchedulePage(props);
  if (!page.staff) return <StaffSignInScreen tenant={page.tenant} />;
  const { tenant, staff, ctx, query, clubs, club } = page;
  const base = `/${tenant.token}/admin/schedule`;

  return (
    <AdminShell tenant={tenant} staff={staff} current="schedule">
      <PageHeader title="Schedule" actions={club && (
        <>
          <Link href={`${base}/resources?club=${club.id}`} className={buttonClass('secondary')}>Activities, studios and coaches</Link>
          <Link href={`${base}/new?club=${club.id}`} className={buttonClass('primary')}>New class</Link>
        </>
      )}>
        {club ? <>The classes of <strong className="font-medium text-slate-800">{club.name}</strong>, week by week, at the club’s local time. Open a class to see who comes, change it or cancel it.</> : 'There is no club to plan classes for yet.'}
      </PageHeader>
      {club && <ClubWeek ctx={ctx} base={base} clubs={clubs} club={club} week={single(query.week)} created={single(query.created)} />}
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
}

async function ClubWeek({ ctx, base, clubs, club, week, created: createdId }: ClubWeekProps) {
  const at = now();
  const today = localDate(at, club.timeZone);
  const monday = requestedWeek(week, today);
  const [classes, resources] = await Promise.all([loadWeekClasses(ctx, club, monday), loadClubResources(ctx, club.id)]);
  const created = classes.find((c) => String(c.id) === createdId);
  return (
    <>
      <div className="mt-6 flex flex-col gap-4 border-t border-slate-200 pt-5 md:flex-row md:items-end md:justify-between">
        <ClubPicker path={base} clubs={clubs} club={club} keep={{ week: monday }} />
        <WeekNav path={base} clubId={club.id} monday={monday} thisMonday={mondayOf(today)} />
      </div>
      {created && <Alert tone="success" className="mt-5">{createdMessage(created)}</Alert>}
      <WeekView classesHref={`${base}/classes`} days={daysOfWeek(monday)} today={today} now={at} classes={classes} resources={resources} highlight={created?.id} />
    </>
  );
}

/** Shown after "New class" brought the person here, the (first) class created highlighted. */
function createdMessage(event: ClassEventView): string {
  const when = `${longDay(localDate(event.startedAt, event.timeZone))} at ${wallClock(event.startedAt, event.timeZone)}`;
  return event.seriesId
    ? `Weekly class created: ${event.name}, first on ${when}, then every week at the same time.`
    : `Class created: ${event.name} on ${when}.`;
}
