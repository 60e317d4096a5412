import Link from 'next/link';
import { redirect } from 'next/navigation';
import { AuthCard } from '@/components/auth-card';
import { memberOf } from '@/lib/auth/session';
import { config } from '@/lib/config';
import { loadTenant, type TenantParams } from './load-tenant';
import { MemberSignIn } from './member-sign-in';

export const metadata = { title: 'Member sign-in' };

export default async function MemberPortalHome({ params }: TenantParams) {
  const { clientToken } = await params;
  const tenant = await loadTenant(clientToken);
  if (await memberOf(tenant)) redirect(`/${tenant.token}/account`);

  return (
    <AuthCard
      tenantName={tenant.name}
      title="Sign in to your account"
      description="No password needed: we send a one-time code to your e-mail address."
      footer={config.isSandbox && (
        <p className="rounded-lg border border-dashed border-slate-300 px-4 py-3">
          <span className="font-medium text-slate-800">Sandbox:</span> no e-mail really leaves this service. Staff can read
          the codes in the{' '}
          <Link className="font-medium text-brand-700 underline underline-offset-4" href={`/${tenant.token}/admin/sandbox/messages`}>
            sandbox messages
          </Link>.
        </p>
      )}
    >
      <MemberSignIn clientToken={tenant.token} />
    </AuthCard>
  );
}
