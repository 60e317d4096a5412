// One process: the partner API (Hono) on /api/* except /api/auth/* (next-auth), Next for the rest,
// the operator's /healthz, /readyz and /metrics, and one JSON log line per request.
// `npm start -- --workers N` runs N such processes on one port (lib/server/cluster.ts, PostgreSQL only).
// Written for Next and next-auth, which read them themselves (lib/env.ts reads AUTH_TRUST_HOST late).
// eslint-disable-next-line no-restricted-properties
process.env.NEXT_TELEMETRY_DISABLED = '1';
// eslint-disable-next-line no-restricted-properties
process.env.AUTH_TRUST_HOST ??= 'true';

import next from 'next';
import { config } from './lib/config';
import { env } from './lib/env';
import { closeDatabase, databaseKind, prepareDatabase } from './lib/db/client';
import { logger } from './lib/log/logger';
import { authSecret } from './lib/secrets/auth-secret';
import { startDeliveryWorker } from './lib/events/delivery-worker';
import { startGraphileRunner } from './lib/jobs/graphile-runner';
import { startScheduler } from './lib/jobs/scheduler';
import { DRAIN_TASKS } from './lib/jobs/tasks';
import { startMessageWorker } from './lib/messages/message-worker';
import { DEMO_CREDENTIALS, seedDemo } from './lib/seed/demo';
import { isClusterWorker, runPrimary, workersFromArgs } from './lib/server/cluster';
import { createHttpServer } from './lib/server/http-server';
import { createRequestListener } from './lib/server/request-listener';
import { shutdownOnSignals } from './lib/server/shutdown';

/** Migrations, the signing secret, the sandbox demo: once, before any request is served. */
async function prepare() {
  await prepareDatabase();
  await authSecret(); // AUTH_SECRET, or the one kept with the data: next-auth reads it synchronously
  if (config.isSandbox && env.SEED && (await seedDemo())) logger().info('sandbox demo data seeded');
}

async function main() {
  const workers = workersFromArgs(process.argv.slice(2));
  if (workers > 1 && !isClusterWorker()) {
    // PGlite is one process's file: several processes need PostgreSQL.
    if (!config.databaseUrl) throw new Error('--workers needs DATABASE_URL (PostgreSQL): the embedded database serves one process.');
    await prepare();
    await closeDatabase();
    runPrimary(workers);
    announce(env.NODE_ENV !== 'production', workers);
    return;
  }
  if (isClusterWorker()) {
    // The primary has migrated and seeded: a worker opens its pool and reads the signing secret.
    await prepareDatabase();
    await authSecret();
  } else await prepare();

  const dev = env.NODE_ENV !== 'production';
  // Where Next can reach this process: a server action that redirects (sign-in, sign-out) has its
  // target page rendered by fetching it here, in the same answer; unset, Next tries port 3000 and
  // falls back to a second round trip from the browser.
  const nextApp = next({ dev, dir: process.cwd(), hostname: '127.0.0.1', port: config.port });
  await nextApp.prepare();
  // Header, request and keep-alive timeouts and a connection cap: lib/server/http-server.ts.
  const server = createHttpServer(createRequestListener(nextApp.getRequestHandler()));
  server.listen(config.port, () => { if (!isClusterWorker()) announce(dev, 1); });
  // SIGTERM: drain the requests in flight (25 s at most), stop the background work, close the pool, exit 0.
  shutdownOnSignals({ server, background: await startBackgroundWork() });
}

/**
 * PostgreSQL: graphile-worker runs webhook delivery, the outbox and the periodic tasks, shared by every
 * process on the database (lib/jobs/graphile-runner.ts). PGlite: the same tasks on this process's timers.
 */
async function startBackgroundWork(): Promise<(() => Promise<void>)[]> {
  if (config.databaseUrl) {
    const jobs = await startGraphileRunner({
      connectionString: config.databaseUrl,
      drain: DRAIN_TASKS.filter((task) => (task.name === 'webhook-delivery' ? env.WEBHOOK_WORKER : env.MESSAGE_WORKER)),
    });
    return [() => jobs.stop()];
  }
  const worker = !env.WEBHOOK_WORKER ? null : startDeliveryWorker();
  const scheduler = startScheduler();
  // E-mails and SMS leave the message outbox here, after the transactions that wrote them commit.
  const messages = !env.MESSAGE_WORKER ? null : startMessageWorker();
  return [() => scheduler.stop(), () => worker?.stop() ?? Promise.resolve(), () => messages?.stop() ?? Promise.resolve()];
}

async function announce(dev: boolean, processes: number) {
  const base = `http://localhost:${config.port}`;
  const lines = [
    `Club management service ${dev ? '(development)' : ''} on ${base} — database: ${config.databaseUrl ? 'postgres' : await databaseKind()}, `
      + `APP_ENV=${config.env}${processes > 1 ? `, ${processes} processes` : ''}`,
    `  Partner API reference  ${base}/api/docs   (OpenAPI: ${base}/api/openapi.json)`,
    `  Health                 ${base}/healthz, ${base}/readyz, ${base}/metrics`,
  ];
  if (config.isSandbox) {
    lines.push(
      `  Staff back office      ${base}/demo/admin   (${DEMO_CREDENTIALS.staff.email} / ${DEMO_CREDENTIALS.staff.password}; `
        + `${DEMO_CREDENTIALS.otherStaff.map((s) => `${s.email} / ${s.password} as ${s.role}`).join(', ')})`,
      `  Member portal          ${base}/demo   (${DEMO_CREDENTIALS.members.join(', ')}: sign-in codes at ${base}/demo/admin/sandbox/messages)`,
      `  API clients            ${DEMO_CREDENTIALS.clients.map((c) => `${c.clientId} / ${c.clientSecret} (${c.tenant}, ${c.scope})`).join('; ')}`,
    );
  }
  console.log(lines.join('\n'));
}

main().catch((error: unknown) => {
  logger().fatal({ err: error }, 'start-up failed');
  console.error(error);
  process.exit(1);
});
