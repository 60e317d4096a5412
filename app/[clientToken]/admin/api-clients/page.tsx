import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/client-messages';
import { Alert } from '@/components/ui/alert';
import { SETTINGS_ROLES } from '@/lib/domain/auth/assert-staff-role';
import { listApiClients } from '@/lib/domain/auth/list-api-clients';
import { AdminShell } from '../admin-shell';
import { formatInstant } from '../format';
import { loadStaffPage } from '../load-staff-page';
import { PageHeader } from '../page-header';
import { StaffSignInScreen } from '../staff-sign-in-screen';
import { ApiClientList } from './api-client-list';
import { NewApiClientForm } from './new-api-client-form';

export async function generateMetadata() {
  return { title: (await getTranslations('adminApiClients'))('metaTitle') };
}

/** The tenant's partner applications: register one (its secret shown once), see them all, revoke. Owner and managers only. */
export default async function ApiClientsPage({ params }: { params: Promise<{ clientToken: string }> }) {
  const { tenant, staff, ctx } = await loadStaffPage((await params).clientToken);
  if (!staff) return <StaffSignInScreen tenant={tenant} />;
  const t = await getTranslations('adminApiClients');
  const allowed = SETTINGS_ROLES.includes(staff.staffRole);
  const clients = allowed ? await listApiClients(ctx) : [];
  return (
    <AdminShell tenant={tenant} staff={staff} current="api-clients">
      <PageHeader title={t('title')}>{t('intro', { tenant: tenant.name })}</PageHeader>
      <div className="mt-6 flex flex-col gap-8">
        {allowed
          ? (
            <ClientMessages namespaces={['adminApiClients']}>
              <NewApiClientForm clientToken={tenant.token} />
              <ApiClientList clientToken={tenant.token} clients={clients.map((c) => ({
                id: c.id, name: c.name, clientId: c.clientId, scopes: c.scopes,
                created: formatInstant(c.createdAt), revoked: c.revokedAt ? formatInstant(c.revokedAt) : null,
              }))} />
            </ClientMessages>
          )
          : <Alert tone="info">{t('notAllowed')}</Alert>}
        <p className="text-sm text-slate-600">{t('tokenNote', { path: `/api/${tenant.token}/oauth/v2/token` })}</p>
      </div>
    </AdminShell>
  );
}
