import { and, eq } from 'drizzle-orm';
import { getDb } from '../../db/client';
import { clubs, contacts, type ContactState } from '../../db/schema';
import type { TenantRef } from '../context';
import { notFound } from '../errors';

export interface MemberProfile {
  contactId: number;
  givenName: string;
  familyName: string;
  email: string;
  number: string;
  state: ContactState;
  club: { id: number; name: string; code: string };
}

/** What the member portal shows a signed-in member about themselves: identity, state and club. */
export async function getMemberProfileOrThrow(input: { tenant: TenantRef; actor: { kind: 'member'; contactId: number } }): Promise<MemberProfile> {
  const db = await getDb();
  const [row] = await db.select({
    contactId: contacts.id,
    givenName: contacts.givenName,
    familyName: contacts.familyName,
    email: contacts.email,
    number: contacts.number,
    state: contacts.state,
    club: { id: clubs.id, name: clubs.name, code: clubs.code },
  }).from(contacts)
    .innerJoin(clubs, and(eq(clubs.tenantId, contacts.tenantId), eq(clubs.id, contacts.clubId)))
    .where(and(eq(contacts.tenantId, input.tenant.id), eq(contacts.id, input.actor.contactId)))
    .limit(1);
  // A contact deleted (or migrated away) since sign-in is simply not found.
  if (!row) throw notFound('Contact');
  return row;
}
