import { getLocale, getTranslations } from 'next-intl/server';
import { RefreshWhileWaiting } from '@/components/refresh-while-waiting';
import { getAttendance } from '@/lib/domain/access/get-attendance';
import { listEntryLog } from '@/lib/domain/access/list-entry-log';
import { listClubs } from '@/lib/domain/tenancy/list-clubs';
import { formatInstant } from '@/lib/i18n/format';
import type { Locale } from '@/lib/i18n/locales';
import type { TenantParams } from '../../load-tenant';
import { AdminShell } from '../admin-shell';
import { loadStaffPage } from '../load-staff-page';
import { StaffSignInScreen } from '../staff-sign-in-screen';
import { AccessNav } from './access-nav';
import { EntryTable } from './entry-table';

export async function generateMetadata() {
  return { title: (await getTranslations('adminAccess'))('metaTitle') };
}

/** Live occupancy per club (CONTRACT §11): read again every 3 seconds while shown, and the latest entries. */
export default async function AccessPage({ params }: TenantParams) {
  const { tenant, staff, ctx } = await loadStaffPage((await params).clientToken);
  if (!staff) return <StaffSignInScreen tenant={tenant} />;
  const clubs = await listClubs({ ...ctx, page: { page: 1, itemsPerPage: 100 } });
  const [occupancy, recent, t, locale] = await Promise.all([
    Promise.all(clubs.items.map(async (club) => ({ club, attendance: await getAttendance({ ...ctx, clubId: club.id }) }))),
    listEntryLog({ ...ctx, filters: {}, page: { page: 1, itemsPerPage: 10 } }),
    getTranslations('adminAccess'), getLocale(),
  ]);
  const base = `/${tenant.token}/admin`;
  return (
    <AdminShell tenant={tenant} staff={staff} current="access">
      <RefreshWhileWaiting everyMs={3_000} />
      <h1 className="text-2xl font-semibold tracking-tight text-slate-900">{t('title')}</h1>
      <p className="mt-1 max-w-2xl text-sm text-slate-600">{t('intro')}</p>
      <AccessNav base={base} current="occupancy" />
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {occupancy.map(({ club, attendance }) => (
          <li key={club.id} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
            <h2 className="text-base font-semibold text-slate-900">{club.name}</h2>
            <p className="mt-2 text-3xl font-semibold text-slate-900 tabular-nums" data-testid={`present-${club.code}`}>{attendance.present}</p>
            <p className="text-sm text-slate-700">{t('present', { count: attendance.present })}</p>
            <p className="mt-1 text-sm text-slate-600">{attendance.capacity === null ? t('noCapacity') : t('ofCapacity', { capacity: attendance.capacity })}</p>
            <p className="mt-2 text-xs text-slate-600">{t('updated', { time: formatInstant(locale as Locale, attendance.updatedAt, attendance.timeZone) })}</p>
          </li>
        ))}
      </ul>
      <h2 className="mt-10 text-lg font-semibold text-slate-900">{t('recent')}</h2>
      <EntryTable rows={recent.items} clientToken={tenant.token} />
    </AdminShell>
  );
}
