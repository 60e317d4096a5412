// The daily job (lib/jobs/scheduler.ts): every club's billing day for its own today, in its time
// zone. It runs in every app process; runBillingDay makes that safe (unique keys, SKIP LOCKED). A
// club whose day was planned and has nothing left planned or awaiting the bank's answer (submitted)
// is skipped without recomputing it.
import { sql } from 'drizzle-orm';
import { getDb } from '../../db/client';
import { queryRows } from '../../db/raw';
import { now } from '../../time/clock';
import type { BatchCounts } from './run-billing-day';
import { runBillingDay } from './run-billing-day';

export async function runDueBillingDays(options: { at?: Date; tenantIds?: number[] } = {}): Promise<BatchCounts> {
  const instant = (options.at ?? now()).toISOString();
  const tenants = options.tenantIds ? sql`AND c.tenant_id = ANY(${`{${options.tenantIds.join(',')}}`}::int[])` : sql``;
  const clubs = await queryRows<{ tenant_id: number; id: number; today: string }>(await getDb(), sql`
    SELECT c.tenant_id, c.id, today::text AS today
    FROM clubs c CROSS JOIN LATERAL (SELECT (${instant}::timestamptz AT TIME ZONE c.time_zone)::date AS today) d
    WHERE (NOT EXISTS (SELECT 1 FROM billing_runs r WHERE r.tenant_id = c.tenant_id AND r.club_id = c.id AND r.date = d.today)
      OR EXISTS (SELECT 1 FROM billed_installments b WHERE b.tenant_id = c.tenant_id AND b.club_id = c.id AND b.debit_date = d.today
        AND b.state = 'planned')
      OR EXISTS (SELECT 1 FROM billed_installments b WHERE b.tenant_id = c.tenant_id AND b.club_id = c.id AND b.debit_date = d.today
        AND b.state = 'submitted')) ${tenants}
    ORDER BY c.tenant_id, c.id`);
  const total: BatchCounts = { invoices: 0, collected: 0, rejected: 0 };
  for (const club of clubs) {
    const counts = await runBillingDay({ tenantId: club.tenant_id, clubId: club.id, date: club.today });
    total.invoices += counts.invoices;
    total.collected += counts.collected;
    total.rejected += counts.rejected;
  }
  return total;
}
