// The database, opened once per process. server.ts loads lib/ through Node while Next loads its own
// bundled copy: the handle lives on globalThis so both copies share one connection (and PGlite, which
// must never be opened twice on one directory, is opened exactly once).
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { config } from '../config';
import { envNow } from '../env';
import * as schema from './schema';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Anything a query can run on: the database or an open transaction. */
export type Executor = Database | Transaction;

/** A transaction holds one connection: its queries run one after the other, never side by side. */
export const isTransaction = (db: Executor): db is Transaction => 'rollback' in db;

/**
 * Reads that do not depend on each other: side by side on the pool (each on its own connection), one
 * after the other inside a transaction, whose one connection node-postgres refuses to queue queries on
 * (deprecated in pg 8, an error in pg 9).
 */
export async function readAll<T extends readonly unknown[]>(db: Executor, reads: [...{ [K in keyof T]: () => PromiseLike<T[K]> }]): Promise<T> {
  if (!isTransaction(db)) return Promise.all(reads.map((read) => read())) as unknown as Promise<T>;
  const results: unknown[] = [];
  for (const read of reads) results.push(await read());
  return results as unknown as T;
}

interface Handle {
  db: Database;
  kind: 'pglite' | 'postgres';
  dump?: () => Promise<Blob>;
  close(): Promise<void>;
  migrate(): Promise<void>;
}

const holder = globalThis as unknown as { __clubDb?: Promise<Handle> };

async function openPglite(dataDir: string): Promise<Handle> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  if (!dataDir.startsWith('memory://')) {
    const { mkdirSync } = await import('node:fs');
    mkdirSync(dataDir, { recursive: true });
  }
  // Tests start from a migrated template (tests/global-setup.ts) instead of migrating each file.
  const template = envNow('PGLITE_TEMPLATE');
  const client = template && dataDir.startsWith('memory://')
    ? new PGlite({ loadDataDir: new Blob([await (await import('node:fs/promises')).readFile(template)]) })
    : new PGlite(dataDir);
  await client.waitReady;
  const db = drizzle({ client, schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    dump: () => client.dumpDataDir('none'),
    close: () => client.close(),
    migrate: () => migrate(db as never, { migrationsFolder: migrationsFolder() }),
  };
}

async function openPostgres(url: string): Promise<Handle> {
  const { Pool } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const pool = new Pool({ connectionString: url, max: config.databasePoolSize });
  // An idle connection the server closes (a restart, a terminated backend) must not end the process:
  // the pool drops it and opens another on the next query.
  pool.on('error', (error) => {
    void import('../log/logger').then(({ logger }) => logger().warn({ err: error.message }, 'idle database connection lost'));
  });
  const db = drizzle({ client: pool, schema }) as unknown as Database;
  return {
    db,
    kind: 'postgres',
    close: () => pool.end(),
    // Several processes may start together: an advisory lock makes them migrate one after another.
    migrate: async () => {
      const conn = await pool.connect();
      try {
        await conn.query('SELECT pg_advisory_lock(727274)');
        await migrate(drizzle({ client: conn, schema }), { migrationsFolder: migrationsFolder() });
      } finally {
        await conn.query('SELECT pg_advisory_unlock(727274)').catch(() => undefined);
        conn.release();
      }
    },
  };
}

function migrationsFolder(): string {
  return envNow('MIGRATIONS_DIR') ?? `${process.cwd()}/lib/db/migrations`;
}

function handle(): Promise<Handle> {
  holder.__clubDb ??= config.databaseUrl ? openPostgres(config.databaseUrl) : openPglite(config.dataDir);
  return holder.__clubDb;
}

/** The process-wide database. */
export async function getDb(): Promise<Database> {
  return (await handle()).db;
}

export async function databaseKind(): Promise<Handle['kind']> {
  return (await handle()).kind;
}

/** Opens the database and applies pending migrations; call once at start-up. */
export async function prepareDatabase(): Promise<Database> {
  const h = await handle();
  await h.migrate();
  return h.db;
}

export async function closeDatabase(): Promise<void> {
  const pending = holder.__clubDb;
  delete holder.__clubDb;
  if (pending) await (await pending).close();
}

/** The PGlite database as a tar file (tests/global-setup.ts makes the test template with it). */
export async function dumpPgliteDatabase(): Promise<Blob> {
  const h = await handle();
  if (!h.dump) throw new Error('Only PGlite databases can be dumped.');
  return h.dump();
}
