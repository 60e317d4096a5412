// npm run bench:catalog — on PostgreSQL, with 200 clubs, 2,000 products and 10,000 offers: through the
// real request listener, beside a minimal node:http server running the same SQL (and the same debit
// arithmetic),
// 1. GET /products in a full context (a channel, a club, a member of that club, a date), from random
//    members of random clubs;
// 2. GET /offers/{id}/debit_schedule of random offers, start dates and debit days.
// Targets: API throughput at least half the baseline's, API p99 <= 20 ms, at 32 connections.
// BENCH_CLUBS, BENCH_PRODUCTS, BENCH_CONTACTS and BENCH_SECONDS shrink it for a smoke run. Loopback only.
import { CLUBS, CONTACTS, OFFERS_PER_PRODUCT, PRODUCTS, seedCatalogNetwork, type CatalogSeed } from './catalog-seed';
import { CONNECTIONS, PG_TRANSPORT, SECONDS, TABLE_HEADER, load, printRow } from './harness';
import { API, BASELINE, startBenchServers } from './start-demo';

let seed: CatalogSeed = { members: [], offers: [] };
const servers = await startBenchServers(`bench_catalog_${Date.now()}`, async (tenantId) => {
  const started = Date.now();
  seed = await seedCatalogNetwork(tenantId);
  console.log(`seeded ${CLUBS} clubs, ${PRODUCTS} products, ${PRODUCTS * OFFERS_PER_PRODUCT} offers, ${CONTACTS} members in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}, { baseline: 'scripts/bench/serve-catalog-baseline.ts' });

const pick = <T>(list: T[]): T => list[Math.floor(Math.random() * list.length)]!;
/** A date within the coming year. */
function someDate(): string {
  return new Date(Date.now() + Math.floor(Math.random() * 365) * 86_400_000).toISOString().slice(0, 10);
}

function productsPath(): string {
  const member = pick(seed.members);
  const query = new URLSearchParams({
    'context[channel]': pick(['club', 'web', 'terminal']), 'context[club]': `/demo/clubs/${member.clubId}`,
    'context[contactId]': `/demo/contacts/${member.id}`, 'context[date]': someDate(),
  });
  return `/api/demo/products?${query}`;
}

function schedulePath(): string {
  const offer = pick(seed.offers);
  const query = new URLSearchParams({ startDate: someDate() });
  if (offer.rhythm === 'monthly') query.set('debitDay', String(1 + Math.floor(Math.random() * 28)));
  if (offer.rhythm === 'week4') query.set('debitWeekDay', String(Math.floor(Math.random() * 7)));
  return `/api/demo/offers/${offer.id}/debit_schedule?${query}`;
}

try {
  const auth = { authorization: `Bearer ${servers.token}`, accept: 'application/ld+json' };
  const sample = await fetch(`${API}${productsPath()}`, { headers: auth });
  const body = (await sample.json()) as { 'hydra:totalItems': number; 'hydra:member': unknown[] };
  console.log(`a member's catalog: ${body['hydra:totalItems']} products, ${body['hydra:member'].length} on the first page (status ${sample.status})`);
  console.log(`PostgreSQL over ${PG_TRANSPORT}, ${CONNECTIONS} connections, ${SECONDS} s per run, loopback\n\n${TABLE_HEADER}`);
  for (const [label, path] of [['GET /products (full context)', productsPath], ['GET /offers/{id}/debit_schedule', schedulePath]] as const) {
    const ours = await load(API, path, auth, true, servers.api);
    const floor = await load(BASELINE, path, {}, true, servers.baseline);
    // printRow checks the API's answers; a failing baseline would flatter the ratio.
    if (floor.non2xx || floor.errors) throw new Error(`baseline ${label}: ${floor.non2xx} non-2xx answers, ${floor.errors} errors`);
    printRow(label, ours, floor);
  }
  console.log('\ntarget: ratio >= 0.5, API p99 <= 20 ms');
} finally {
  await servers.stop();
}
