// One process: the partner API (Hono) on /api/* except /api/auth/* (next-auth), Next for the rest,
// and one JSON log line per request.
process.env.NEXT_TELEMETRY_DISABLED = '1';
process.env.AUTH_TRUST_HOST ??= 'true';

import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import next from 'next';
import { createApiApp } from './lib/api/app';
import { config } from './lib/config';
import { closeDatabase, databaseKind, prepareDatabase } from './lib/db/client';
import { logger } from './lib/log/logger';
import { DEMO_CREDENTIALS, seedDemo } from './lib/seed/demo';

const isApi = (url: string) => url.startsWith('/api/') && !url.startsWith('/api/auth/');
const tenantOf = (url: string) => /^\/(?:api\/)?([A-Za-z0-9_-]+)/.exec(url)?.[1];

function logRequests(req: IncomingMessage, res: ServerResponse, started: bigint) {
  res.on('finish', () => {
    logger().info({
      requestId: req.headers['x-request-id'],
      method: req.method,
      url: req.url,
      tenant: tenantOf(req.url ?? ''),
      status: res.statusCode,
      durationMs: Number((process.hrtime.bigint() - started) / 1000n) / 1000,
    }, 'request');
  });
}

async function main() {
  await prepareDatabase();
  if (config.isSandbox && process.env.SEED !== '0' && (await seedDemo())) logger().info('sandbox demo data seeded');

  const dev = process.env.NODE_ENV !== 'production';
  const nextApp = next({ dev, dir: process.cwd() });
  await nextApp.prepare();
  const handleNext = nextApp.getRequestHandler();
  const handleApi = getRequestListener(createApiApp().fetch);

  const server = createServer((req, res) => {
    const started = process.hrtime.bigint();
    req.headers['x-request-id'] ??= randomUUID();
    res.setHeader('x-request-id', req.headers['x-request-id']);
    logRequests(req, res, started);
    const url = req.url ?? '/';
    if (isApi(url)) void handleApi(req, res);
    else void handleNext(req, res);
  });
  server.listen(config.port, () => announce(dev));

  const stop = () => {
    server.close(() => void closeDatabase().finally(() => process.exit(0)));
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
      `  Staff back office      ${base}/demo/admin   (${DEMO_CREDENTIALS.staff.email} / ${DEMO_CREDENTIALS.staff.password})`,
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
