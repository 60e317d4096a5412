// Once per test run: on PGlite, migrate one in-memory database and dump it to a file; every test
// file then starts from that dump instead of migrating its own (seconds saved per file). On
// PostgreSQL (DATABASE_URL), migrate once here so the test files find the schema ready.
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export default async function setup(): Promise<void> {
  process.env.APP_ENV ??= 'test';
  // Before lib/ is imported: its config reads PGLITE_DIR once, and the template must be a fresh
  // in-memory database, never the developer's .data/pglite (whose migrations may be older).
  if (!process.env.DATABASE_URL) process.env.PGLITE_DIR = 'memory://';
  const { closeDatabase, prepareDatabase } = await import('../lib/db/client');
  if (process.env.DATABASE_URL) {
    await prepareDatabase();
    await closeDatabase();
    return;
  }
  const { dumpPgliteDatabase } = await import('../lib/db/client');
  await prepareDatabase();
  const path = join(tmpdir(), `club-pglite-template-${process.pid}.tar`);
  await writeFile(path, Buffer.from(await (await dumpPgliteDatabase()).arrayBuffer()));
  await closeDatabase();
  process.env.PGLITE_TEMPLATE = path;
}
