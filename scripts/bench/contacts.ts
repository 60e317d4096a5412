// npm run bench:contacts — GET /contacts?email= and GET /network/contact_search?email= for random
// contacts among 200,000 on PostgreSQL, through the real request listener, beside a minimal
// node:http server running the same SQL. Loopback only, bounded in time.
import { sql } from 'drizzle-orm';
import { CONNECTIONS, SECONDS, TABLE_HEADER, load, printRow, PG_TRANSPORT } from './harness';
import { startBenchServers } from './start-demo';

const CONTACTS = Number(process.env.BENCH_CONTACTS ?? 200_000);

async function seedContacts(tenantId: number) {
  const { getDb } = await import('../../lib/db/client');
  const db = await getDb();
  await db.execute(sql`
    INSERT INTO contacts (tenant_id, number, club_id, email, family_name, given_name, birth_date, mobile, state)
    SELECT ${tenantId}, 'B' || lpad(g::text, 7, '0'),
      (SELECT id FROM clubs WHERE tenant_id = ${tenantId} ORDER BY id OFFSET (g % 3) LIMIT 1),
      'member' || g || '+club@bench.test', 'Family' || g, 'Given' || g, date '1960-01-01' + (g % 20000),
      '+336' || lpad(g::text, 8, '0'), 'client'
    FROM generate_series(1, ${CONTACTS}) g`);
  // One contact in ten carries a tag, as members with a badge or a promotion would.
  await db.execute(sql`
    INSERT INTO contact_tags (tenant_id, contact_id, name, valid_from)
    SELECT tenant_id, id, 'promo_' || (id % 7), date '2026-01-01' FROM contacts WHERE tenant_id = ${tenantId} AND id % 10 = 0`);
  await db.execute(sql`ANALYZE contacts`);
  await db.execute(sql`ANALYZE contact_tags`);
}

const servers = await startBenchServers(`bench_contacts_${Date.now()}`, async (tenantId) => {
  const started = Date.now();
  await seedContacts(tenantId);
  console.log(`seeded ${CONTACTS} contacts in ${((Date.now() - started) / 1000).toFixed(1)} s`);
});
const randomEmail = () => encodeURIComponent(`member${1 + Math.floor(Math.random() * CONTACTS)}+club@bench.test`);
try {
  const auth = { authorization: `Bearer ${servers.token}`, accept: 'application/ld+json' };
  console.log(`PostgreSQL over ${PG_TRANSPORT}, ${CONNECTIONS} connections, ${SECONDS} s per run, loopback\n\n${TABLE_HEADER}`);
  for (const path of ['/contacts', '/network/contact_search']) {
    const ours = await load('http://127.0.0.1:3201', () => `/api/demo${path}?email=${randomEmail()}`, auth, true, servers.api);
    const floor = await load('http://127.0.0.1:3202', () => `/api/demo${path}?email=${randomEmail()}`, {}, true, servers.baseline);
    printRow(`GET ${path}?email=`, ours, floor);
  }
  console.log('\ntarget: API p99 <= 20 ms');
} finally {
  await servers.stop();
}
