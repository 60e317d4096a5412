import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { contacts, type Cancellation } from '../../db/schema';

export type CancellationView = Cancellation & { contact: { familyName: string; givenName: string; number: string } };

/** Cancellations with the contact summary the spec embeds (names and number). */
export async function withContacts(db: Executor, tenantId: number, list: Cancellation[]): Promise<CancellationView[]> {
  if (list.length === 0) return [];
  const rows = await db.select({ id: contacts.id, familyName: contacts.familyName, givenName: contacts.givenName, number: contacts.number })
    .from(contacts).where(and(eq(contacts.tenantId, tenantId), inArray(contacts.id, [...new Set(list.map((c) => c.contactId))])));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return list.map((c) => {
    const contact = byId.get(c.contactId);
    return { ...c, contact: { familyName: contact?.familyName ?? '', givenName: contact?.givenName ?? '', number: contact?.number ?? '' } };
  });
}
