import { and, count, desc, eq, gt, gte, lt, lte, sql, type SQL } from 'drizzle-orm';
import { getDb } from '../../db/client';
import { subscriptions } from '../../db/schema';
import { confinedClubId, type OperationContext } from '../context';
import { actingContactId, assertMaySearchContacts } from '../contacts/contact-access';
import { getContactOrThrow } from '../contacts/get-contact';
import type { Page, PageRequest } from '../paging';
import { withDetails, type SubscriptionDetail } from './get-subscription';

/** A bound on one of a subscription's dates (API Platform's DateFilter: a null date never matches). */
export interface SubscriptionDateBound {
  field: 'startDate' | 'engagedThrough' | 'endDate';
  /** after: on or after; strictly_after: after; before / strictly_before likewise. */
  op: 'after' | 'strictly_after' | 'before' | 'strictly_before';
  date: string;
}

const COMPARE = { after: gte, strictly_after: gt, before: lte, strictly_before: lt } as const;

/**
 * GET /subscriptions (and the summary): a contact's subscriptions (a contact token: its own), or the
 * tenant's; active ones first, then by start date, newest first (CONTRACT §10): what a partner looks
 * for first is the subscription running now.
 */
export async function listSubscriptions(
  ctx: OperationContext & { contactId?: number; dates?: SubscriptionDateBound[]; page: PageRequest },
): Promise<Page<SubscriptionDetail>> {
  const contactId = ctx.contactId ?? actingContactId(ctx.actor);
  if (contactId !== undefined) await getContactOrThrow(ctx, contactId);
  else assertMaySearchContacts(ctx.actor);
  const filters: SQL[] = [eq(subscriptions.tenantId, ctx.tenant.id)];
  if (contactId !== undefined) filters.push(eq(subscriptions.contactId, contactId));
  const club = confinedClubId(ctx.actor);
  if (club !== undefined) filters.push(eq(subscriptions.clubId, club));
  for (const bound of ctx.dates ?? []) filters.push(COMPARE[bound.op](subscriptions[bound.field], bound.date));
  const where = and(...filters);
  const db = await getDb();
  const [rows, [total]] = await Promise.all([
    db.select().from(subscriptions).where(where).orderBy(desc(sql`${subscriptions.state} = 'active'`), desc(subscriptions.startDate), desc(subscriptions.id))
      .limit(ctx.page.itemsPerPage).offset((ctx.page.page - 1) * ctx.page.itemsPerPage),
    db.select({ n: count() }).from(subscriptions).where(where),
  ]);
  return { items: await withDetails(db, ctx.tenant.id, rows), totalItems: total?.n ?? 0 };
}
