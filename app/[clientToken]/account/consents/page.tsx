import { redirect } from 'next/navigation';
import { listOptins } from '@/lib/domain/consents/list-optins';
import { DomainError } from '@/lib/domain/errors';
import type { TenantParams } from '../../load-tenant';
import { loadMemberPage } from '../load-member-page';
import { MemberShell } from '../member-shell';
import { ConsentGrid } from './consent-grid';

export const metadata = { title: 'Messages from us' };

export default async function ConsentsPage({ params }: TenantParams) {
  const { clientToken } = await params;
  const { tenant, actor } = await loadMemberPage(clientToken);
  const { items } = await listOptins({ tenant, actor, page: { page: 1, itemsPerPage: 100 } }).catch((error: unknown) => {
    // The contact may have been removed since sign-in: then this session has nobody to show.
    if (error instanceof DomainError && error.code === 'api.error.not-found') redirect(`/${tenant.token}`);
    throw error;
  });
  const consents = items.map(({ id, channel, type, isAuthorized }) => ({ id, channel, type, isAuthorized }));

  return (
    <MemberShell tenant={tenant} back={{ href: `/${tenant.token}/account`, label: 'My account' }}>
      <h1 className="mt-4 text-2xl font-semibold tracking-tight text-slate-900">Messages from us</h1>
      <p className="mt-2 max-w-xl text-slate-600">
        Choose what we may send you, and how. Each change is saved as soon as you make it, and you can change your mind at any time.
      </p>
      <div className="mt-8">
        <ConsentGrid clientToken={tenant.token} consents={consents} />
      </div>
    </MemberShell>
  );
}
