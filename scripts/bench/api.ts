// npm run bench:api — GET /clubs and GET /network_nodes through the real request listener on
// PostgreSQL, beside a minimal node:http server running the same SQL. Loopback only, bounded in time.
import { CONNECTIONS, SECONDS, TABLE_HEADER, dropDatabase, freshDatabase, load, partnerToken, printRow, startChild, stopChildren } from './harness';

const DATABASE = `bench_api_${Date.now()}`;

async function main() {
  const databaseUrl = await freshDatabase(DATABASE);
  const { seedDemo } = await import('../../lib/seed/demo');
  await seedDemo();
  const { findTenantByToken } = await import('../../lib/domain/tenancy/find-tenant');
  const tenant = (await findTenantByToken('demo'))!;
  const env = { DATABASE_URL: databaseUrl, BENCH_TENANT_ID: String(tenant.id) };
  const children = [
    await startChild('scripts/bench/serve-api.ts', { ...env, PORT: '3201' }),
    await startChild('scripts/bench/serve-baseline.ts', { ...env, PORT: '3202' }),
  ];
  try {
    const token = await partnerToken('http://127.0.0.1:3201', 'demo', 'demo-partner', 'demo-partner-secret');
    const auth = { authorization: `Bearer ${token}`, accept: 'application/ld+json' };
    console.log(`PostgreSQL, ${CONNECTIONS} connections, ${SECONDS} s per run, loopback\n\n${TABLE_HEADER}`);
    for (const path of ['/clubs', '/network_nodes']) {
      const ours = await load('http://127.0.0.1:3201', () => `/api/demo${path}`, auth);
      const floor = await load('http://127.0.0.1:3202', () => `/api/demo${path}`, {});
      printRow(`GET ${path}`, ours, floor);
    }
    console.log('\ntargets: ratio >= 0.5 and API p99 <= 20 ms');
  } finally {
    await stopChildren(children);
    await dropDatabase(DATABASE);
  }
}

await main();
