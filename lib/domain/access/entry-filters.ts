import { and, asc, eq } from 'drizzle-orm';
import { getDb } from '../../db/client';
import { clubs } from '../../db/schema';
import { parseDateTimeInZone } from '../../time/zone';
import { confinedClubId, type OperationContext } from '../context';
import type { EntryFilters } from './entries';

type Given = Omit<EntryFilters, 'after' | 'strictlyAfter' | 'before' | 'strictlyBefore'>
  & { after?: string; strictlyAfter?: string; before?: string; strictlyBefore?: string };

/**
 * The entries log's filters, with its date-times read: one without an offset is the club's wall time
 * (CONTRACT §1), the club being the filtered one, else the token's, else the tenant's first.
 */
export async function resolveEntryFilters(ctx: OperationContext, given: Given): Promise<EntryFilters> {
  const texts = [given.after, given.strictlyAfter, given.before, given.strictlyBefore];
  let timeZone = 'UTC';
  if (texts.some((text) => text !== undefined)) {
    const clubId = given.clubIds?.[0] ?? confinedClubId(ctx.actor);
    const db = await getDb();
    const [club] = await db.select({ timeZone: clubs.timeZone }).from(clubs)
      .where(clubId === undefined ? eq(clubs.tenantId, ctx.tenant.id) : and(eq(clubs.tenantId, ctx.tenant.id), eq(clubs.id, clubId)))
      .orderBy(asc(clubs.id)).limit(1);
    timeZone = club?.timeZone ?? 'UTC';
  }
  const read = (text?: string) => (text === undefined ? undefined : parseDateTimeInZone(text, timeZone) ?? undefined);
  return {
    ...given, after: read(given.after), strictlyAfter: read(given.strictlyAfter), before: read(given.before), strictlyBefore: read(given.strictlyBefore),
  };
}
