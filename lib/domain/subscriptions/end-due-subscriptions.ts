import { sql } from 'drizzle-orm';
import { inTransaction } from '../../db/transaction';
import { queryRows } from '../../db/raw';
import { now } from '../../time/clock';

/** The advisory lock the job runs under (any fixed number of our own). */
const JOB_LOCK = 727_275;

/**
 * The scheduled job: a subscription (or option) whose end date has passed in its club's time zone
 * becomes `ended` (its end date is the last day it covers); an option also ends with its
 * subscription, even without an end date of its own (a fixed-term subscription's options). Returns
 * how many subscriptions ended. `tenantIds` narrows it (tests that share a database).
 *
 * Idempotent (only `active` rows move), and safe when several processes run it at once: they take
 * turns on one advisory lock, held to commit, so two runs never update the same rows in different
 * orders (a deadlock), and the later run finds nothing left to do.
 */
export async function endDueSubscriptions(options: { at?: Date; tenantIds?: number[] } = {}): Promise<number> {
  const instant = (options.at ?? now()).toISOString();
  const tenants = options.tenantIds ? sql`AND s.tenant_id = ANY(${`{${options.tenantIds.join(',')}}`}::int[])` : sql``;
  return inTransaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${JOB_LOCK})`);
    const ended = await queryRows<{ id: number }>(tx, sql`
      UPDATE subscriptions s SET state = 'ended', updated_at = ${instant}::timestamptz
      FROM clubs c
      WHERE c.tenant_id = s.tenant_id AND c.id = s.club_id AND s.state = 'active' AND s.end_date IS NOT NULL
        AND s.end_date < (${instant}::timestamptz AT TIME ZONE c.time_zone)::date ${tenants}
      RETURNING s.id`);
    // least() skips NULLs: an option ends at the earlier of its own end and its subscription's.
    await tx.execute(sql`
      UPDATE subscription_options o SET state = 'ended'
      FROM subscriptions s JOIN clubs c ON c.tenant_id = s.tenant_id AND c.id = s.club_id
      WHERE s.tenant_id = o.tenant_id AND s.id = o.subscription_id AND o.state = 'active'
        AND least(o.end_date, s.end_date) < (${instant}::timestamptz AT TIME ZONE c.time_zone)::date ${tenants}`);
    return ended.length;
  });
}
