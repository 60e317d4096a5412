// The accounting tag follows open incidents (CONTRACT §9.4): the first open incident gives the
// contact `blocking_debt`, settling or cancelling the last one removes it. Called in the transaction
// that opens, settles or cancels an incident, so the tag and the debt never disagree after a commit.
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { queryRows } from '../../db/raw';
import { contactTags, type ContactTag } from '../../db/schema';
import { now } from '../../time/clock';
import { dateInZone } from '../../time/zone';
import type { TenantRef } from '../context';
import { insertContactTag } from '../contacts/add-contact-tag';
import { emitTagEvent } from '../contacts/emit-tag-event';

export const ACCOUNTING_TAG = 'blocking_debt';

/**
 * Puts the contact's accounting tag in line with its open incidents; answers the tag (null when none).
 * The contact row is locked first: two transactions changing one contact's incidents reconcile one
 * after the other, and each sees the other's committed incidents, so the contact ends with one tag at
 * most. Lock order: the incident (caller), the contact, then the event counter (emitting).
 */
export async function syncAccountingTag(tx: Executor, tenant: TenantRef, contactId: number): Promise<ContactTag | null> {
  const [contact] = await queryRows<{ club_id: number; time_zone: string; open: number }>(tx, sql`
    SELECT c.club_id, cl.time_zone,
      (SELECT count(*) FROM incidents n WHERE n.tenant_id = c.tenant_id AND n.contact_id = c.id AND n.state = 'open')::int AS open
    FROM contacts c JOIN clubs cl ON cl.tenant_id = c.tenant_id AND cl.id = c.club_id
    WHERE c.tenant_id = ${tenant.id} AND c.id = ${contactId} FOR UPDATE OF c`);
  if (!contact) throw new Error(`Contact ${contactId} of tenant ${tenant.id} does not exist`);
  const tags = await tx.select().from(contactTags).where(and(
    eq(contactTags.tenantId, tenant.id), eq(contactTags.contactId, contactId), eq(contactTags.accounting, true)));
  const open = Number(contact.open);
  if (open > 0) {
    if (tags.length > 0) return tags[0]!;
    return insertContactTag(tx, tenant, { id: contactId, clubId: contact.club_id }, {
      name: ACCOUNTING_TAG, validFrom: dateInZone(now(), contact.time_zone), validThrough: null, accounting: true,
    });
  }
  for (const tag of tags) {
    await tx.delete(contactTags).where(and(eq(contactTags.tenantId, tenant.id), eq(contactTags.id, tag.id)));
    await emitTagEvent(tx, tenant, 'deleted', tag, contact.club_id);
  }
  return null;
}
