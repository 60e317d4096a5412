import { and, eq, gte, isNull, lte, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { subscriptions } from '../../db/schema';
import { isBlocked } from '../contacts/is-blocked';
import type { ContactWithTags } from '../contacts/get-contact';

/**
 * Whether a member may book today, and if not the first reason, in the order the member can act on
 * it: a closed account (reopen it), a block (settle what is owed, or ask the club), no subscription
 * in force (the shop). The same rules bookClass refuses with (book-class.ts), judged once for the
 * whole week so the page can say it before any Book button is pressed.
 */
export type BookingStanding = 'ok' | 'closed' | 'blocked' | 'no-subscription';

export async function bookingStanding(db: Executor, tenantId: number, contact: ContactWithTags, today: string): Promise<BookingStanding> {
  if (contact.closureId) return 'closed';
  if (isBlocked(contact.tags, today)) return 'blocked';
  const [inForce] = await db.select({ one: sql`1` }).from(subscriptions).where(and(
    eq(subscriptions.tenantId, tenantId), eq(subscriptions.contactId, contact.id), eq(subscriptions.state, 'active'),
    lte(subscriptions.startDate, today), or(isNull(subscriptions.endDate), gte(subscriptions.endDate, today)),
  )).limit(1);
  return inForce ? 'ok' : 'no-subscription';
}
