// PostgreSQL only: a background job that fails on its one attempt is kept dead on graphile-worker and
// listed for staff (listFailedJobs); "Run again" (runFailedJobAgain) queues it once, even when asked twice at
// the same instant, and only for the owner and managers.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, expect, it, vi } from 'vitest';
import { getDb } from '../../lib/db/client';
import { listFailedJobs } from '../../lib/domain/jobs/list-failed-jobs';
import { runFailedJobAgain } from '../../lib/domain/jobs/run-failed-job-again';
import { startGraphileRunner, type RunningJobs } from '../../lib/jobs/graphile-runner';
import type { PeriodicTask } from '../../lib/jobs/tasks';

const schema = `gw_test_${randomUUID().slice(0, 8)}`;
let jobs: RunningJobs | undefined;
afterAll(async () => {
  await jobs?.stop();
  await (await getDb()).execute(sql`DROP SCHEMA IF EXISTS ${sql.identifier(schema)} CASCADE`);
});

const manager = { kind: 'staff', userId: 1, role: 'manager' } as const;
const desk = { kind: 'staff', userId: 2, role: 'staff' } as const;
const deadJobs = () => listFailedJobs({ page: { page: 1, itemsPerPage: 20 }, schema });

it('lists a job that failed for good, and runs it again once, for a manager', { timeout: 60_000 }, async () => {
  let failing = true;
  let runs = 0;
  // The billing day's database is away for its one attempt, then back.
  const flaky: PeriodicTask = {
    name: 'billing-days', cron: '0 0 1 1 *', everyMs: 0,
    run: async () => { runs += 1; if (failing) throw new Error('billing day failed: connection refused'); },
  };
  jobs = await startGraphileRunner({ connectionString: process.env.DATABASE_URL!, schema, pollInterval: 100, periodic: [flaky], drain: [] });
  await jobs.runner.addJob('billing-days', {}, { maxAttempts: 1 });

  const dead = await vi.waitFor(async () => {
    const page = await deadJobs();
    expect(page.totalItems).toBe(1);
    return page.items[0]!;
  }, { timeout: 20_000, interval: 100 });
  expect(dead).toMatchObject({ task: 'billing-days', state: 'dead', attempts: 1, maxAttempts: 1, lastError: expect.stringContaining('connection refused') });
  expect(runs).toBe(1);

  // Desk staff may look, not run it again.
  await expect(runFailedJobAgain({ actor: desk, jobId: dead.id, schema })).rejects.toMatchObject({ code: 'api.error.scope.unauthorized-endpoint' });

  failing = false;
  // Two managers click at the same instant: one queues it, the other finds it no longer dead.
  const clicks = await Promise.allSettled([runFailedJobAgain({ actor: manager, jobId: dead.id, schema }), runFailedJobAgain({ actor: manager, jobId: dead.id, schema })]);
  expect(clicks.filter((c) => c.status === 'fulfilled')).toHaveLength(1);
  expect(clicks.find((c) => c.status === 'rejected')).toMatchObject({ reason: { code: 'api.error.not-found' } });

  await vi.waitFor(() => expect(runs).toBe(2), { timeout: 20_000, interval: 100 });
  await vi.waitFor(async () => expect((await deadJobs()).totalItems).toBe(0), { timeout: 5_000, interval: 100 });
  // Done means gone: nothing runs it a third time, and there is nothing left to run again.
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  expect(runs).toBe(2);
  await expect(runFailedJobAgain({ actor: manager, jobId: dead.id, schema })).rejects.toMatchObject({ code: 'api.error.not-found' });
});
