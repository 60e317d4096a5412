// "Run again" on a job that failed on graphile-worker (PostgreSQL; dead, or waiting for its next attempt): its attempts go back
// to zero and it is due now, through graphile-worker's own SQL API (reschedule_jobs), so any process's
// runner takes it at its next poll. The job keeps its id, payload and key: it runs once more, and a new
// failure lists it again (lib/domain/jobs/list-failed-jobs.ts).
import { sql } from 'drizzle-orm';
import { getDb } from '../../db/client';
import { GRAPHILE_SCHEMA } from '../../db/graphile-schema';
import { queryRows } from '../../db/raw';
import { assertStaffRole, SETTINGS_ROLES } from '../auth/assert-staff-role';
import type { Actor } from '../context';
import { DomainError } from '../errors';
import { FAILED_JOB } from './list-failed-jobs';

export async function runFailedJobAgain(input: { actor: Actor; jobId: string; schema?: string }): Promise<{ id: string }> {
  assertStaffRole(input.actor, SETTINGS_ROLES, 'Only the owner and managers run a background job again.');
  if (!/^\d{1,18}$/.test(input.jobId)) throw new DomainError('api.error.not-found', 'No background job has this id.');
  const jobs = sql.identifier(input.schema ?? GRAPHILE_SCHEMA);
  const db = await getDb();
  const rows = await db.transaction(async (tx) => {
    // Two clicks at once: the second waits here, then finds the job no longer failed, so it is queued once.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('run-failed-job-again'), hashtext(${input.jobId}))`);
    return queryRows<{ id: string }>(tx, sql`
      SELECT id::text AS id FROM ${jobs}.reschedule_jobs(
        ARRAY(SELECT id FROM ${jobs}.jobs WHERE id = ${input.jobId}::bigint AND ${FAILED_JOB}),
        run_at := now(), attempts := 0)`);
  });
  if (!rows[0]) throw new DomainError('api.error.not-found', 'No failed background job has this id; it may have been run again already.');
  return rows[0];
}
