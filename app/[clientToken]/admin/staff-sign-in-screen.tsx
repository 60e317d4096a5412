import { getTranslations } from 'next-intl/server';
import { AuthCard } from '@/components/auth-card';
import { ClientMessages } from '@/components/client-messages';
import type { TenantRef } from '@/lib/domain/context';
import { StaffSignInForm } from './staff-sign-in-form';

/** Shown in place of any back-office page to someone not signed in as staff of this tenant. */
export async function StaffSignInScreen({ tenant }: { tenant: TenantRef }) {
  const t = await getTranslations('adminShell');
  return (
    <AuthCard tenantName={tenant.name} clientToken={tenant.token} title={t('backOffice')} description={t('signIn.description')}>
      <ClientMessages namespaces={['adminShell']}><StaffSignInForm clientToken={tenant.token} /></ClientMessages>
    </AuthCard>
  );
}
