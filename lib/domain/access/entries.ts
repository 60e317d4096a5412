// Reading entries: the log with its filters, one entry, a contact's last entry per club.
import { and, count, desc, eq, gt, gte, inArray, lt, lte, sql, type SQL } from 'drizzle-orm';
import { getDb } from '../../db/client';
import { clubs, entries } from '../../db/schema';
import type { OperationContext } from '../context';
import { DomainError, notFound } from '../errors';
import { assertClubInReach } from '../booking/assert-club-in-reach';
import { assertMayFilterByContact } from '../contacts/assert-may-filter-by-contact';
import { actingContactId } from '../contacts/contact-access';
import { fetchPage, type Page, type PageRequest } from '../paging';
import { clubReach } from './access-reach';
import type { EntryView } from './entry-view';

export interface EntryFilters {
  contactIds?: number[];
  clubIds?: number[];
  crossingPointIds?: number[];
  isBlocking?: boolean;
  after?: Date; strictlyAfter?: Date; before?: Date; strictlyBefore?: Date;
}

const withZone = { entry: entries, timeZone: clubs.timeZone };
const clubJoin = and(eq(clubs.tenantId, entries.tenantId), eq(clubs.id, entries.clubId));
const view = (row: { entry: typeof entries.$inferSelect; timeZone: string }): EntryView => ({ ...row.entry, timeZone: row.timeZone });

/** Who sees which entries: a contact token its own, a club-bound token its club's, others the tenant's. */
function reach(ctx: OperationContext): SQL[] {
  const where: SQL[] = [eq(entries.tenantId, ctx.tenant.id), ...clubReach(ctx, entries.clubId)];
  const self = actingContactId(ctx.actor);
  if (self !== undefined) where.push(eq(entries.contactId, self));
  return where;
}

/** GET /entries: newest first. */
export async function listEntries(ctx: OperationContext & { filters: EntryFilters; page: PageRequest }): Promise<Page<EntryView>> {
  const db = await getDb();
  const f = ctx.filters;
  for (const contactId of f.contactIds ?? []) await assertMayFilterByContact(ctx, contactId, db);
  const where = reach(ctx);
  if (f.contactIds) where.push(inArray(entries.contactId, f.contactIds));
  if (f.clubIds) where.push(inArray(entries.clubId, f.clubIds));
  if (f.crossingPointIds) where.push(inArray(entries.crossingPointId, f.crossingPointIds));
  if (f.isBlocking !== undefined) where.push(eq(entries.isBlocking, f.isBlocking));
  if (f.after) where.push(gte(entries.createdAt, f.after));
  if (f.strictlyAfter) where.push(gt(entries.createdAt, f.strictlyAfter));
  if (f.before) where.push(lte(entries.createdAt, f.before));
  if (f.strictlyBefore) where.push(lt(entries.createdAt, f.strictlyBefore));
  return fetchPage(ctx.page,
    (limit, offset) => db.select(withZone).from(entries).innerJoin(clubs, clubJoin).where(and(...where))
      .orderBy(desc(entries.createdAt), desc(entries.id)).limit(limit).offset(offset).then((rows) => rows.map(view)),
    () => db.select({ n: count() }).from(entries).where(and(...where)));
}

/** GET /entries/{id}. */
export async function getEntry(ctx: OperationContext & { entryId: number }): Promise<EntryView> {
  const db = await getDb();
  const [row] = await db.select(withZone).from(entries).innerJoin(clubs, clubJoin)
    .where(and(eq(entries.tenantId, ctx.tenant.id), eq(entries.id, ctx.entryId))).limit(1);
  if (!row) throw notFound('Entry');
  const self = actingContactId(ctx.actor);
  if (self !== undefined && self !== row.entry.contactId) {
    throw new DomainError('api.error.auth.contact-scope', 'A contact-scoped token can only reach its own contact\'s entries.');
  }
  assertClubInReach(ctx.actor, row.entry.clubId);
  return view(row);
}

/** GET /contact_last_entries?contactId=: the contact's last entry in each club (in reach), newest first. */
export async function listContactLastEntries(ctx: OperationContext & { contactIds?: number[]; page: PageRequest }): Promise<Page<EntryView>> {
  const db = await getDb();
  for (const contactId of ctx.contactIds ?? []) await assertMayFilterByContact(ctx, contactId, db);
  const where = reach(ctx);
  if (ctx.contactIds) where.push(inArray(entries.contactId, ctx.contactIds));
  const last = db.selectDistinctOn([entries.contactId, entries.clubId], { id: entries.id }).from(entries).where(and(...where))
    .orderBy(entries.contactId, entries.clubId, desc(entries.createdAt), desc(entries.id)).as('last');
  return fetchPage(ctx.page,
    (limit, offset) => db.select(withZone).from(entries).innerJoin(clubs, clubJoin)
      .where(and(eq(entries.tenantId, ctx.tenant.id), inArray(entries.id, db.select({ id: last.id }).from(last))))
      .orderBy(desc(entries.createdAt), desc(entries.id)).limit(limit).offset(offset).then((rows) => rows.map(view)),
    () => db.select({ n: sql<number>`count(*)::int` }).from(last));
}
