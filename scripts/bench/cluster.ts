// npm run bench:cluster — several app processes on one PostgreSQL behave as one (CONTRACT §13).
// For 1 then 3 processes (BENCH_PROCESSES=N runs one count), each on a fresh demo database: N app
// processes (scripts/bench/serve-app.ts: the API and the webhook worker) behind a round-robin proxy
// (cluster/proxy.ts), and at once (cluster/load.ts):
//  - bookings: BENCH_BOOKINGS (2,000) POST /attendees on one class of 50 seats and 100 queue places;
//  - checkouts: BENCH_CHECKOUTS (1,000) sales paid in cash, as bench:sales makes them;
//  - provider events: BENCH_EVENTS (500) signed sandbox payment events, each delivered twice at once;
//  - billing: a billing day for BENCH_SUBSCRIPTIONS (10,000) direct-debit subscriptions, 500 a club,
//    each club's POST /billing_runs sent to two processes at once;
//  - webhooks: the tenant's endpoint is a receiver here, counting deliveries per webhook-id.
// Then, in SQL (cluster/checks.ts): seats exact, money conserved, each event applied once, each
// installment invoiced once, each webhook delivered once. Prints throughput and p99 per part, PASS/FAIL
// per check; exits 1 on a failure. Loopback only; databases dropped afterwards (BENCH_KEEP_DB=1 keeps them).
import type { ChildProcess } from 'node:child_process';
import { partnerToken, PG_TRANSPORT, startChild, stopChildren } from './harness';
import { startDemoDatabase } from './start-demo';
import { runChecks, type Check } from './cluster/checks';
import { clientAgent, newPart, type Part } from './cluster/client';
import { awaitWebhooks, runLoad } from './cluster/load';
import { startProxy, startReceiver } from './cluster/proxy';
import { preparePayments, seedCluster } from './cluster/seed';
import { CLIENTS, PROCESSES, PROVIDER_SECRET, PROXY_PORT } from './cluster/settings';

async function runWith(processes: number): Promise<{ parts: Part[]; checks: Check[] }> {
  const demo = await startDemoDatabase(`bench_cluster_${processes}_${Date.now()}`);
  const children: ChildProcess[] = [];
  const receiver = await startReceiver();
  let proxy: Awaited<ReturnType<typeof startProxy>> | undefined;
  try {
    const seed = await seedCluster(demo, receiver.port);
    const ports = Array.from({ length: processes }, (_, i) => PROXY_PORT + 1 + i);
    for (const port of ports) children.push(await startChild('scripts/bench/serve-app.ts', { DATABASE_URL: demo.url, PORT: String(port), PAYMENTS_SANDBOX_SECRET: PROVIDER_SECRET }));
    proxy = await startProxy(ports, PROXY_PORT);
    const base = `http://127.0.0.1:${PROXY_PORT}`;
    const partner = await partnerToken(base, 'demo', 'demo-partner', 'demo-partner-secret');
    const admin = await partnerToken(base, 'demo', 'demo-admin', 'demo-admin-secret');
    const references = await preparePayments(demo, seed, partner);

    const load = await runLoad({ seed, references, ports, partner, admin, processes });
    const webhooks = newPart('webhooks (to the receiver)', 0, 'deliveries');
    const wanted = await awaitWebhooks(demo, seed, receiver, webhooks, load.started);
    const checks = await runChecks({ demo, seed, references, load, receiver, wanted });
    console.log(`all parts done in ${load.allSeconds.toFixed(1)} s (webhooks delivered by ${webhooks.seconds.toFixed(1)} s)`);
    console.log(`proxy: ${proxy.log.resent} requests sent again after a reused keep-alive socket was found closed; `
      + `${proxy.log.failures.length} upstream failures${proxy.log.failures.length ? `: ${proxy.log.failures.slice(0, 3).join('; ')}` : ''}`);
    return { parts: [load.bookings, load.checkouts, load.events, load.billing, webhooks], checks };
  } finally {
    proxy?.server.close();
    receiver.server.close();
    await stopChildren(children);
    await demo.drop();
  }
}

const pct = (list: number[], p: number) => {
  const sorted = [...list].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
};

console.log(`PostgreSQL over ${PG_TRANSPORT}; app processes behind a round-robin proxy, loopback; ${CLIENTS} clients per part`);
let failed = false;
for (const processes of PROCESSES) {
  const { parts, checks } = await runWith(processes);
  console.log(`${'part'.padEnd(46)}| ${'done'.padStart(6)} | ${'per s'.padStart(7)} | p99 ms | errors`);
  for (const part of parts) {
    console.log(`${part.name.padEnd(46)}| ${String(part.count).padStart(6)} | ${(part.count / part.seconds).toFixed(0).padStart(7)} | `
      + `${part.times.length ? pct(part.times, 0.99).toFixed(0).padStart(6) : '     -'} | ${part.errors.length}${part.errors.length ? ` (${part.errors.slice(0, 2).join('; ')})` : ''}`);
    if (part.errors.length) failed = true;
  }
  for (const check of checks) {
    console.log(`${check.ok ? 'PASS' : 'FAIL'}  ${check.name}: ${check.detail}`);
    if (!check.ok) failed = true;
  }
}
clientAgent.destroy();
console.log('\ntarget: every check PASS, no errors');
process.exitCode = failed ? 1 : 0;
