// What the pages show of suspensions: the member's own for one subscription (with the club's rules),
// and for staff the requests with who asked and for which subscription.
import { and, desc, eq, type SQL } from 'drizzle-orm';
import { getDb } from '../../db/client';
import { clubs, contacts, subscriptions, subscriptionSuspensions, type SubscriptionSuspension, type SuspensionState } from '../../db/schema';
import { confinedClubId, type OperationContext } from '../context';
import { actingContactId } from '../contacts/contact-access';

export type SuspensionRow = SubscriptionSuspension & { contactName: string; subscriptionName: string; clubName: string };

/** Suspensions by state (staff: every club the actor reaches; a member: their own), oldest request first for those waiting. */
export async function listSuspensionRows(ctx: OperationContext & { state?: SuspensionState; subscriptionId?: number; limit?: number }): Promise<SuspensionRow[]> {
  const db = await getDb();
  const filters: SQL[] = [eq(subscriptionSuspensions.tenantId, ctx.tenant.id)];
  if (ctx.state) filters.push(eq(subscriptionSuspensions.state, ctx.state));
  if (ctx.subscriptionId !== undefined) filters.push(eq(subscriptionSuspensions.subscriptionId, ctx.subscriptionId));
  const self = actingContactId(ctx.actor);
  if (self !== undefined) filters.push(eq(subscriptionSuspensions.contactId, self));
  const club = confinedClubId(ctx.actor);
  if (club !== undefined) filters.push(eq(subscriptionSuspensions.clubId, club));
  const rows = await db.select({
    suspension: subscriptionSuspensions, givenName: contacts.givenName, familyName: contacts.familyName,
    subscriptionName: subscriptions.name, clubName: clubs.name,
  }).from(subscriptionSuspensions)
    .innerJoin(contacts, and(eq(contacts.tenantId, subscriptionSuspensions.tenantId), eq(contacts.id, subscriptionSuspensions.contactId)))
    .innerJoin(subscriptions, and(eq(subscriptions.tenantId, subscriptionSuspensions.tenantId), eq(subscriptions.id, subscriptionSuspensions.subscriptionId)))
    .innerJoin(clubs, and(eq(clubs.tenantId, subscriptionSuspensions.tenantId), eq(clubs.id, subscriptionSuspensions.clubId)))
    .where(and(...filters)).orderBy(desc(subscriptionSuspensions.id)).limit(ctx.limit ?? 100);
  return rows.map((r) => ({
    ...r.suspension, contactName: `${r.givenName ?? ''} ${r.familyName ?? ''}`.trim(), subscriptionName: r.subscriptionName, clubName: r.clubName,
  }));
}
