// Issue 33.4, ready for Citus: a distributed table can only enforce a unique index, and reach a
// parent through a foreign key, when the distribution column (tenant_id) is part of it. This reads
// the migrated catalog, so a new table or index that forgets the tenant fails here, not at deployment.
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { getDb } from '../lib/db/client';

/**
 * Tables kept off the distribution by tenant (docs/decisions.md, "Distributing by tenant").
 * Adding one here is a decision to write down there.
 */
const GLOBAL_TABLES = new Set<string>([
  'tenants', // the tenant itself: its key is the tenant (distribution column of its own, or a reference table)
  'app_secrets', // process-wide secrets (auth signing, provider webhook secret): a reference table
  'rate_limits', // counters keyed by client/route, read before any tenant row: a local table on the coordinator
  'sandbox_payments', // the sandbox provider's own side (what Stripe keeps), not ours: a local table
  // Keys read before the tenant is known (an OAuth client id, a payment's token or provider reference)
  // mapped to their tenant, unique across tenants by its primary key: a reference table, written with the row.
  'tenant_lookups',
]);

interface Row extends Record<string, unknown> { table_name: string; index_name: string; columns: string[]; definition: string }

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  const db = await getDb();
  const result = await db.execute(query) as unknown as { rows: T[] };
  return result.rows;
}

it('every table of the schema carries tenant_id', async () => {
  const tables = await rows<{ table_name: string }>(sql`
    SELECT c.relname AS table_name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p')
      AND NOT EXISTS (SELECT 1 FROM pg_attribute a WHERE a.attrelid = c.oid AND a.attname = 'tenant_id' AND NOT a.attisdropped)
    ORDER BY 1`);
  expect(tables.map((t) => t.table_name).filter((t) => !GLOBAL_TABLES.has(t))).toEqual([]);
});

it('every primary key and unique index of a tenant table includes tenant_id', async () => {
  const indexes = await rows<Row>(sql`
    SELECT t.relname AS table_name, i.relname AS index_name,
           array(SELECT a.attname::text FROM unnest(x.indkey) k JOIN pg_attribute a ON a.attrelid = t.oid AND a.attnum = k) AS columns,
           pg_get_indexdef(x.indexrelid) AS definition
    FROM pg_index x
    JOIN pg_class i ON i.oid = x.indexrelid
    JOIN pg_class t ON t.oid = x.indrelid
    JOIN pg_namespace n ON n.oid = t.relnamespace
    WHERE n.nspname = 'public' AND x.indisunique
    ORDER BY 1, 2`);
  // Key columns only: an expression (lower(name)) shows no column, so tenant_id must be a plain one.
  // A key unique across tenants belongs in tenant_lookups (tests/tenant-lookups.test.ts), never here.
  const offenders = indexes.filter((r) => !GLOBAL_TABLES.has(r.table_name) && !r.columns.includes('tenant_id'));
  expect(offenders.map((r) => r.definition)).toEqual([]);
  // The catalog was read: tenant tables have keys (the check above is not passing on an empty list).
  expect(indexes.filter((r) => !GLOBAL_TABLES.has(r.table_name)).length).toBeGreaterThan(50);
});
