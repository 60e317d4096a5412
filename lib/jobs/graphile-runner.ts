// The job engine on PostgreSQL (DATABASE_URL): one graphile-worker runner per app process, all on one
// database (its own schema, migrated by graphile-worker itself at start). Periodic tasks are crontab
// items: graphile-worker records each schedule's last run in known_crontabs, so a run happens once
// across all processes. A task that throws is retried with exponential backoff (exp(attempt) seconds)
// up to PERIODIC_MAX_ATTEMPTS, then kept as a dead job for staff (lib/jobs/failed-jobs.ts).
// Drain tasks (webhook delivery, message outbox) are each one keyed job that re-queues itself: run
// again at once while there is work, after idleMs when there is none; a crontab item re-seeds the
// key every minute, so a job held by a crashed process does not stop the work.
import { sql } from 'drizzle-orm';
import { Gauge } from 'prom-client';
import { Logger, parseCronItems, run, type Runner, type TaskList } from 'graphile-worker';
import { getDb } from '../db/client';
import { queryRows } from '../db/raw';
import { logger } from '../log/logger';
import { metrics } from '../metrics/registry';
import { setMessageWorkerWake } from '../messages/worker-wake';
import { GRAPHILE_SCHEMA } from '../db/graphile-schema';
import { DRAIN_TASKS, PERIODIC_TASKS, type DrainTask, type PeriodicTask } from './tasks';

export const PERIODIC_MAX_ATTEMPTS = 5;
/** A drain job works this long, then re-queues itself, so other processes get their turn. */
const DRAIN_TURN_MS = 2_000;
/** Re-queue after a pass that threw (database away): the drain's own rows carry their retry schedules. */
const DRAIN_ERROR_MS = 5_000;

export interface GraphileRunnerOptions {
  connectionString: string;
  schema?: string;
  periodic?: PeriodicTask[];
  drain?: DrainTask[];
  /** Jobs this process runs at once. */
  concurrency?: number;
  /** How often the runner looks for jobs whose run_at has come (new jobs wake it through LISTEN). */
  pollInterval?: number;
  maxAttempts?: number;
}

export interface RunningJobs {
  runner: Runner;
  stop(): Promise<void>;
}

function graphileLogger(): Logger {
  return new Logger(() => (level, message, meta) => {
    if (level === 'error') logger().error({ meta }, `graphile-worker: ${message}`);
    else if (level === 'warning') logger().warn({ meta }, `graphile-worker: ${message}`);
  });
}

async function timed(name: string, work: () => Promise<unknown>): Promise<void> {
  const { jobRuns, jobSeconds } = metrics();
  const end = jobSeconds.startTimer({ job: name });
  try {
    await work();
    jobRuns.inc({ job: name, outcome: 'success' });
  } catch (err) {
    jobRuns.inc({ job: name, outcome: 'failure' });
    logger().error({ err, job: name }, 'background job failed');
    throw err;
  } finally {
    end();
  }
}

function taskList(periodic: PeriodicTask[], drain: DrainTask[]): TaskList {
  const list: TaskList = {};
  for (const task of periodic) list[task.name] = () => timed(task.name, task.run);
  for (const task of drain) {
    list[task.name] = async (_payload, helpers) => {
      const deadline = Date.now() + DRAIN_TURN_MS;
      let done = 0;
      let delay = task.idleMs;
      try {
        await timed(task.name, async () => {
          for (;;) {
            const n = await task.pass();
            done += n;
            if (n === 0 || Date.now() >= deadline || helpers.abortSignal?.aborted) break;
          }
        });
        if (done > 0) delay = 0;
      } catch {
        delay = DRAIN_ERROR_MS; // logged by timed(); the job itself succeeds so the chain goes on
      }
      // This job is locked, so graphile-worker gives the key to a new job instead of replacing it.
      await helpers.addJob(task.name, {}, { jobKey: task.name, jobKeyMode: 'replace', runAt: new Date(Date.now() + delay) });
    };
  }
  return list;
}

/** `graphile_jobs{task,state}` in /metrics: waiting, running and dead jobs, read from the engine's jobs view at scrape time. */
function registerJobGauge(schema: string): void {
  const { registry } = metrics();
  if (registry.getSingleMetric('graphile_jobs')) return;
  new Gauge({
    name: 'graphile_jobs', help: 'graphile-worker jobs by task and state (waiting, running, dead).',
    labelNames: ['task', 'state'] as const, registers: [registry],
    async collect() {
      this.reset();
      const rows = await queryRows<{ task: string; state: string; n: number }>(await getDb(), sql`
        SELECT task_identifier AS task,
               CASE WHEN attempts >= max_attempts AND locked_at IS NULL THEN 'dead' WHEN locked_at IS NOT NULL THEN 'running' ELSE 'waiting' END AS state,
               count(*)::int AS n
        FROM ${sql.identifier(schema)}.jobs GROUP BY 1, 2`).catch(() => []);
      for (const row of rows) this.set({ task: row.task, state: row.state }, row.n);
    },
  });
}

export async function startGraphileRunner(options: GraphileRunnerOptions): Promise<RunningJobs> {
  const periodic = options.periodic ?? PERIODIC_TASKS;
  const drain = options.drain ?? DRAIN_TASKS;
  const maxAttempts = options.maxAttempts ?? PERIODIC_MAX_ATTEMPTS;
  const runner = await run({
    connectionString: options.connectionString,
    schema: options.schema ?? GRAPHILE_SCHEMA,
    concurrency: options.concurrency ?? 4,
    pollInterval: options.pollInterval ?? 250,
    noHandleSignals: true, // lib/server/shutdown.ts stops the runner with the rest of the process
    logger: graphileLogger(),
    taskList: taskList(periodic, drain),
    parsedCronItems: parseCronItems([
      ...periodic.map((task) => ({
        task: task.name, identifier: task.name, match: task.cron,
        options: { backfillPeriod: 0, maxAttempts, jobKey: `cron:${task.name}`, jobKeyMode: 'preserve_run_at' as const },
      })),
      ...drain.map((task) => ({
        task: task.name, identifier: `${task.name}:reseed`, match: '* * * * *',
        options: { backfillPeriod: 0, jobKey: task.name, jobKeyMode: 'preserve_run_at' as const },
      })),
    ]),
  });
  registerJobGauge(options.schema ?? GRAPHILE_SCHEMA);
  for (const task of drain) await runner.addJob(task.name, {}, { jobKey: task.name, jobKeyMode: 'preserve_run_at' });
  const outbox = drain.find((task) => task.name === 'message-outbox');
  let waking: NodeJS.Timeout | undefined;
  if (outbox) {
    // A message was queued: after a moment (the writer's transaction commits) the outbox job runs now.
    // One wake per 50 ms per process, so a stream of messages cannot postpone the pass.
    setMessageWorkerWake(() => {
      waking ??= setTimeout(() => {
        waking = undefined;
        runner.addJob(outbox.name, {}, { jobKey: outbox.name, jobKeyMode: 'replace', runAt: new Date() })
          .catch((err: unknown) => logger().warn({ err }, 'message outbox: waking the job failed'));
      }, 50);
    });
  }
  return {
    runner,
    async stop() {
      if (outbox) setMessageWorkerWake(undefined);
      if (waking) clearTimeout(waking);
      // Ends the jobs under way and hands back the locks of this process's jobs before it exits.
      await runner.stop();
    },
  };
}
