// The signed-in identity for server components and server actions. A session counts only on the
// tenant it was opened for: on another tenant's pages its holder is signed out.
import { getServerSession } from 'next-auth';
import { cache } from 'react';
import type { Actor, TenantRef } from '../domain/context';
import { authSecret } from '../secrets/auth-secret';
import type { MemberWebIdentity, StaffWebIdentity, WebIdentity } from './identity';
import { authOptions } from './options';

/** Read once per request, however many components ask. */
export const currentIdentity = cache(async (): Promise<WebIdentity | null> => {
  await authSecret(); // resolved at start-up by server.ts; this makes sure of it
  const session = await getServerSession(authOptions);
  return session?.identity ?? null;
});

export async function staffOf(tenant: TenantRef): Promise<StaffWebIdentity | null> {
  const identity = await currentIdentity();
  return identity?.role === 'staff' && identity.tenant === tenant.token ? identity : null;
}

export async function memberOf(tenant: TenantRef): Promise<MemberWebIdentity | null> {
  const identity = await currentIdentity();
  return identity?.role === 'member' && identity.tenant === tenant.token ? identity : null;
}

export function staffActor(staff: StaffWebIdentity): Actor {
  return { kind: 'staff', userId: staff.userId, role: staff.staffRole };
}
