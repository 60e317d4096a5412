import { AuthCard } from '@/components/auth-card';
import type { TenantRef } from '@/lib/domain/context';
import { StaffSignInForm } from './staff-sign-in-form';

/** Shown in place of any back-office page to someone not signed in as staff of this tenant. */
export function StaffSignInScreen({ tenant }: { tenant: TenantRef }) {
  return (
    <AuthCard tenantName={tenant.name} clientToken={tenant.token} title="Back office" description="Sign in with your staff account.">
      <StaffSignInForm clientToken={tenant.token} />
    </AuthCard>
  );
}
