import { getTranslations } from 'next-intl/server';
import { listClubs } from '@/lib/domain/tenancy/list-clubs';
import type { TenantParams } from '../../load-tenant';
import { AdminShell } from '../admin-shell';
import { loadStaffPage } from '../load-staff-page';
import { StaffSignInScreen } from '../staff-sign-in-screen';
import { ClubList } from './club-list';

export async function generateMetadata() {
  return { title: (await getTranslations('adminShell.clubs'))('title') };
}

// A network has a handful of clubs; one page of the domain's largest size shows them all.
const ALL_CLUBS = { page: 1, itemsPerPage: 100 };

/** The network's clubs, each opening its settings (the back office's home is the dashboard). */
export default async function ClubsPage({ params }: TenantParams) {
  const { tenant, staff, ctx } = await loadStaffPage((await params).clientToken);
  if (!staff) return <StaffSignInScreen tenant={tenant} />;
  const [t, clubs] = await Promise.all([getTranslations('adminShell.clubs'), listClubs({ ...ctx, page: ALL_CLUBS })]);
  return (
    <AdminShell tenant={tenant} staff={staff} current="clubs">
      <h1 className="text-2xl font-semibold tracking-tight text-slate-900">{t('title')}</h1>
      <p className="mt-1 text-sm text-slate-600">
        {t('intro', { count: clubs.totalItems, tenant: tenant.name })}
      </p>
      <ClubList tenantToken={tenant.token} clubs={clubs.items} />
    </AdminShell>
  );
}
