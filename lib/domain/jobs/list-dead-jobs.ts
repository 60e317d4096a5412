// Background jobs that used up their attempts on graphile-worker (PostgreSQL): what staff look at when
// a billing day or a job did not happen. graphile-worker keeps such a job with its last error and never
// runs it again. The embedded database's in-process runner keeps none (a failure is logged, counted in
// /metrics, and the next period runs again), so the list is empty there.
import { sql } from 'drizzle-orm';
import { getDb } from '../../db/client';
import { queryRows } from '../../db/raw';
import { GRAPHILE_SCHEMA } from '../../db/graphile-schema';
import { fetchPage, type Page, type PageRequest } from '../paging';

export interface DeadJob {
  id: string;
  task: string;
  queue: string | null;
  attempts: number;
  maxAttempts: number;
  /** The error of the last attempt, first 1,000 characters. */
  lastError: string | null;
  createdAt: Date;
  failedAt: Date;
}

interface Row {
  id: string; task: string; queue: string | null; attempts: number; max_attempts: number;
  last_error: string | null; created_at: Date | string; updated_at: Date | string;
}

export async function listDeadJobs(input: { page: PageRequest; schema?: string }): Promise<Page<DeadJob>> {
  const db = await getDb();
  const schema = input.schema ?? GRAPHILE_SCHEMA;
  const [found] = await queryRows<{ jobs: string | null }>(db, sql`SELECT to_regclass(${`${schema}.jobs`})::text AS jobs`);
  if (!found?.jobs) return { items: [], totalItems: 0 };
  const jobs = sql.identifier(schema);
  const dead = sql`attempts >= max_attempts AND locked_at IS NULL`;
  const page = await fetchPage(input.page,
    (limit, offset) => queryRows<Row>(db, sql`
      SELECT id::text AS id, task_identifier AS task, queue_name AS queue, attempts, max_attempts,
             left(last_error, 1000) AS last_error, created_at, updated_at
      FROM ${jobs}.jobs WHERE ${dead} ORDER BY updated_at DESC, id DESC LIMIT ${limit} OFFSET ${offset}`),
    () => queryRows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM ${jobs}.jobs WHERE ${dead}`));
  return {
    ...page,
    items: page.items.map((r) => ({
      id: r.id, task: r.task, queue: r.queue, attempts: r.attempts, maxAttempts: r.max_attempts, lastError: r.last_error,
      createdAt: new Date(r.created_at), failedAt: new Date(r.updated_at),
    })),
  };
}
