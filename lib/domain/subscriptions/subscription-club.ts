import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { clubs, type Club } from '../../db/schema';
import { now } from '../../time/clock';
import { dateInZone } from '../../time/zone';

/** The club a subscription was taken out in, and today's date there. `lock` serialises the daily quota. */
export async function subscriptionClub(db: Executor, tenantId: number, clubId: number, lock = false): Promise<{ club: Club; today: string }> {
  const query = db.select().from(clubs).where(and(eq(clubs.tenantId, tenantId), eq(clubs.id, clubId))).limit(1);
  const [club] = lock ? await query.for('update') : await query;
  return { club: club!, today: dateInZone(now(), club!.timeZone) };
}
