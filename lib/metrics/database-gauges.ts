// Gauges read from the database when /metrics is scraped: the pool of this process and the lag of the
// event outbox and webhook deliveries (shared by all processes). Bounded by a timeout: a scrape must
// answer even when the database does not.
import { sql } from 'drizzle-orm';
import type { Gauge } from 'prom-client';
import { databaseKind, getDb } from '../db/client';
import { queryRows } from '../db/raw';
import { logger } from '../log/logger';
import { withTimeout } from './with-timeout';

interface DatabaseGauges {
  pool: Gauge<'state'>;
  outboxLag: Gauge;
  webhookLag: Gauge;
  webhookPending: Gauge;
}

const SCRAPE_TIMEOUT_MS = 2_000;

interface PoolStats { totalCount: number; idleCount: number; waitingCount: number }

export async function collectDatabaseGauges(gauges: DatabaseGauges): Promise<0 | 1> {
  const db = await getDb();
  // node-postgres' Pool, which Drizzle keeps as $client; PGlite has no pool (one connection).
  if ((await databaseKind()) === 'postgres') {
    const pool = (db as unknown as { $client: PoolStats }).$client;
    gauges.pool.set({ state: 'total' }, pool.totalCount);
    gauges.pool.set({ state: 'idle' }, pool.idleCount);
    gauges.pool.set({ state: 'waiting' }, pool.waitingCount);
  }
  try {
    const [lags] = await withTimeout(SCRAPE_TIMEOUT_MS, queryRows<{ outbox: number | null; due: number | null; pending: number }>(db, sql`
      SELECT
        (SELECT extract(epoch FROM now() - min(o.created_at)) FROM event_sequences s
           LEFT JOIN delivery_cursors c ON c.tenant_id = s.tenant_id
           JOIN outbox_events o ON o.tenant_id = s.tenant_id AND o.seq = coalesce(c.dispatched_seq, 0) + 1
           WHERE s.last_seq > coalesce(c.dispatched_seq, 0))::float8 AS outbox,
        (SELECT extract(epoch FROM now() - min(due_at)) FROM webhook_deliveries
           WHERE status = 'pending' AND due_at <= now())::float8 AS due,
        (SELECT count(*) FROM webhook_deliveries WHERE status = 'pending' AND due_at <= now())::int AS pending`));
    gauges.outboxLag.set(Math.max(0, Number(lags?.outbox ?? 0)));
    gauges.webhookLag.set(Math.max(0, Number(lags?.due ?? 0)));
    gauges.webhookPending.set(Number(lags?.pending ?? 0));
    return 1;
  } catch (err) {
    logger().warn({ err }, 'metrics: database gauges not read');
    return 0;
  }
}
