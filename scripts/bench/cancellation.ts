// npm run bench:cancellation — GET /subscriptions/{id}/cancellation_dates and
// POST /subscriptions/{id}/online_cancellation among 100,000 subscriptions on PostgreSQL, through
// the real request listener. Each online cancellation cancels a subscription not cancelled before.
// Loopback only, bounded in time.
import { sql } from 'drizzle-orm';
import { CONNECTIONS, SECONDS, load, PG_TRANSPORT } from './harness';
import { startBenchServers } from './start-demo';

const SUBSCRIPTIONS = Number(process.env.BENCH_SUBSCRIPTIONS ?? 100_000);

async function seedSubscriptions(tenantId: number): Promise<{ firstId: number; clubId: number }> {
  const { getDb } = await import('../../lib/db/client');
  const db = await getDb();
  const club = await db.execute(sql`SELECT id FROM clubs WHERE tenant_id = ${tenantId} AND code = 'PB'`) as unknown as { rows: { id: number }[] };
  const clubId = club.rows[0]!.id;
  // Online cancellation on, no quota, no notice: every subscription can be cancelled on its next renewal date.
  await db.execute(sql`UPDATE clubs SET online_cancellation = online_cancellation || '{"dailyQuota": null, "noticePeriodDays": 0, "prohibitedTags": []}'::jsonb
    WHERE tenant_id = ${tenantId} AND id = ${clubId}`);
  await db.execute(sql`
    INSERT INTO contacts (tenant_id, number, club_id, email, family_name, given_name, state)
    SELECT ${tenantId}, 'S' || lpad(g::text, 7, '0'), ${clubId}, 'sub' || g || '@bench.test', 'Family' || g, 'Given' || g, 'client'
    FROM generate_series(1, ${SUBSCRIPTIONS}) g`);
  const first = await db.execute(sql`
    INSERT INTO subscriptions (tenant_id, contact_id, club_id, name, payment_type, start_date, rhythm_billing)
    SELECT ${tenantId}, c.id, ${clubId}, 'Monthly', 'direct_debit', date '2025-01-15', 'monthly'
    FROM contacts c WHERE c.tenant_id = ${tenantId} AND c.email LIKE 'sub%@bench.test' ORDER BY c.id
    RETURNING id`) as unknown as { rows: { id: number }[] };
  await db.execute(sql`ANALYZE`);
  return { firstId: Math.min(...first.rows.map((r) => r.id)), clubId };
}

let seeded = { firstId: 0, clubId: 0 };
const servers = await startBenchServers(`bench_cancellation_${Date.now()}`, async (tenantId) => {
  const started = Date.now();
  seeded = await seedSubscriptions(tenantId);
  console.log(`seeded ${SUBSCRIPTIONS} subscriptions in ${((Date.now() - started) / 1000).toFixed(1)} s`);
});
try {
  const auth = { authorization: `Bearer ${servers.token}`, accept: 'application/ld+json', 'content-type': 'application/json' };
  const datesRes = await fetch(`http://127.0.0.1:3201/api/demo/subscriptions/${seeded.firstId}/cancellation_dates`, { headers: auth });
  const { dates } = (await datesRes.json()) as { dates: { date: string }[] };
  const body = JSON.stringify({ cancellationDate: dates[0]!.date, cancellationMotiveId: '/demo/cancellation_motives/1', comment: 'bench' });
  const random = () => seeded.firstId + Math.floor(Math.random() * SUBSCRIPTIONS);
  let next = seeded.firstId;
  console.log(`PostgreSQL over ${PG_TRANSPORT}, ${CONNECTIONS} connections, ${SECONDS} s per run, loopback\n`);
  const read = await load('http://127.0.0.1:3201', () => `/api/demo/subscriptions/${random()}/cancellation_dates`, auth);
  console.log(`GET cancellation_dates      ${read.rps.toFixed(0).padStart(6)} req/s   p99 ${read.p99} ms   non-2xx ${read.non2xx}`);
  const write = await load('http://127.0.0.1:3201', () => ({ path: `/api/demo/subscriptions/${next++}/online_cancellation`, method: 'POST', body }), auth, false);
  console.log(`POST online_cancellation    ${write.rps.toFixed(0).padStart(6)} req/s   p99 ${write.p99} ms   non-2xx ${write.non2xx}`);
} finally {
  await servers.stop();
}
