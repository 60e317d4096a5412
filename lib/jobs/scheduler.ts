// The in-process runner of the periodic tasks (lib/jobs/tasks.ts) on the embedded database (PGlite,
// one process). With DATABASE_URL graphile-worker runs the same tasks instead (graphile-runner.ts).
// Each task is idempotent, so a run overlapping another changes nothing twice. A task whose latest run
// failed is shown to staff (admin/jobs) until a run succeeds.
import { clearInProcessFailure, recordInProcessFailure } from '../domain/jobs/in-process-failures';
import { logger } from '../log/logger';
import { metrics } from '../metrics/registry';
import { PERIODIC_TASKS, type PeriodicTask } from './tasks';

type Job = Pick<PeriodicTask, 'name' | 'everyMs' | 'run'>;
const JOBS: Job[] = PERIODIC_TASKS;

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
        .then(() => {
          jobRuns.inc({ job: job.name, outcome: 'success' });
          clearInProcessFailure(job.name);
        })
        .catch((err: unknown) => {
          jobRuns.inc({ job: job.name, outcome: 'failure' });
          recordInProcessFailure(job.name, err, new Date());
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
