// Whether this process can serve (GET /readyz): its database answers within a short time and every
// migration of the journal shipped with the code has been applied. A load balancer takes a process
// out while it is not ready and back when it is: nothing here is cached, so a process whose database
// comes back is ready again at the next probe.
import { readFile } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { getDb } from '../db/client';
import { queryRows } from '../db/raw';
import { envNow } from '../env';
import { withTimeout } from '../metrics/with-timeout';

export const READY_TIMEOUT_MS = 2_000;

export interface Readiness {
  ready: boolean;
  database: 'ok' | 'unreachable';
  /** Migrations of the journal not applied to the database (null when the database did not answer). */
  pendingMigrations: string[] | null;
}

interface JournalEntry { when: number; tag: string }

let journal: Promise<JournalEntry[]> | undefined;

/** The migrations this code expects (drizzle-kit's journal), read once. */
function expectedMigrations(): Promise<JournalEntry[]> {
  const folder = envNow('MIGRATIONS_DIR') ?? `${process.cwd()}/lib/db/migrations`;
  journal ??= readFile(`${folder}/meta/_journal.json`, 'utf8').then((text) => (JSON.parse(text) as { entries: JournalEntry[] }).entries);
  return journal;
}

export async function checkReadiness(timeoutMs = READY_TIMEOUT_MS): Promise<Readiness> {
  const expected = await expectedMigrations();
  let applied: number;
  try {
    // Drizzle's migrator records each migration with its journal timestamp and applies those newer
    // than the last it recorded: every expected one is applied when the newest is.
    const rows = await withTimeout(timeoutMs, getDb().then((db) => queryRows<{ last: string | null }>(db,
      sql`SELECT max(created_at)::text AS last FROM drizzle.__drizzle_migrations`)));
    applied = Number(rows[0]?.last ?? 0);
  } catch (err) {
    // A database that answers but was never migrated has no journal table: nothing applied.
    if (!isUndefinedTable(err)) return { ready: false, database: 'unreachable', pendingMigrations: null };
    applied = 0;
  }
  const pending = expected.filter((m) => m.when > applied).map((m) => m.tag);
  return { ready: pending.length === 0, database: 'ok', pendingMigrations: pending };
}

function isUndefinedTable(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } } | null;
  return (e?.code ?? e?.cause?.code) === '42P01';
}
