// One process: the partner API (Hono) on /api/* except /api/auth/* (next-auth), Next for the rest,
// and one JSON log line per request.
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
import { startScheduler } from './lib/jobs/scheduler';
import { DEMO_CREDENTIALS, seedDemo } from './lib/seed/demo';
import { createHttpServer } from './lib/server/http-server';
import { createRequestListener } from './lib/server/request-listener';

async function main() {
  await prepareDatabase();
  await authSecret(); // AUTH_SECRET, or the one kept with the data: next-auth reads it synchronously
  if (config.isSandbox && env.SEED && (await seedDemo())) logger().info('sandbox demo data seeded');

  const dev = env.NODE_ENV !== 'production';
  // Where Next can reach this process: a server action that redirects (sign-in, sign-out) has its
  // target page rendered by fetching it here, in the same answer; unset, Next tries port 3000 and
  // falls back to a second round trip from the browser.
  const nextApp = next({ dev, dir: process.cwd(), hostname: '127.0.0.1', port: config.port });
  await nextApp.prepare();
  // Header, request and keep-alive timeouts and a connection cap: lib/server/http-server.ts.
  const server = createHttpServer(createRequestListener(nextApp.getRequestHandler()));
  server.listen(config.port, () => announce(dev));
  // Webhook delivery runs in this process; several processes on one PostgreSQL share the work.
  const worker = !env.WEBHOOK_WORKER ? null : startDeliveryWorker();
  const scheduler = startScheduler();

  const stop = () => {
    scheduler.stop();
    server.close(() => void (worker?.stop() ?? Promise.resolve()).then(closeDatabase).finally(() => process.exit(0)));
    setTimeout(() => process.exit(0), 5000).unref();
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

async function announce(dev: boolean) {
  const base = `http://localhost:${config.port}`;
  const lines = [
    `Club management service ${dev ? '(development)' : ''} on ${base} — database: ${await databaseKind()}, APP_ENV=${config.env}`,
    `  Partner API reference  ${base}/api/docs   (OpenAPI: ${base}/api/openapi.json)`,
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
