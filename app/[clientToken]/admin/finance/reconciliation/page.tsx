import { getTranslations } from 'next-intl/server';
import { getFormat } from '@/i18n/get-format';
import { listReviewPayables } from '@/lib/domain/finance/list-review-payables';
import { readLedgerChecks } from '@/lib/domain/ledger/read-ledger-checks';
import { readReconciliation } from '@/lib/domain/ledger/reconciliation';
import { listClubs } from '@/lib/domain/tenancy/list-clubs';
import { now } from '@/lib/time/clock';
import { dateInZone } from '@/lib/time/zone';
import type { TenantParams } from '../../../load-tenant';
import { AdminShell } from '../../admin-shell';
import { single } from '../../format';
import { loadStaffPage } from '../../load-staff-page';
import { PageHeader } from '../../page-header';
import { StaffSignInScreen } from '../../staff-sign-in-screen';
import { FinanceTabs } from '../finance-tabs';
import { LedgerChecksPanel } from './ledger-checks-panel';
import { readRange } from './range';
import { ReconciliationDays } from './reconciliation-days';
import { ReconciliationFilters } from './reconciliation-filters';
import { ReviewPayables } from './review-payables';

export async function generateMetadata() {
  return { title: (await getTranslations('adminReconciliation'))('metaTitle') };
}

type Props = TenantParams & { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** Per club and day, money in by mean against what was recorded; the ledger's checks; payments held for review. */
export default async function ReconciliationPage({ params, searchParams }: Props) {
  const { tenant, staff, ctx } = await loadStaffPage((await params).clientToken);
  if (!staff) return <StaffSignInScreen tenant={tenant} />;
  const query = await searchParams;
  const [t, format, clubs] = await Promise.all([
    getTranslations('adminReconciliation'), getFormat(), listClubs({ ...ctx, page: { page: 1, itemsPerPage: 100 } }),
  ]);
  const wanted = Number(single(query.club));
  const club = clubs.items.find((c) => c.id === wanted) ?? clubs.items[0];
  if (!club) {
    return (
      <AdminShell tenant={tenant} staff={staff} current="finance">
        <FinanceTabs clientToken={tenant.token} current="reconciliation" />
        <PageHeader title={t('title')}>{t('intro')}</PageHeader>
        <p className="mt-6 text-sm text-slate-600">{t('noClubs')}</p>
      </AdminShell>
    );
  }
  const { from, to } = readRange(single(query.from), single(query.to), dateInZone(now(), club.timeZone));
  const [reconciliation, checks, review] = await Promise.all([
    readReconciliation({ ...ctx, clubId: club.id, from, to }),
    readLedgerChecks(ctx),
    listReviewPayables({ ...ctx, clubId: club.id }),
  ]);

  return (
    <AdminShell tenant={tenant} staff={staff} current="finance">
      <FinanceTabs clientToken={tenant.token} current="reconciliation" />
      <PageHeader title={t('title')}>{t('intro')}</PageHeader>
      <ReconciliationFilters path={`/${tenant.token}/admin/finance/reconciliation`} clubs={clubs.items.map(({ id, name }) => ({ id, name }))}
        club={club.id} from={from} to={to} />
      <p className="mt-3 text-sm text-slate-600">{t('filters.range', { club: club.name, range: format.dateRange(from, to), timeZone: club.timeZone })}</p>
      <LedgerChecksPanel checks={checks} />
      <ReconciliationDays reconciliation={reconciliation} />
      <ReviewPayables items={review} timeZone={club.timeZone} />
    </AdminShell>
  );
}
