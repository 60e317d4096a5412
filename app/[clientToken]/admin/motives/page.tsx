import { getTranslations } from 'next-intl/server';
import { listMotives } from '@/lib/domain/subscriptions/list-motives';
import { listClubs } from '@/lib/domain/tenancy/list-clubs';
import { ActionStatusProvider } from '@/components/action-status';
import type { TenantParams } from '../../load-tenant';
import { AdminShell } from '../admin-shell';
import { loadStaffPage } from '../load-staff-page';
import { StaffSignInScreen } from '../staff-sign-in-screen';
import { MotiveList } from './motive-list';
import { NewMotiveForm } from './new-motive-form';

export async function generateMetadata() {
  return { title: (await getTranslations('adminMotives'))('metaTitle') };
}

// A network keeps a short list; one large page shows all of it, as the club settings page does.
const ALL = { page: 1, itemsPerPage: 200 };

export default async function MotivesPage({ params }: TenantParams) {
  const { tenant, staff, ctx } = await loadStaffPage((await params).clientToken);
  if (!staff) return <StaffSignInScreen tenant={tenant} />;
  const [motives, clubs] = await Promise.all([listMotives({ ...ctx, page: ALL }), listClubs({ ...ctx, page: { page: 1, itemsPerPage: 100 } })]);
  const offeredAt = (motiveId: number) => clubs.items
    .filter((club) => club.onlineCancellation.includedCancellationMotiveIds.includes(motiveId))
    .map((club) => ({ id: club.id, name: club.name }));
  const t = await getTranslations('adminMotives');

  return (
    <AdminShell tenant={tenant} staff={staff} current="motives">
      <h1 className="text-2xl font-semibold tracking-tight text-slate-900">{t('title')}</h1>
      <p className="mt-1 max-w-2xl text-sm text-slate-600">
        {t('intro', { tenant: tenant.name })}
      </p>
      <ActionStatusProvider className="mt-6">
        <NewMotiveForm clientToken={tenant.token} />
        <MotiveList
          clientToken={tenant.token}
          motives={motives.items.map((m) => ({ id: m.id, name: m.name, offeredAt: offeredAt(m.id) }))}
        />
      </ActionStatusProvider>
    </AdminShell>
  );
}
