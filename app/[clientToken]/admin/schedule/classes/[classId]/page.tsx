import { getLocale, getTranslations } from 'next-intl/server';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { ActionStatusProvider } from '@/components/action-status';
import { FormSection } from '@/components/ui/form-section';
import { getClassEventView } from '@/lib/domain/booking/get-class-event-view';
import { listClassRoster } from '@/lib/domain/booking/list-class-roster';
import { getClubOrThrow } from '@/lib/domain/tenancy/get-club';
import { now } from '@/lib/time/clock';
import { AdminShell } from '../../../admin-shell';
import { readOrNotFound } from '../../../read-or-not-found';
import { loadStaffPage } from '../../../load-staff-page';
import { StaffSignInScreen } from '../../../staff-sign-in-screen';
import { classStatus, ClassStatusBadge } from '../../class-status';
import { loadClubResources, resourceNamesOf } from '../../club-resources';
import { localDate, shortDay, wallClock } from '../../local-time';
import { CancelClassButton } from './cancel-class-button';
import { CancelSeriesButton } from './cancel-series-button';
import { AttendanceLink } from './attendance/attendance-link';
import { ClassSummary } from './class-summary';
import { DetailsForm } from './details-form';
import { PlacesForm } from './places-form';
import { RosterList } from './roster-list';
import { EmptyNote } from '@/components/ui/empty-note';

export async function generateMetadata() {
  return { title: (await getTranslations('adminSchedule.class'))('metaTitle') };
}

type Params = { params: Promise<{ clientToken: string; classId: string }> };

export default async function ClassPage({ params }: Params) {
  const { clientToken, classId } = await params;
  const { tenant, staff, ctx } = await loadStaffPage(clientToken);
  if (!staff) return <StaffSignInScreen tenant={tenant} />;
  const event = await readOrNotFound(classId, (id) => getClassEventView(ctx, id));
  const [club, resources, roster] = await Promise.all([
    getClubOrThrow(ctx, event.clubId), loadClubResources(ctx, event.clubId), listClassRoster({ ...ctx, classEventId: event.id }),
  ]);
  const [t, locale] = await Promise.all([getTranslations('adminSchedule.class'), getLocale()]);
  const status = classStatus(event, now());
  const day = localDate(event.startedAt, event.timeZone);
  const start = wallClock(event.startedAt, event.timeZone);
  const names = resourceNamesOf(resources, event);
  const schedule = `/${tenant.token}/admin/schedule`;
  const contacts = `/${tenant.token}/admin/contacts`;
  const open = status === 'upcoming' || status === 'running';

  return (
    <AdminShell tenant={tenant} staff={staff} current="schedule">
      <Breadcrumb parentHref={`${schedule}?club=${club.id}&week=${day}`} parent={t('parent', { club: club.name })} current={`${shortDay(day, locale)}, ${start}`} />
      <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-2">
        <h1 className="text-2xl font-semibold tracking-tight break-words text-slate-900">{event.name}</h1>
        <ClassStatusBadge status={status} />
      </div>
      <ClassSummary event={event} clubName={club.name} names={names} />
      {status !== 'canceled' && <AttendanceLink href={`${schedule}/classes/${event.id}/attendance`} />}

      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        <RosterList id="booked" title={t('attendees')} count={t('placesCount', { count: event.bookedCount, limit: event.attendingLimit })} entries={roster.booked}
          empty={status === 'canceled' ? t('nobodyCancelled') : t('nobodyBooked')} contactsHref={contacts} timeZone={event.timeZone} />
        <RosterList id="queued" title={t('waitingList')} count={t('placesCount', { count: event.queuedCount, limit: event.queueLimit })} entries={roster.queued} ordered
          empty={event.queueLimit === 0 ? t('noQueue') : t('nobodyWaiting')} contactsHref={contacts} timeZone={event.timeZone} />
      </div>
      {roster.canceled.length > 0 && (
        <div className="mt-6">
          <RosterList id="canceled" title={t('cancelledBookings')} count={`${roster.canceled.length}`} entries={roster.canceled}
            empty="" contactsHref={contacts} timeZone={event.timeZone} />
        </div>
      )}

      <ActionStatusProvider className="mt-8">
        {open
          ? (
            <div className="flex flex-col gap-6">
              <FormSection id="places" title={t('placesTitle')} description={t('placesDescription')}>
                <PlacesForm clientToken={tenant.token} classId={event.id}
                  defaultValues={{ attendingLimit: event.attendingLimit, queueLimit: event.queueLimit }} />
              </FormSection>
              <FormSection id="details" title={t('detailsTitle')} description={t('detailsDescription')}>
                <DetailsForm clientToken={tenant.token} classId={event.id} resources={resources} defaultValues={{
                  activityId: String(event.activityId), studioId: event.studioId ? String(event.studioId) : '', coachId: event.coachId ? String(event.coachId) : '',
                  name: event.name, date: day, time: start, minutes: Math.round((event.endedAt.getTime() - event.startedAt.getTime()) / 60_000),
                }} />
              </FormSection>
              <FormSection id="cancel" title={t('cancelTitle')} description={t('cancelDescription')}>
                <div className="flex flex-wrap gap-3">
                  <CancelClassButton clientToken={tenant.token} classId={event.id} people={event.bookedCount + event.queuedCount} />
                  {event.recurrenceId !== null && <CancelSeriesButton clientToken={tenant.token} classId={event.id} />}
                </div>
              </FormSection>
            </div>
          )
          : (
            <EmptyNote compact>{status === 'canceled' ? t('cancelledNote') : t('overNote')}</EmptyNote>
          )}
      </ActionStatusProvider>
    </AdminShell>
  );
}
