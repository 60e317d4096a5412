import Form from 'next/form';
import Link from 'next/link';
import { getLocale, getTranslations } from 'next-intl/server';
import { buttonClass } from '@/components/ui/button';
import { Select } from '@/components/ui/input';
import { getFormat } from '@/i18n/get-format';
import { dashboardTables, type DashboardChart as ChartId } from '@/lib/documents/dashboard-tables';
import { getDashboardSubscription } from '@/lib/domain/insight/dashboard-subscription';
import { INSIGHT_ROLES } from '@/lib/domain/insight/insight-scope';
import { readDashboard, type Dashboard } from '@/lib/domain/insight/read-dashboard';
import { listClubs } from '@/lib/domain/tenancy/list-clubs';
import { INTL_LOCALE, type Locale } from '@/lib/i18n/locales';
import type { TenantParams } from '../load-tenant';
import { ChartCard } from './_dashboard/chart-card';
import { DashboardChart, type ChartSpec } from './_dashboard/dashboard-chart';
import { WeeklySwitch } from './_dashboard/weekly-switch';
import { AdminShell } from './admin-shell';
import { single } from './format';
import { loadStaffPage } from './load-staff-page';
import { PageHeader } from './page-header';
import { StaffSignInScreen } from './staff-sign-in-screen';

export async function generateMetadata() {
  return { title: (await getTranslations('adminDashboard'))('metaTitle') };
}

type Props = TenantParams & { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** The x axis' words: "avr. 26", "Apr 26" for a month; the table's own hour words for an hour. */
function specsOf(data: Dashboard, locale: Locale, words: { age: (age: string) => string; hour: (hour: number) => string }): Record<ChartId, ChartSpec> {
  const month = (m: string) => new Intl.DateTimeFormat(INTL_LOCALE[locale], { month: 'short', year: '2-digit', timeZone: 'UTC' }).format(new Date(`${m}-01T00:00:00Z`));
  return {
    members: { kind: 'members', points: data.members.map((m) => ({ x: month(m.month), active: m.active })) },
    joins: { kind: 'joins', points: data.members.map((m) => ({ x: month(m.month), joins: m.joins, leavers: m.leavers })) },
    revenue: { kind: 'revenue', points: data.revenue.map((m) => ({ x: month(m.month), subscriptions: m.subscriptions, shop: m.shop, fees: m.fees })) },
    debt: { kind: 'debt', points: data.debt.map((b) => ({ x: words.age(b.age), amount: b.amount })) },
    fillActivity: { kind: 'fillActivity', points: data.fill.byActivity.map((l) => ({ x: l.activity, rate: l.rate })) },
    fillHour: { kind: 'fillHour', points: data.fill.byHour.map((l) => ({ x: words.hour(l.hour), rate: l.rate })) },
    presence: { kind: 'presence', points: data.presence.map((p) => ({ x: words.hour(p.hour), arrivals: p.arrivals, present: p.present })) },
  };
}

/** Nothing to draw: no row, or only zeros. */
function isEmpty(spec: ChartSpec): boolean {
  return spec.points.every((point) => Object.entries(point).every(([key, value]) => key === 'x' || value === 0));
}

/** The staff's home: the dashboard of one club or the network, its charts, their tables, and the weekly PDF. */
export default async function AdminHome({ params, searchParams }: Props) {
  const { tenant, staff, ctx } = await loadStaffPage((await params).clientToken);
  if (!staff) return <StaffSignInScreen tenant={tenant} />;
  const [t, locale] = await Promise.all([getTranslations('adminDashboard'), getLocale() as Promise<Locale>]);
  if (!INSIGHT_ROLES.includes(staff.staffRole)) {
    return (
      <AdminShell tenant={tenant} staff={staff} current="dashboard">
        <PageHeader title={t('title')}>{t('notForRole')}</PageHeader>
        <Link href={`/${tenant.token}/admin/clubs`} className={buttonClass('secondary', 'mt-6')}>{t('clubsLink')}</Link>
      </AdminShell>
    );
  }
  const [clubs, format] = await Promise.all([listClubs({ ...ctx, page: { page: 1, itemsPerPage: 100 } }), getFormat()]);
  const asked = Number(single((await searchParams).club));
  // A club that is not one of the list (a stale link) shows the network rather than an error.
  const club = clubs.items.find((c) => c.id === asked) ?? null;
  const [data, subscription] = await Promise.all([readDashboard({ ...ctx, clubId: club?.id }), getDashboardSubscription(ctx)]);
  const scope = club?.name ?? t('network');
  const tables = dashboardTables(locale, data);
  const specs = specsOf(data, locale, { age: (age) => t(`ages.${age as '0-30'}`), hour: (hour) => t('hour', { hour: String(hour).padStart(2, '0') }) });
  const series = {
    active: t('columns.active'), joins: t('columns.joins'), leavers: t('columns.leavers'), subscriptions: t('columns.subscriptions'),
    shop: t('columns.shop'), fees: t('columns.fees'), amount: t('columns.amount'), fill: t('columns.fill'), arrivals: t('columns.arrivals'), present: t('columns.present'),
  };
  const subscribedHere = subscription !== null && subscription.clubId === (club?.id ?? null);
  const elsewhere = subscription === null || subscribedHere ? null
    : clubs.items.find((c) => c.id === subscription.clubId)?.name ?? t('network');
  const path = `/${tenant.token}/admin`;

  return (
    <AdminShell tenant={tenant} staff={staff} current="dashboard">
      <PageHeader title={t('title')}>{t('intro', { scope })}</PageHeader>
      <p className="mt-2 text-sm text-slate-600">
        {t('periods', { months: format.dateRange(data.months.from, data.today), days: format.dateRange(data.days.from, data.days.to) })}
      </p>
      {clubs.items.length > 1 && (
        <Form action={path} className="mt-6 flex flex-wrap items-end gap-3">
          <div className="flex min-w-0 flex-1 flex-col gap-1.5 sm:max-w-72">
            <label htmlFor="dashboard-club" className="text-sm font-medium text-slate-800">{t('picker.label')}</label>
            <Select id="dashboard-club" name="club" defaultValue={club ? String(club.id) : ''}>
              <option value="">{t('picker.network', { count: clubs.items.length })}</option>
              {clubs.items.map((c) => <option key={c.id} value={String(c.id)}>{c.name}</option>)}
            </Select>
          </div>
          <button type="submit" className={buttonClass('secondary')}>{t('picker.apply')}</button>
        </Form>
      )}
      <WeeklySwitch clientToken={tenant.token} clubId={club?.id ?? null} subscribed={subscribedHere} elsewhere={elsewhere} email={staff.email} scope={scope} />
      <div className="mt-6 grid gap-4 lg:grid-cols-2">
        {tables.map((table) => (
          <ChartCard key={table.id} table={table} showTable={t('showTable')} noData={t('noData')} empty={isEmpty(specs[table.id])}>
            <DashboardChart spec={specs[table.id]} titleId={`chart-${table.id}-title`} captionId={`chart-${table.id}-caption`} series={series} />
          </ChartCard>
        ))}
      </div>
    </AdminShell>
  );
}
