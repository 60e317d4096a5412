// npm run bench:api — GET /clubs and GET /network_nodes through the real request listener on
// PostgreSQL, beside a minimal node:http server running the same SQL. Loopback only, bounded in time.
import { CONNECTIONS, SECONDS, TABLE_HEADER, load, printRow, PG_TRANSPORT } from './harness';
import { startBenchServers } from './start-demo';

const servers = await startBenchServers(`bench_api_${Date.now()}`);
try {
  const auth = { authorization: `Bearer ${servers.token}`, accept: 'application/ld+json' };
  console.log(`PostgreSQL over ${PG_TRANSPORT}, ${CONNECTIONS} connections, ${SECONDS} s per run, loopback\n\n${TABLE_HEADER}`);
  for (const path of ['/clubs', '/network_nodes']) {
    const ours = await load('http://127.0.0.1:3201', () => `/api/demo${path}`, auth, true, servers.api);
    const floor = await load('http://127.0.0.1:3202', () => `/api/demo${path}`, {}, true, servers.baseline);
    printRow(`GET ${path}`, ours, floor);
  }
  console.log('\ntargets: ratio >= 0.5 and API p99 <= 20 ms');
} finally {
  await servers.stop();
}
