// npx tsx scripts/bench/count-queries.ts — one checkout of bench:sales, in process on a fresh PostgreSQL
// database, printing each call's statements (round trips to the database): where the per-call work is.
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { dropDatabase, freshDatabase } from './harness';

const database = `bench_count_${Date.now()}`;
await freshDatabase(database);
const { seedDemo } = await import('../../lib/seed/demo');
await seedDemo();
const { getDb } = await import('../../lib/db/client');
const db = await getDb();
const rows = async <T,>(query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;
const [club] = await rows<{ id: number; code: string }>(sql`SELECT id, code FROM clubs ORDER BY id LIMIT 1`);
const [contact] = await rows<{ id: number }>(sql`
  INSERT INTO contacts (tenant_id, number, club_id, email, family_name, given_name, birth_date, state, street_address, postal_code, address_locality, address_country)
  SELECT tenant_id, 'Q0000001', id, 'buyer@count.test', 'Buyer', 'Given', date '1980-01-01', 'prospect', '1 rue du Banc', '75011', 'Paris', 'France'
  FROM clubs WHERE id = ${club!.id} RETURNING id`);
const offer = async (name: string) => (await rows<{ id: number; price: number }>(sql`
  SELECT o.id, o.price_ti AS price FROM offers o JOIN products p ON p.id = o.product_id WHERE o.name = ${name} AND p.club_id = ${club!.id} LIMIT 1`))[0]!;
const articles = [await offer('10 sessions'), await offer('Water bottle')];

const seen: string[] = [];
const original = pg.Client.prototype.query;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  const first = args[0] as string | { text?: string; name?: string };
  seen.push(typeof first === 'string' ? first : `${first.name ? `[${first.name}] ` : ''}${first.text ?? ''}`);
  return (original as (...a: unknown[]) => unknown).apply(this, args);
} as typeof original;

const { partnerToken } = await import('./harness');
const { createRequestListener } = await import('../../lib/server/request-listener');
const { createServer } = await import('node:http');
const server = createServer(createRequestListener((_q, r) => { r.statusCode = 404; r.end(); }));
await new Promise<void>((r) => server.listen(3299, r));
const token = await partnerToken('http://127.0.0.1:3299', 'demo', 'demo-partner', 'demo-partner-secret');
async function call(label: string, method: string, path: string, body?: unknown, key?: string) {
  seen.length = 0;
  const started = performance.now();
  const res = await fetch(`http://127.0.0.1:3299/api/demo${path}`, { method, ...(body ? { body: JSON.stringify(body) } : {}),
    headers: { authorization: `Bearer ${token}`, accept: 'application/json', 'content-type': 'application/json', ...(key ? { 'idempotency-key': key } : {}) } });
  const text = await res.text();
  console.log(`\n## ${label}: ${res.status}, ${seen.length} statements, ${(performance.now() - started).toFixed(1)} ms`);
  for (const s of seen) console.log('  -', s.replace(/\s+/g, ' ').slice(0, Number(process.env.SQL_WIDTH ?? 160)));
  return text ? JSON.parse(text) : null;
}
await call('warm-up GET /clubs', 'GET', '/clubs');
const sale = await call('POST /sales', 'POST', '/sales', { contactId: `/demo/contacts/${contact!.id}`, clubId: `/demo/clubs/${club!.id}`, clubCode: club!.code });
for (const a of articles) await call('POST articles', 'POST', `/sales/${sale.id}/articles`, { offerId: `/demo/offers/${a.id}` });
for (let i = 0; i < Number(process.env.CHECKS ?? 1); i++) await call('GET check', 'GET', `/sales/${sale.id}/check`);
const total = articles.reduce((s, a) => s + Number(a.price), 0);
await call('POST payments', 'POST', `/sales/${sale.id}/payments`, { amount: total, mean: 'cash' }, `k-${sale.id}`);
pg.Client.prototype.query = original;
server.close();
await dropDatabase(database);
process.exit(0);
