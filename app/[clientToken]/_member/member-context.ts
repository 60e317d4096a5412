import { memberOf } from '@/lib/auth/session';
import type { MemberContext } from '@/lib/domain/portal/member-actor';
import { findTenantByToken } from '@/lib/domain/tenancy/find-tenant';

export type { MemberContext };

/**
 * The signed-in member of this tenant, for server actions and route handlers, which answer "signed
 * out" (pages redirect instead: load-member-page.ts). Null for an unknown tenant or no member session.
 * The actor is always the member of the session: an id sent by the browser is never who acts.
 */
export async function memberContextOf(clientToken: unknown): Promise<MemberContext | null> {
  const tenant = typeof clientToken === 'string' ? await findTenantByToken(clientToken) : null;
  const member = tenant ? await memberOf(tenant) : null;
  return tenant && member ? { tenant, actor: { kind: 'member', contactId: member.contactId } } : null;
}
