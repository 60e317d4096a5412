// Periodic jobs of the app process. Each job is idempotent and safe when several processes run it
// at once, so every process may run the scheduler; no leader election is needed.
import { runDueBillingDays } from '../domain/billing/run-due-billing-days';
import { endDueSubscriptions } from '../domain/subscriptions/end-due-subscriptions';
import { closeDueAttendance } from '../domain/planning/mark-attendance';
import { logger } from '../log/logger';

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
  stop(): void;
}

export function startScheduler(jobs: Job[] = JOBS): RunningScheduler {
  const timers = jobs.map((job) => {
    const tick = () => job.run().catch((err: unknown) => logger().error({ err, job: job.name }, 'scheduled job failed'));
    void tick();
    return setInterval(tick, job.everyMs);
  });
  return { stop: () => timers.forEach(clearInterval) };
}
