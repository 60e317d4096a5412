// PostgreSQL only: two graphile-worker runners (as two app processes would start) on one database.
// A crontab task runs once per minute between them; a failing task is retried with backoff and then
// kept as a dead job with its error; webhook deliveries and outbox messages leave once each.
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { getDb } from '../../lib/db/client';
import { queryRows } from '../../lib/db/raw';
import { messageOutbox } from '../../lib/db/schema';
import { listFailedJobs } from '../../lib/domain/jobs/list-failed-jobs';
import { runDeliveryRound } from '../../lib/events/delivery-worker';
import { startGraphileRunner, type GraphileRunnerOptions, type RunningJobs } from '../../lib/jobs/graphile-runner';
import type { DrainTask, PeriodicTask } from '../../lib/jobs/tasks';
import { deliverPendingMessages } from '../../lib/messages/deliver-messages';
import { queueMessage } from '../../lib/messages/queue-message';
import { createTenantFixture } from '../factories';
import { configureEndpoint, emit } from '../events/helpers';
import { startReceiver, type Receiver } from '../events/receiver';

const schemas: string[] = [];
let runners: RunningJobs[] = [];
let receiver: Receiver | undefined;

/** Two runners on one database, each with its own pool, in a graphile schema of this test's own. */
async function startTwo(options: Omit<GraphileRunnerOptions, 'connectionString' | 'schema'>) {
  const schema = `gw_test_${randomUUID().slice(0, 8)}`;
  schemas.push(schema);
  const base = { connectionString: process.env.DATABASE_URL!, schema, pollInterval: 100, ...options };
  // One after the other: both would run graphile-worker's migrations of the new schema at once otherwise.
  runners.push(await startGraphileRunner(base));
  runners.push(await startGraphileRunner(base));
  return schema;
}

afterEach(async () => {
  await Promise.all(runners.map((r) => r.stop()));
  runners = [];
  await receiver?.close();
  receiver = undefined;
});
afterAll(async () => {
  const db = await getDb();
  for (const schema of schemas) await db.execute(sql`DROP SCHEMA IF EXISTS ${sql.identifier(schema)} CASCADE`);
});

describe('graphile-worker on one PostgreSQL, two runners', () => {
  it('runs a crontab task once per schedule across the runners', { timeout: 150_000 }, async () => {
    let runs = 0;
    const tick: PeriodicTask = { name: 'tick', cron: '* * * * *', everyMs: 60_000, run: async () => { runs += 1; } };
    await startTwo({ periodic: [tick], drain: [] });
    // Two minute boundaries pass: two runs, not four.
    const firstBoundary = Math.ceil(Date.now() / 60_000) * 60_000;
    await new Promise((resolve) => setTimeout(resolve, firstBoundary + 60_000 + 5_000 - Date.now()));
    expect(runs).toBe(2);
  });

  it('retries a failing task with backoff, then keeps it dead with its last error', { timeout: 60_000 }, async () => {
    let attempts = 0;
    const attemptAt: number[] = [];
    const boom: PeriodicTask = {
      name: 'boom', cron: '0 0 1 1 *', everyMs: 0,
      run: async () => { attempts += 1; attemptAt.push(Date.now()); throw new Error(`billing day failed (attempt ${attempts})`); },
    };
    const schema = await startTwo({ periodic: [boom], drain: [], maxAttempts: 2 });
    await runners[0]!.runner.addJob('boom', {}, { maxAttempts: 2 });
    const dead = await vi.waitFor(async () => {
      const page = await listFailedJobs({ page: { page: 1, itemsPerPage: 20 }, schema });
      expect(page.totalItems).toBe(1);
      expect(page.items[0]!.state).toBe('dead'); // listed as retrying between the two attempts
      return page.items[0]!;
    }, { timeout: 30_000, interval: 200 });
    expect(attempts).toBe(2);
    // graphile-worker's backoff: the second attempt waits exp(1) ≈ 2.7 s after the first failure.
    expect(attemptAt[1]! - attemptAt[0]!).toBeGreaterThanOrEqual(2_000);
    expect(dead).toMatchObject({ task: 'boom', state: 'dead', attempts: 2, maxAttempts: 2, nextAttemptAt: null, lastError: expect.stringContaining('attempt 2') });
    // Dead means kept, not run again.
    await new Promise((resolve) => setTimeout(resolve, 4_000));
    expect(attempts).toBe(2);
  });

  it('keeps a one-minute task that keeps failing in sight, though its schedule re-queues it before it dies', { timeout: 60_000 }, async () => {
    let attempts = 0;
    const minutely: PeriodicTask = {
      name: 'minutely', cron: '0 0 1 1 *', everyMs: 0,
      run: async () => { attempts += 1; throw new Error(`attendance closing failed (attempt ${attempts})`); },
    };
    const schema = await startTwo({ periodic: [minutely], drain: [] });
    // What the crontab item does each minute (lib/jobs/graphile-runner.ts): the same key, re-queued.
    const requeue = () => runners[0]!.runner.addJob('minutely', {}, { maxAttempts: 5, jobKey: 'cron:minutely', jobKeyMode: 'preserve_run_at' });
    const failing = () => vi.waitFor(async () => {
      const page = await listFailedJobs({ page: { page: 1, itemsPerPage: 20 }, schema });
      expect(page.totalItems).toBe(1);
      expect(page.items[0]!.lastError).toContain(`attempt ${attempts}`);
      return page.items[0]!;
    }, { timeout: 20_000, interval: 100 });

    await requeue();
    const first = await failing();
    expect(first).toMatchObject({ task: 'minutely', state: 'retrying', attempts: 1, maxAttempts: 5 });
    expect(first.nextAttemptAt!.getTime()).toBeGreaterThan(first.failedAt.getTime());
    // The next minute's re-queue resets its attempts and error (graphile-worker's add_job): it runs at
    // once, fails, and is listed again, never dead and never out of sight for long.
    await requeue();
    await vi.waitFor(() => expect(attempts).toBe(2), { timeout: 20_000, interval: 100 });
    expect(await failing()).toMatchObject({ task: 'minutely', state: 'retrying', attempts: 1, lastError: expect.stringContaining('attempt 2') });
  });

  it('delivers each webhook and sends each queued message once', { timeout: 90_000 }, async () => {
    receiver = await startReceiver(200, 0);
    const fx = await createTenantFixture();
    await configureEndpoint(fx.tenant, receiver.url);
    let sent = 0;
    const drain: DrainTask[] = [
      { name: 'webhook-delivery', idleMs: 100, pass: () => runDeliveryRound({ tenantIds: [fx.tenant.id], allowLoopback: true }) },
      {
        name: 'message-outbox', idleMs: 1_000,
        pass: async () => { const p = await deliverPendingMessages({ tenantIds: [fx.tenant.id] }); sent += p.sent; return p.sent + p.retried + p.failed; },
      },
    ];
    await startTwo({ periodic: [], drain });
    const db = await getDb();
    for (let i = 1; i <= 60; i += 1) {
      await emit(fx.tenant.id, 'contact.updated', { contactId: `/${fx.token}/contacts/${i}`, clubId: `/${fx.token}/clubs/${fx.clubs.a}` }, fx.clubs.a);
      if (i % 2 === 0) {
        await queueMessage(db, { tenantId: fx.tenant.id, channel: 'email', to: `m${i}@example.com`, subject: 'Hello', body: 'Hi', dedupeKey: `test:${i}` });
      }
    }
    await vi.waitFor(async () => {
      expect(new Set(receiver!.received.map((r) => r.headers['webhook-id'])).size).toBe(60);
      const [left] = await queryRows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM message_outbox WHERE tenant_id = ${fx.tenant.id} AND state <> 'sent'`);
      expect(left!.n).toBe(0);
    }, { timeout: 60_000, interval: 100 });
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(receiver.received.length).toBe(60);
    expect(sent).toBe(30);
    const rows = await db.select({ attempts: messageOutbox.attempts }).from(messageOutbox).where(eq(messageOutbox.tenantId, fx.tenant.id));
    expect(rows.length).toBe(30);
  });
});
