import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { ActionStatusProvider } from '@/components/action-status';
import { ClientMessages } from '@/components/client-messages';
import { getFormat } from '@/i18n/get-format';
import { SETTINGS_ROLES } from '@/lib/domain/auth/assert-staff-role';
import { listBillingRuns } from '@/lib/domain/billing/list-billing-runs';
import { isCalendarDate } from '@/lib/time/calendar';
import { listClubs } from '@/lib/domain/tenancy/list-clubs';
import { now } from '@/lib/time/clock';
import { dateInZone } from '@/lib/time/zone';
import type { TenantParams } from '../../load-tenant';
import { AdminShell } from '../admin-shell';
import { single } from '../format';
import { loadStaffPage } from '../load-staff-page';
import { PageHeader } from '../page-header';
import { PanelSection } from '../panel-section';
import { StaffSignInScreen } from '../staff-sign-in-screen';
import { BankStatementForm } from './bank-statement-form';
import { RunSummary } from './run-summary';
import { RunBillingForm } from './run-billing-form';
import { EmptyNote } from '@/components/ui/empty-note';

export async function generateMetadata() {
  return { title: (await getTranslations('adminBilling'))('metaTitle') };
}

type Props = TenantParams & { searchParams: Promise<Record<string, string | string[] | undefined>> };

const RUNS_SHOWN = 12;

/** A club's billing days: run one for a date (owners and managers), see what it did, and the club's last runs. */
export default async function BillingPage({ params, searchParams }: Props) {
  const { tenant, staff, ctx } = await loadStaffPage((await params).clientToken);
  if (!staff) return <StaffSignInScreen tenant={tenant} />;
  const query = await searchParams;
  const [t, format, clubs] = await Promise.all([getTranslations('adminBilling'), getFormat(), listClubs({ ...ctx, page: { page: 1, itemsPerPage: 100 } })]);
  const path = `/${tenant.token}/admin/billing`;
  const wanted = Number(single(query.club));
  const club = clubs.items.find((c) => c.id === wanted) ?? clubs.items[0];
  if (!club) {
    return (
      <AdminShell tenant={tenant} staff={staff} current="billing">
        <PageHeader title={t('title')}>{t('intro')}</PageHeader>
        <p className="mt-6 text-sm text-slate-600">{t('noClubs')}</p>
      </AdminShell>
    );
  }
  const asked = single(query.date);
  const date = asked && isCalendarDate(asked) ? asked : dateInZone(now(), club.timeZone);
  const [[chosen], runs] = await Promise.all([
    listBillingRuns({ ...ctx, clubId: club.id, date, limit: 1 }),
    listBillingRuns({ ...ctx, clubId: club.id, limit: RUNS_SHOWN }),
  ]);
  const mayRun = SETTINGS_ROLES.includes(staff.staffRole);
  const runHref = (runDate: string) => `${path}?club=${club.id}&date=${runDate}`;

  return (
    <AdminShell tenant={tenant} staff={staff} current="billing">
      <PageHeader title={t('title')}>{t('intro')}</PageHeader>
      <ClientMessages namespaces={['adminBilling']}>
        <ActionStatusProvider className="mt-6">
          <PanelSection id="billing-day-title" title={t('form.title')}>
            <p className="mt-1 text-sm text-slate-600">{mayRun ? t('form.hint') : t('form.readOnly')}</p>
            <div className="mt-4">
              <RunBillingForm key={`${club.id}-${date}`} clientToken={tenant.token} path={path} clubs={clubs.items.map(({ id, name }) => ({ id, name }))}
                club={club.id} date={date} mayRun={mayRun}
                todayByClub={Object.fromEntries(clubs.items.map((c) => [c.id, dateInZone(now(), c.timeZone)]))} />
            </div>
          </PanelSection>
          {mayRun && (
            <div className="mt-6">
              <PanelSection id="bank-statement-title" title={t('statement.title')}>
                <div className="mt-4"><BankStatementForm clientToken={tenant.token} /></div>
              </PanelSection>
            </div>
          )}
        </ActionStatusProvider>
      </ClientMessages>

      <section aria-labelledby="billing-result-title" className="mt-6">
        <h2 id="billing-result-title" className="text-lg font-semibold text-slate-900">{t('result.title', { club: club.name, date: format.date(date) })}</h2>
        {chosen
          ? <RunSummary clientToken={tenant.token} run={chosen} timeZone={club.timeZone} mayDownload={mayRun} />
          : <EmptyNote className="mt-3" compact>{t('result.notRun')}</EmptyNote>}
      </section>

      <section aria-labelledby="billing-runs-title" className="mt-10">
        <h2 id="billing-runs-title" className="text-lg font-semibold text-slate-900">{t('runs.title', { club: club.name })}</h2>
        {runs.length === 0
          ? <EmptyNote className="mt-3" compact>{t('runs.none')}</EmptyNote>
          : (
            <ul aria-label={t('runs.title', { club: club.name })} className="mt-3 divide-y divide-slate-200 overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
              {runs.map((run) => (
                <li key={run.id} className="flex flex-col gap-1 px-4 py-3 sm:flex-row sm:items-center sm:justify-between sm:gap-4">
                  <Link href={runHref(run.date)} aria-current={run.date === date ? 'true' : undefined}
                    className="font-medium text-brand-700 hover:underline">{format.date(run.date)}</Link>
                  <span className="text-sm text-slate-600 tabular-nums">
                    {t('runs.figures', {
                      invoiced: run.invoiced.count, invoicedAmount: format.money(run.invoiced.amount), collected: run.collected.count,
                      failed: run.rejected.count + run.noMandate.count,
                    })}
                  </span>
                </li>
              ))}
            </ul>
          )}
      </section>
    </AdminShell>
  );
}
