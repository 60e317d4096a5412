import { sql } from 'drizzle-orm';
import { getDb } from '../../db/client';
import { queryRows } from '../../db/raw';
import { now } from '../../time/clock';
import type { OperationContext } from '../context';
import { getContactOrThrow } from '../contacts/get-contact';
import { confinedClubId } from '../context';

export interface EntryStats { contactId: number; total: number; last30Days: number; lastEntryAt: Date | null; timeZone: string }

/**
 * GET /stats/entries/target/{contact IRI}: every entry of the contact (in and out, allowed or
 * blocked), those of the last 30 days, and the last one's time. A club-bound token counts its club's.
 */
export async function getEntryStats(ctx: OperationContext & { contactId: number }): Promise<EntryStats> {
  const db = await getDb();
  const contact = await getContactOrThrow(ctx, ctx.contactId, db);
  const club = confinedClubId(ctx.actor);
  const at = now();
  const since = new Date(at.getTime() - 30 * 86_400_000).toISOString();
  const [row] = await queryRows<{ total: number; recent: number; last_at: string | null }>(db, sql`
    SELECT count(*)::int AS total, count(*) FILTER (WHERE created_at > ${since}::timestamptz)::int AS recent, max(created_at) AS last_at
    FROM entries WHERE tenant_id = ${ctx.tenant.id} AND contact_id = ${ctx.contactId}
      AND (${club ?? null}::int IS NULL OR club_id = ${club ?? null}::int)`);
  return {
    contactId: ctx.contactId, total: Number(row?.total ?? 0), last30Days: Number(row?.recent ?? 0),
    lastEntryAt: row?.last_at ? new Date(row.last_at) : null, timeZone: contact.clubTimeZone,
  };
}
