import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { contacts } from '../../db/schema';
import { now } from '../../time/clock';
import type { TenantRef } from '../context';
import { emitContactEvent } from '../contacts/emit-contact-event';

/** A contact with an active subscription is a `client` (CONTRACT §6); prospects and temps become one. */
export async function markContactClient(tx: Executor, tenant: TenantRef, contactId: number): Promise<void> {
  const changed = await tx.update(contacts).set({ state: 'client', updatedAt: now() })
    .where(and(eq(contacts.tenantId, tenant.id), eq(contacts.id, contactId), inArray(contacts.state, ['prospect', 'temp'])))
    .returning({ id: contacts.id, clubId: contacts.clubId });
  if (changed[0]) await emitContactEvent(tx, tenant, 'contact.updated', changed[0]);
}
