import type { TenantRef } from '../context';

/** A member portal read: the tenant and the signed-in member, the only contact it may read about. */
export type MemberContext = { tenant: TenantRef; actor: { kind: 'member'; contactId: number } };
