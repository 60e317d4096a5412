import type { ApiScope, StaffRole } from '../db/schema';

/** The tenant an operation runs for. Every query filters by its id. */
export interface TenantRef {
  id: number;
  token: string;
  name: string;
}

/** Who is acting: a partner application (possibly narrowed to one contact or club), staff, a member. */
export type Actor =
  | { kind: 'client'; clientId: string; scopes: ApiScope[]; contactId?: number; clubId?: number }
  | { kind: 'staff'; userId: number; role: StaffRole }
  | { kind: 'member'; contactId: number }
  | { kind: 'system' };

export interface OperationContext {
  tenant: TenantRef;
  actor: Actor;
}

/** The club an actor is confined to, if any (club-scoped tokens). */
export function confinedClubId(actor: Actor): number | undefined {
  return actor.kind === 'client' ? actor.clubId : undefined;
}
