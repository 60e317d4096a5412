// Background jobs that failed on graphile-worker (PostgreSQL): what staff look at when a billing day or
// a job did not happen. Two states:
// - dead: it used up its attempts; graphile-worker keeps it with its last error and never runs it again;
// - retrying: its last attempt failed and it waits for the next one (backoff). A task on a one-minute
//   schedule is never dead: each minute's crontab item re-queues the same job key, which resets its
//   attempts and error (graphile-worker's add_job), and the next attempt fails again at once. Listing
//   retrying jobs is what keeps such a task in sight: between two minutes it is here with its error.
// The embedded database's in-process runner keeps none (lib/domain/jobs/in-process-failures.ts).
import { sql } from 'drizzle-orm';
import { getDb } from '../../db/client';
import { queryRows } from '../../db/raw';
import { GRAPHILE_SCHEMA } from '../../db/graphile-schema';
import { fetchPage, type Page, type PageRequest } from '../paging';

export type FailedJobState = 'dead' | 'retrying';

export interface FailedJob {
  id: string;
  task: string;
  queue: string | null;
  state: FailedJobState;
  attempts: number;
  maxAttempts: number;
  /** The error of the last attempt, first 1,000 characters. */
  lastError: string | null;
  createdAt: Date;
  failedAt: Date;
  /** When a retrying job is tried again; null for a dead one. */
  nextAttemptAt: Date | null;
}

interface Row {
  id: string; task: string; queue: string | null; attempts: number; max_attempts: number;
  last_error: string | null; created_at: Date | string; updated_at: Date | string; run_at: Date | string;
}

/** Not held by a runner now, and its last attempt failed (dead, or waiting for its next attempt). */
export const FAILED_JOB = sql`locked_at IS NULL AND attempts > 0 AND (attempts >= max_attempts OR last_error IS NOT NULL)`;

export async function listFailedJobs(input: { page: PageRequest; schema?: string }): Promise<Page<FailedJob>> {
  const db = await getDb();
  const schema = input.schema ?? GRAPHILE_SCHEMA;
  const [found] = await queryRows<{ jobs: string | null }>(db, sql`SELECT to_regclass(${`${schema}.jobs`})::text AS jobs`);
  if (!found?.jobs) return { items: [], totalItems: 0 };
  const jobs = sql.identifier(schema);
  const page = await fetchPage(input.page,
    (limit, offset) => queryRows<Row>(db, sql`
      SELECT id::text AS id, task_identifier AS task, queue_name AS queue, attempts, max_attempts,
             left(last_error, 1000) AS last_error, created_at, updated_at, run_at
      FROM ${jobs}.jobs WHERE ${FAILED_JOB} ORDER BY updated_at DESC, id DESC LIMIT ${limit} OFFSET ${offset}`),
    () => queryRows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM ${jobs}.jobs WHERE ${FAILED_JOB}`));
  return {
    ...page,
    items: page.items.map((r) => {
      const dead = r.attempts >= r.max_attempts;
      return {
        id: r.id, task: r.task, queue: r.queue, state: dead ? 'dead' as const : 'retrying' as const,
        attempts: r.attempts, maxAttempts: r.max_attempts, lastError: r.last_error,
        createdAt: new Date(r.created_at), failedAt: new Date(r.updated_at), nextAttemptAt: dead ? null : new Date(r.run_at),
      };
    }),
  };
}
