import { redirect } from 'next/navigation';
import { SignOutButton } from '@/components/sign-out-button';
import { memberOf } from '@/lib/auth/session';
import type { ContactState } from '@/lib/db/schema';
import { DomainError } from '@/lib/domain/errors';
import { getMemberProfileOrThrow, type MemberProfile } from '@/lib/domain/portal/get-member-profile';
import { loadTenant, type TenantParams } from '../load-tenant';
import { TenantMark } from '@/components/tenant-mark';

export const metadata = { title: 'My account' };

/** Contact states in the words a member would use about themselves. */
const STATE_LABELS: Record<ContactState, string> = {
  client: 'Active member',
  prospect: 'Not a member yet',
  old_client: 'Former member',
  temp: 'Registration in progress',
  banned: 'Membership suspended',
};

async function loadProfile(...args: Parameters<typeof getMemberProfileOrThrow>): Promise<MemberProfile | null> {
  try {
    return await getMemberProfileOrThrow(...args);
  } catch (error) {
    if (error instanceof DomainError && error.code === 'api.error.not-found') return null;
    throw error;
  }
}

export default async function AccountPage({ params }: TenantParams) {
  const { clientToken } = await params;
  const tenant = await loadTenant(clientToken);
  const member = await memberOf(tenant);
  if (!member) redirect(`/${tenant.token}`);
  // The contact may have been removed since sign-in: then this session has nobody to show.
  const profile = await loadProfile({ tenant, actor: { kind: 'member', contactId: member.contactId } });
  if (!profile) redirect(`/${tenant.token}`);

  const fullName = `${profile.givenName} ${profile.familyName}`.trim() || profile.email;
  return (
    <div className="min-h-dvh">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex h-14 max-w-3xl items-center justify-between gap-4 px-4">
          <p className="flex min-w-0 items-center gap-2 text-sm font-semibold text-slate-900">
            <TenantMark name={tenant.name} />
            <span className="truncate">{tenant.name}</span>
          </p>
          <SignOutButton to={`/${tenant.token}`} />
        </div>
      </header>
      <main className="mx-auto max-w-3xl px-4 py-8 sm:py-12">
        <p className="text-sm text-slate-600">My account</p>
        <h1 className="mt-1 text-2xl font-semibold tracking-tight text-slate-900">Hello, {profile.givenName || fullName}</h1>
        <div className="mt-8 grid gap-4 sm:grid-cols-2">
          <section aria-labelledby="me-title" className={CARD}>
            <h2 id="me-title" className={CARD_TITLE}>About me</h2>
            <dl className="mt-4 space-y-3">
              <Item label="Name" value={fullName} />
              <Item label="E-mail" value={profile.email} />
              <Item label="Member number" value={profile.number} mono />
              <Item label="Status" value={STATE_LABELS[profile.state]} />
            </dl>
          </section>
          <section aria-labelledby="club-title" className={CARD}>
            <h2 id="club-title" className={CARD_TITLE}>My club</h2>
            <dl className="mt-4 space-y-3">
              <Item label="Club" value={profile.club.name} />
              <Item label="Club code" value={profile.club.code} mono />
            </dl>
          </section>
        </div>
      </main>
    </div>
  );
}

const CARD = 'rounded-xl border border-slate-200 bg-white p-5 shadow-sm';
const CARD_TITLE = 'text-sm font-semibold text-slate-900';

function Item({ label, value, mono }: { label: string; value: string; mono?: boolean }) {
  return (
    <div>
      <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{label}</dt>
      <dd className={`mt-0.5 break-words text-slate-900 ${mono ? 'font-mono text-sm' : ''}`}>{value}</dd>
    </div>
  );
}
