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
 * most. Lock order: the incident (caller), the contact, then the event counter (emitting). NO KEY
 * UPDATE, not UPDATE: it does not wait on the key-share locks that inserting an incident (or any row
 * referencing the contact) takes, so two transactions that each inserted one cannot deadlock here.
 */
export async function syncAccountingTag(tx: Executor, tenant: TenantRef, contactId: number): Promise<ContactTag | null> {
  // Two statements on purpose: under READ COMMITTED the count must be read after the lock is granted,
  // in a statement of its own, so that it sees what the transaction we waited for committed.
  const [contact] = await queryRows<{ club_id: number; time_zone: string }>(tx, sql`
    SELECT c.club_id, (SELECT cl.time_zone FROM clubs cl WHERE cl.tenant_id = c.tenant_id AND cl.id = c.club_id) AS time_zone
    FROM contacts c WHERE c.tenant_id = ${tenant.id} AND c.id = ${contactId} FOR NO KEY UPDATE OF c`);
  if (!contact) throw new Error(`Contact ${contactId} of tenant ${tenant.id} does not exist`);
  const tags = await tx.select().from(contactTags).where(and(
    eq(contactTags.tenantId, tenant.id), eq(contactTags.contactId, contactId), eq(contactTags.accounting, true)));
  const [count] = await queryRows<{ open: number }>(tx, sql`
    SELECT count(*)::int AS open FROM incidents WHERE tenant_id = ${tenant.id} AND contact_id = ${contactId} AND state = 'open'`);
  const open = Number(count?.open ?? 0);
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
