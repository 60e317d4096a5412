// Periodic jobs of the app process. Each job is idempotent and safe when several processes run it
// at once, so every process may run the scheduler; no leader election is needed.
import { runDueBillingDays } from '../domain/billing/run-due-billing-days';
import { endDueSubscriptions } from '../domain/subscriptions/end-due-subscriptions';
import { closeDueAttendance } from '../domain/planning/mark-attendance';
import { logger } from '../log/logger';
import { metrics } from '../metrics/registry';

interface Job {
  name: string;
  everyMs: number;
  run: () => Promise<unknown>;
}

const JOBS: Job[] = [
  { name: 'end-due-subscriptions', everyMs: 60_000, run: () => endDueSubscriptions() },
  { name: 'billing-days', everyMs: 15 * 60_000, run: () => runDueBillingDays() },
  { name: 'close-attendance', everyMs: 60_000, run: () => closeDueAttendance() },
];

export interface RunningScheduler {
  /** No new runs; resolves when the runs under way have ended (at shutdown, before the pool closes). */
  stop(): Promise<void>;
}

export function startScheduler(jobs: Job[] = JOBS): RunningScheduler {
  const { jobRuns, jobSeconds } = metrics();
  const running = new Set<Promise<unknown>>();
  const timers = jobs.map((job) => {
    const tick = () => {
      const end = jobSeconds.startTimer({ job: job.name });
      const run: Promise<unknown> = job.run()
        .then(() => jobRuns.inc({ job: job.name, outcome: 'success' }))
        .catch((err: unknown) => {
          jobRuns.inc({ job: job.name, outcome: 'failure' });
          logger().error({ err, job: job.name }, 'scheduled job failed');
        })
        .finally(() => { end(); running.delete(run); });
      running.add(run);
    };
    tick();
    return setInterval(tick, job.everyMs);
  });
  return {
    async stop() {
      timers.forEach(clearInterval);
      await Promise.all(running);
    },
  };
}
