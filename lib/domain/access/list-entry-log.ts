import { and, count, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import { getDb } from '../../db/client';
import { clubs, contacts, crossingPoints, entries, type Entry } from '../../db/schema';
import type { OperationContext } from '../context';
import { fetchPage, type Page, type PageRequest } from '../paging';
import { clubReach } from './access-reach';

export interface EntryLogRow {
  entry: Entry;
  member: { id: number; givenName: string; familyName: string; number: string };
  crossingPoint: string;
  club: string;
  timeZone: string;
}

export interface EntryLogFilters {
  clubId?: number;
  crossingPointId?: number;
  blockedOnly?: boolean;
  /** A member by number (C000001) or e-mail, exactly. */
  member?: string;
}

/** The staff's entries log: newest first, with whose, where and in which club, filtered as asked. */
export async function listEntryLog(ctx: OperationContext & { filters: EntryLogFilters; page: PageRequest }): Promise<Page<EntryLogRow>> {
  const db = await getDb();
  const f = ctx.filters;
  const where: SQL[] = [eq(entries.tenantId, ctx.tenant.id), ...clubReach(ctx, entries.clubId)];
  if (f.clubId !== undefined) where.push(eq(entries.clubId, f.clubId));
  if (f.crossingPointId !== undefined) where.push(eq(entries.crossingPointId, f.crossingPointId));
  if (f.blockedOnly) where.push(eq(entries.isBlocking, true));
  if (f.member) where.push(or(eq(contacts.number, f.member), sql`lower(${contacts.email}) = ${f.member.toLowerCase()}`)!);
  const contactJoin = and(eq(contacts.tenantId, entries.tenantId), eq(contacts.id, entries.contactId));
  return fetchPage(ctx.page,
    (limit, offset) => db.select({
      entry: entries,
      member: { id: contacts.id, givenName: contacts.givenName, familyName: contacts.familyName, number: contacts.number },
      crossingPoint: crossingPoints.name, club: clubs.name, timeZone: clubs.timeZone,
    }).from(entries)
      .innerJoin(contacts, contactJoin)
      .innerJoin(crossingPoints, and(eq(crossingPoints.tenantId, entries.tenantId), eq(crossingPoints.id, entries.crossingPointId)))
      .innerJoin(clubs, and(eq(clubs.tenantId, entries.tenantId), eq(clubs.id, entries.clubId)))
      .where(and(...where)).orderBy(desc(entries.createdAt), desc(entries.id)).limit(limit).offset(offset),
    () => db.select({ n: count() }).from(entries).innerJoin(contacts, contactJoin).where(and(...where)));
}
