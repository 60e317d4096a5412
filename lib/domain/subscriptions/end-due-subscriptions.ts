import { sql } from 'drizzle-orm';
import { getDb } from '../../db/client';
import { queryRows } from '../../db/raw';
import { now } from '../../time/clock';

/**
 * The scheduled job: a subscription (or option) whose end date has passed in its club's time zone
 * becomes `ended` (its end date is the last day it covers). One UPDATE each: idempotent, and safe
 * when several processes run it at once. Returns how many subscriptions ended.
 */
export async function endDueSubscriptions(at: Date = now()): Promise<number> {
  const db = await getDb();
  const instant = at.toISOString();
  const ended = await queryRows<{ id: number }>(db, sql`
    UPDATE subscriptions s SET state = 'ended', updated_at = ${instant}::timestamptz
    FROM clubs c
    WHERE c.tenant_id = s.tenant_id AND c.id = s.club_id AND s.state = 'active' AND s.end_date IS NOT NULL
      AND s.end_date < (${instant}::timestamptz AT TIME ZONE c.time_zone)::date
    RETURNING s.id`);
  await db.execute(sql`
    UPDATE subscription_options o SET state = 'ended'
    FROM subscriptions s JOIN clubs c ON c.tenant_id = s.tenant_id AND c.id = s.club_id
    WHERE s.tenant_id = o.tenant_id AND s.id = o.subscription_id AND o.state = 'active' AND o.end_date IS NOT NULL
      AND o.end_date < (${instant}::timestamptz AT TIME ZONE c.time_zone)::date`);
  return ended.length;
}
