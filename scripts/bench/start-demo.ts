// The start-up the benchmarks share: a fresh PostgreSQL database with the demo seeded (this process's
// lib/db pointed at it), the API's and a baseline's servers on it, and the demo partner's token; and
// the tear-down, which drops the database unless BENCH_KEEP_DB=1 keeps it for EXPLAIN ANALYZE.
import type { ChildProcess } from 'node:child_process';
import type { SQL } from 'drizzle-orm';
import { dropDatabase, freshDatabase, partnerToken, startChild, stopChildren } from './harness';

export const API = 'http://127.0.0.1:3201';
export const BASELINE = 'http://127.0.0.1:3202';

export type Row = Record<string, unknown>;

export type DemoDatabase = Awaited<ReturnType<typeof startDemoDatabase>>;

/** A fresh database named `name` with the demo seeded: its URL, the demo tenant, lib/db's handle on it, and `drop`. */
export async function startDemoDatabase(name: string) {
  const url = await freshDatabase(name);
  const { seedDemo } = await import('../../lib/seed/demo');
  await seedDemo();
  const { findTenantByToken } = await import('../../lib/domain/tenancy/find-tenant');
  const tenant = (await findTenantByToken('demo'))!;
  const { getDb } = await import('../../lib/db/client');
  const db = await getDb();
  /** A query's rows (the benchmarks check their results in SQL). */
  const rows = async <T extends Row>(query: SQL): Promise<T[]> => ((await db.execute(query)) as unknown as { rows: T[] }).rows;
  const drop = async () => {
    // The name is printed, so that the seeded database can be read afterwards.
    if (process.env.BENCH_KEEP_DB === '1') console.log(`kept database ${name}`);
    else await dropDatabase(name);
  };
  return { url, tenant, db, rows, drop };
}

/** The token of the demo's partner client, from the API at `apiBase`. */
export function demoPartnerToken(apiBase = API): Promise<string> {
  return partnerToken(apiBase, 'demo', 'demo-partner', 'demo-partner-secret');
}

export interface BenchServers {
  tenantId: number;
  token: string;
  api: ChildProcess;
  baseline: ChildProcess;
  demo: DemoDatabase;
  stop(): Promise<void>;
}

interface BenchServersOptions {
  /** The node:http server running the same SQL as the API (a scripts/bench path). */
  baseline?: string;
  /** More environment for both servers (a provider's secret). */
  env?: Record<string, string>;
}

/**
 * The demo database (plus `seed`, the benchmark's own data, written before the servers start and
 * cache what they read), the API on :3201 and the baseline on :3202, and a partner token.
 * `stop` ends both and drops the database; a start that fails does so too before it throws.
 */
export async function startBenchServers(
  database: string, seed?: (tenantId: number) => Promise<void>, options: BenchServersOptions = {},
): Promise<BenchServers> {
  const { baseline = 'scripts/bench/serve-baseline.ts', env: more = {} } = options;
  const demo = await startDemoDatabase(database);
  const children: ChildProcess[] = [];
  const stop = async () => {
    await stopChildren(children);
    await demo.drop();
  };
  try {
    if (seed) await seed(demo.tenant.id);
    const env = { DATABASE_URL: demo.url, BENCH_TENANT_ID: String(demo.tenant.id), ...more };
    children.push(await startChild('scripts/bench/serve-api.ts', { ...env, PORT: '3201' }));
    children.push(await startChild(baseline, { ...env, PORT: '3202' }));
    const token = await demoPartnerToken();
    return { tenantId: demo.tenant.id, token, api: children[0]!, baseline: children[1]!, demo, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
