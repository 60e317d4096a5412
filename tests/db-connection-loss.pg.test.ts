// PostgreSQL closing the pool's idle connections (a restart, an administrator) must not end the
// process: the next query opens a new connection and answers.
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { expect, it } from 'vitest';
import { getDb } from '../lib/db/client';
import { queryRows } from '../lib/db/raw';

it('keeps serving after the server terminates its idle connections', async () => {
  const db = await getDb();
  const pids = new Set<number>();
  for (let round = 0; round < 3; round += 1) {
    const rows = await Promise.all(Array.from({ length: 5 }, () => queryRows<{ pid: number }>(db, sql`SELECT pg_backend_pid() AS pid, pg_sleep(0.02)`)));
    for (const [row] of rows) pids.add(row!.pid);
  }
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  try {
    const killed = await admin.query('SELECT pg_terminate_backend(pid) AS done FROM unnest($1::int[]) AS pid', [[...pids]]);
    expect(killed.rows.every((row) => row.done)).toBe(true);
  } finally {
    await admin.end();
  }
  await new Promise((resolve) => setTimeout(resolve, 200));
  const [answer] = await queryRows<{ n: number }>(db, sql`SELECT 41 + 1 AS n`);
  expect(answer!.n).toBe(42);
});
