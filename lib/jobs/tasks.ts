// The app's background work as one task list, run by one of two runners: graphile-worker on
// PostgreSQL (lib/jobs/graphile-runner.ts: any number of processes, each scheduled run once, retries
// with backoff, dead jobs kept) or the in-process runner on the embedded PGlite (lib/jobs/scheduler.ts).
// Both call the same functions; each is idempotent, so a run repeated after a crash changes nothing twice.
import { runDueBillingDays } from '../domain/billing/run-due-billing-days';
import { closeDueAttendance } from '../domain/planning/mark-attendance';
import { sendWeeklyDashboards } from '../domain/insight/send-weekly-dashboards';
import { endDueSubscriptions } from '../domain/subscriptions/end-due-subscriptions';
import { runDeliveryRound } from '../events/delivery-worker';
import { deliverPendingMessages } from '../messages/deliver-messages';

export interface PeriodicTask {
  name: string;
  /** graphile-worker crontab schedule (minute granularity; each run once across processes). */
  cron: string;
  /** The in-process runner's period. */
  everyMs: number;
  run: () => Promise<unknown>;
}

/** Work due on the clock: billing days, subscriptions ending, attendance closing, the staff's weekly dashboards. */
export const PERIODIC_TASKS: PeriodicTask[] = [
  { name: 'end-due-subscriptions', cron: '* * * * *', everyMs: 60_000, run: () => endDueSubscriptions() },
  { name: 'billing-days', cron: '*/15 * * * *', everyMs: 15 * 60_000, run: () => runDueBillingDays() },
  { name: 'close-attendance', cron: '* * * * *', everyMs: 60_000, run: () => closeDueAttendance() },
  // Hourly: each subscription's Monday 07:00 comes on its club's clock; one e-mail a week each (dedupe key).
  { name: 'weekly-dashboards', cron: '5 * * * *', everyMs: 60 * 60_000, run: () => sendWeeklyDashboards() },
];

export interface DrainTask {
  name: string;
  /** Wait before the next pass when the last one found nothing. */
  idleMs: number;
  /** One pass; returns how much it did (0: nothing was due). */
  pass: () => Promise<number>;
}

/**
 * Work that must leave soon after it is written: webhook deliveries and the message outbox. On
 * graphile-worker each is one keyed job that re-queues itself (lib/jobs/graphile-runner.ts); their
 * own claims (tenant leases, outbox row claims) keep two processes from sending one item twice.
 */
export const DRAIN_TASKS: DrainTask[] = [
  { name: 'webhook-delivery', idleMs: 250, pass: () => runDeliveryRound() },
  {
    name: 'message-outbox', idleMs: 2_000,
    pass: async () => { const p = await deliverPendingMessages(); return p.sent + p.retried + p.failed; },
  },
];
