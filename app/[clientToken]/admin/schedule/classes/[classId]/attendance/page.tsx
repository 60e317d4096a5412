import { getLocale, getTranslations } from 'next-intl/server';
import { ActionStatusProvider } from '@/components/action-status';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { buttonClass } from '@/components/ui/button';
import { getClassEventView } from '@/lib/domain/booking/get-class-event-view';
import { listClassRoster } from '@/lib/domain/booking/list-class-roster';
import { ATTENDANCE_OPENS_MS } from '@/lib/domain/planning/mark-attendance';
import { now } from '@/lib/time/clock';
import { AdminShell } from '../../../../admin-shell';
import { readOrNotFound } from '../../../../read-or-not-found';
import { loadStaffPage } from '../../../../load-staff-page';
import { StaffSignInScreen } from '../../../../staff-sign-in-screen';
import { contactName } from '../../../../contacts/contact-state';
import { localDate, shortDay, wallClock } from '../../../local-time';
import { AttendanceToggle } from './attendance-toggle';

export async function generateMetadata() {
  return { title: (await getTranslations('adminAttendance'))('metaTitle') };
}

type Params = { params: Promise<{ clientToken: string; classId: string }> };

/**
 * Who came, taken on a phone at the door: the booked attendees in seat order, each with two large
 * buttons. A "came" already there without staff was recorded by the access control (an entry at the
 * club from an hour before the start); staff can still correct it.
 */
export default async function AttendancePage({ params }: Params) {
  const { clientToken, classId } = await params;
  const { tenant, staff, ctx } = await loadStaffPage(clientToken);
  if (!staff) return <StaffSignInScreen tenant={tenant} />;
  const event = await readOrNotFound(classId, (id) => getClassEventView(ctx, id));
  const roster = await listClassRoster({ ...ctx, classEventId: event.id });
  const [t, locale] = await Promise.all([getTranslations('adminAttendance'), getLocale()]);
  const day = localDate(event.startedAt, event.timeZone);
  const when = `${shortDay(day, locale)}, ${wallClock(event.startedAt, event.timeZone)}`;
  const classHref = `/${tenant.token}/admin/schedule/classes/${event.id}`;
  const open = now().getTime() >= event.startedAt.getTime() - ATTENDANCE_OPENS_MS;
  const booked = [...roster.booked].sort((a, b) => (a.spot ?? Infinity) - (b.spot ?? Infinity) || contactName(a.contact).localeCompare(contactName(b.contact), locale));
  const came = booked.filter((a) => a.showed === true).length;
  const missed = booked.filter((a) => a.showed === false).length;

  return (
    <AdminShell tenant={tenant} staff={staff} current="schedule">
      <Breadcrumb parentHref={classHref} parent={event.name} current={t('title')} />
      <div className="mt-2 flex flex-wrap items-baseline justify-between gap-x-4 gap-y-2">
        <h1 className="text-2xl font-semibold tracking-tight break-words text-slate-900">{t('heading', { name: event.name })}</h1>
        <a href={`${classHref}/attendance/sheet`} className={buttonClass('secondary')}>{t('sheet')}</a>
      </div>
      <p className="mt-1 text-slate-600">{when}</p>
      <p className="mt-1 text-sm text-slate-600 tabular-nums" aria-live="polite">{t('tally', { came, missed, total: booked.length })}</p>
      {event.canceledAt
        ? <p className="mt-6 rounded-lg bg-slate-100 px-4 py-3 text-slate-700">{t('canceled')}</p>
        : !open
          ? <p className="mt-6 rounded-lg bg-amber-50 px-4 py-3 text-amber-900">{t('notOpen')}</p>
          : booked.length === 0
            ? <p className="mt-6 text-slate-600">{t('nobody')}</p>
            : (
              <ActionStatusProvider className="mt-6">
                <p className="mb-3 text-sm text-slate-600">{t('entryHint')}</p>
                <ul aria-label={t('listLabel')} className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white shadow-sm">
                  {booked.map((a) => (
                    <li key={a.id} className="flex flex-col gap-2 px-4 py-3 sm:flex-row sm:items-center sm:justify-between">
                      <div className="min-w-0">
                        <p className="font-medium break-words text-slate-900">{contactName(a.contact)}</p>
                        <p className="text-sm text-slate-600">
                          {a.spot !== null ? t('spot', { spot: a.spot }) : t('noSpot')}
                          {' · '}{a.showed === null ? t('unmarked') : a.showed ? t('stateCame') : t('stateMissed')}
                        </p>
                      </div>
                      <div className="sm:w-80">
                        <AttendanceToggle clientToken={tenant.token} classId={event.id} attendeeId={a.id} name={contactName(a.contact)} showed={a.showed} />
                      </div>
                    </li>
                  ))}
                </ul>
              </ActionStatusProvider>
            )}
    </AdminShell>
  );
}
