import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import type { MemberWebIdentity } from '@/lib/auth/identity';
import { memberSignInPath, PAGE_PATH_HEADER } from '@/lib/auth/return-to';
import { memberOf } from '@/lib/auth/session';
import type { TenantRef } from '@/lib/domain/context';
import { loadTenant } from '../load-tenant';

export interface MemberPage {
  tenant: TenantRef;
  member: MemberWebIdentity;
  /** The actor every domain call of the member portal runs as: this member, never an id from the browser. */
  actor: { kind: 'member'; contactId: number };
}

/**
 * Every account page starts here: the tenant (or 404) and the member signed in on it, or the sign-in
 * page, which brings them back to the page asked for once signed in. Each page checks for itself: a
 * client-side navigation does not re-run a layout.
 */
export async function loadMemberPage(clientToken: string): Promise<MemberPage> {
  const tenant = await loadTenant(clientToken);
  const member = await memberOf(tenant);
  if (!member) redirect(memberSignInPath(tenant.token, (await headers()).get(PAGE_PATH_HEADER)));
  return { tenant, member, actor: { kind: 'member', contactId: member.contactId } };
}
