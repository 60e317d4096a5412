import { getTranslations } from 'next-intl/server';
import { ActionStatusProvider } from '@/components/action-status';
import { EmptyNote } from '@/components/ui/empty-note';
import { getFormat } from '@/i18n/get-format';
import { getDb } from '@/lib/db/client';
import { SETTINGS_ROLES } from '@/lib/domain/auth/assert-staff-role';
import { cashDrawerLimitOf } from '@/lib/domain/cash-drawers/cash-drawer-limit';
import { currentCashDrawers } from '@/lib/domain/cash-drawers/current-cash-drawers';
import { listCashDrawers } from '@/lib/domain/cash-drawers/list-cash-drawers';
import { listCheckouts } from '@/lib/domain/sales/list-checkouts';
import { listClubs } from '@/lib/domain/tenancy/list-clubs';
import type { TenantParams } from '../../load-tenant';
import { AdminShell } from '../admin-shell';
import { loadStaffPage } from '../load-staff-page';
import { PageHeader } from '../page-header';
import { PanelSection } from '../panel-section';
import { StaffSignInScreen } from '../staff-sign-in-screen';
import { ClosingList } from './closing-list';
import { CloseDrawerForm, LimitForm, OpenDrawerForm } from './drawer-forms';

export async function generateMetadata() {
  return { title: (await getTranslations('adminCashDrawer.page'))('metaTitle') };
}

const CLOSINGS = 5;

/**
 * The desk checkouts' drawers, club by club (CONTRACT §10 `totalCashAmount`): each one's state and the
 * cash in it now, opening with a float and closing with a count, the last closings with their
 * difference and Z report, and the club's limit (a drawer above it is marked, and managers were told).
 */
export default async function CashDrawersPage({ params }: TenantParams) {
  const { tenant, staff, ctx } = await loadStaffPage((await params).clientToken);
  if (!staff) return <StaffSignInScreen tenant={tenant} />;
  const db = await getDb();
  const [t, format, clubs, desks] = await Promise.all([
    getTranslations('adminCashDrawer.page'), getFormat(),
    listClubs({ ...ctx, page: { page: 1, itemsPerPage: 100 } }),
    listCheckouts({ ...ctx, type: 'desk', page: { page: 1, itemsPerPage: 200 } }),
  ]);
  const drawers = await currentCashDrawers(db, tenant.id, desks.items.map((d) => d.id));
  const perClub = await Promise.all(clubs.items.map(async (club) => ({
    club,
    desks: desks.items.filter((d) => d.clubId === club.id),
    limit: await cashDrawerLimitOf(db, tenant.id, club.id),
    closings: (await listCashDrawers(db, { tenantId: tenant.id, clubId: club.id, state: 'closed' }, { page: 1, itemsPerPage: CLOSINGS })).items,
  })));
  const manages = SETTINGS_ROLES.includes(staff.staffRole);
  const names = new Map(desks.items.map((d) => [d.id, d.name]));

  return (
    <AdminShell tenant={tenant} staff={staff} current="cash-drawers">
      <PageHeader title={t('title')}>{t('intro')}</PageHeader>
        <ActionStatusProvider className="mt-6">
          {perClub.filter((c) => c.desks.length > 0).length === 0 && <EmptyNote>{t('noDesk')}</EmptyNote>}
          <div className="flex flex-col gap-6">
          {perClub.filter((c) => c.desks.length > 0).map(({ club, desks: clubDesks, limit, closings }) => (
            <PanelSection key={club.id} id={`club-${club.id}`} title={club.name}>
              <p className="text-sm text-slate-600">
                {limit === null ? t('noLimit') : t('limitIs', { limit: format.money(limit) })}
              </p>
              <ul className="mt-4 flex flex-col gap-4">
                {clubDesks.map((desk) => {
                  const now = drawers.get(desk.id);
                  const drawer = now?.drawer ?? null;
                  const over = limit !== null && (now?.cash ?? 0) > limit;
                  return (
                    <li key={desk.id} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
                      <h3 className="font-semibold text-slate-900">{desk.name}</h3>
                      <p className="mt-1 text-sm text-slate-700">
                        {drawer
                          ? t('openSince', { at: format.instant(drawer.openedAt, club.timeZone), float: format.money(drawer.floatAmount) })
                          : t('notOpen')}
                      </p>
                      <p className={over ? 'mt-1 text-sm font-semibold text-red-700' : 'mt-1 text-sm text-slate-700'}>
                        {t('cashNow', { cash: format.money(now?.cash ?? 0) })}{over && ` — ${t('overLimit')}`}
                      </p>
                      <div className="mt-3">
                        {drawer
                          ? <CloseDrawerForm clientToken={tenant.token} drawerId={drawer.id} checkoutName={desk.name} expected={now?.cash ?? 0} />
                          : <OpenDrawerForm clientToken={tenant.token} checkoutId={desk.id} checkoutName={desk.name} />}
                      </div>
                    </li>
                  );
                })}
              </ul>
              <ClosingList clientToken={tenant.token} closings={closings} names={names} timeZone={club.timeZone} format={format} />
              {manages && <div className="mt-4"><LimitForm clientToken={tenant.token} clubId={club.id} clubName={club.name} limit={limit} /></div>}
            </PanelSection>
          ))}
          </div>
        </ActionStatusProvider>
    </AdminShell>
  );
}
