// npx tsx scripts/bench/access.ts — on PostgreSQL: the evening rush at the turnstiles. 100,000 members
// with a badge each in the demo's three clubs (every 20th without a subscription, every 33rd with a
// blocking tag, every 50th closed, every 97th badge disabled), 20 crossing points (14 in, 6 out)
// spread over the clubs; 32 clients send POST /soft_entries (a random member's badge at a random
// crossing point) through the real request listener, beside a node:http server running the same SQL
// (serve-access-baseline.ts). Reports decisions per second and p99 for both and their ratio, then
// checks a sample of 500 recorded entries against the rules recomputed in SQL.
// Target: API p99 <= 20 ms, ratio >= 0.5, every sampled decision right.
// BENCH_MEMBERS (default 100000) and BENCH_SECONDS (harness, default 10) shrink it for a smoke run.
import { sql } from 'drizzle-orm';
import { CONNECTIONS, PG_TRANSPORT, SECONDS, TABLE_HEADER, load, printRow } from './harness';
import { API, BASELINE, startBenchServers } from './start-demo';

const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 100_000);
const POINTS = 20;
const BADGE_BASE = 300_000_000_000;

let pointIds: number[] = [];
let clubIds: number[] = [];

const servers = await startBenchServers(`bench_access_${Date.now()}`, async (tenantId) => {
  const { getDb } = await import('../../lib/db/client');
  const { queryRows } = await import('../../lib/db/raw');
  const db = await getDb();
  const started = Date.now();
  clubIds = (await queryRows<{ id: number }>(db, sql`SELECT id FROM clubs WHERE tenant_id = ${tenantId} ORDER BY id`)).map((c) => Number(c.id));
  const clubs = sql`${`{${clubIds.join(',')}}`}::int[]`;
  pointIds = (await queryRows<{ id: number }>(db, sql`
    INSERT INTO crossing_points (tenant_id, club_id, name, direction)
    SELECT ${tenantId}, (${clubs})[1 + (n - 1) % ${clubIds.length}], 'Bench gate ' || n, CASE WHEN n % 10 IN (3, 6, 9) THEN 'out' ELSE 'in' END
    FROM generate_series(1, ${POINTS}) AS n RETURNING id`)).map((p) => Number(p.id));
  await db.execute(sql`
    INSERT INTO contacts (tenant_id, club_id, number, email, given_name, family_name, state)
    SELECT ${tenantId}, (${clubs})[1 + n % ${clubIds.length}], 'A' || n, 'access' || n || '@bench.test', 'Member', 'Bench' || n,
      CASE WHEN n % 50 = 0 THEN 'old_client' ELSE 'client' END
    FROM generate_series(1, ${MEMBERS}) AS n`);
  // Statistics before the badges: the foreign-key check's plan, cached on this connection while
  // contacts held a few rows, would otherwise scan the whole table once per badge.
  await db.execute(sql`ANALYZE contacts`);
  await db.execute(sql`
    INSERT INTO subscriptions (tenant_id, contact_id, club_id, name, payment_type, start_date, rhythm_billing)
    SELECT ${tenantId}, id, club_id, 'Monthly', 'direct_debit', '2020-01-01', 'monthly' FROM contacts
    WHERE tenant_id = ${tenantId} AND email LIKE 'access%@bench.test' AND substring(number FROM 2)::int % 20 <> 0`);
  await db.execute(sql`
    INSERT INTO contact_tags (tenant_id, contact_id, name, valid_from)
    SELECT ${tenantId}, id, 'blocking_debt', '2020-01-01' FROM contacts
    WHERE tenant_id = ${tenantId} AND email LIKE 'access%@bench.test' AND substring(number FROM 2)::int % 33 = 0`);
  await db.execute(sql`
    INSERT INTO identificators (tenant_id, contact_id, type, number, disabled_at)
    SELECT ${tenantId}, id, 'badge', (${BADGE_BASE} + substring(number FROM 2)::bigint)::text,
      CASE WHEN substring(number FROM 2)::int % 97 = 0 THEN now() END
    FROM contacts WHERE tenant_id = ${tenantId} AND email LIKE 'access%@bench.test'`);
  await db.execute(sql`ANALYZE`);
  console.log(`seeded ${MEMBERS} members with badges and ${POINTS} crossing points in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}, { baseline: 'scripts/bench/serve-access-baseline.ts' });

try {
  const auth = { authorization: `Bearer ${servers.token}`, accept: 'application/json', 'content-type': 'application/json' };
  const entry = () => ({
    path: '/api/demo/soft_entries', method: 'POST' as const,
    body: JSON.stringify({
      identificatorNumber: String(BADGE_BASE + 1 + Math.floor(Math.random() * MEMBERS)), identificatorType: 'badge',
      crossingPointId: `/demo/crossing_points/${pointIds[Math.floor(Math.random() * pointIds.length)]}`,
    }),
  });
  console.log(`PostgreSQL over ${PG_TRANSPORT}, ${CONNECTIONS} connections, ${SECONDS} s per run, loopback\n\n${TABLE_HEADER}`);
  const ours = await load(API, entry, auth, true, servers.api);
  const floor = await load(BASELINE, entry, { 'content-type': 'application/json' }, true, servers.baseline);
  if (floor.non2xx || floor.errors) throw new Error(`baseline: ${floor.non2xx} non-2xx answers, ${floor.errors} errors`);
  printRow('POST /soft_entries', ours, floor);
  console.log('\ntarget: API p99 <= 20 ms, ratio >= 0.5');

  // Every decision right: a sample of the API's entries judged again in SQL. The bench's crossing
  // points have no zone and the clubs no anti-passback: the rules left are the identificator, the
  // subscription (in the club or one sharing with it), the blocking tag and the closed account.
  const { sharingBookingClubIds } = await import('../../lib/domain/tenancy/sharing-booking-club-ids');
  const pairs: [number, number][] = [];
  for (const club of clubIds) for (const shared of await sharingBookingClubIds(servers.demo.db, servers.tenantId, club)) pairs.push([club, shared]);
  const sharing = pairs.length === 0 ? sql`SELECT NULL::int AS sub_club, NULL::int AS door_club WHERE false`
    : sql`SELECT * FROM (VALUES ${sql.join(pairs.map(([a, b]) => sql`(${a}::int, ${b}::int)`), sql`, `)}) AS p(sub_club, door_club)`;
  const [check] = await servers.demo.rows<{ sampled: number; wrong: number; blocked: number }>(sql`
    WITH sample AS (
      SELECT e.* FROM entries e JOIN crossing_points p ON p.tenant_id = e.tenant_id AND p.id = e.crossing_point_id
      WHERE e.tenant_id = ${servers.tenantId} AND p.name LIKE 'Bench gate %' ORDER BY random() LIMIT 500
    ), judged AS (
      SELECT s.is_blocking, s.direction = 'in' AND (
        (i.disabled_at IS NOT NULL OR i.revoked_at IS NOT NULL)
        OR NOT EXISTS (SELECT 1 FROM subscriptions sub WHERE sub.tenant_id = s.tenant_id AND sub.contact_id = s.contact_id AND sub.state = 'active'
          AND (sub.club_id = s.club_id OR EXISTS (SELECT 1 FROM (${sharing}) sh WHERE sh.sub_club = sub.club_id AND sh.door_club = s.club_id)))
        OR EXISTS (SELECT 1 FROM contact_tags t WHERE t.tenant_id = s.tenant_id AND t.contact_id = s.contact_id AND t.name LIKE 'blocking%')
        OR c.state = 'old_client') AS expected
      FROM sample s JOIN identificators i ON i.tenant_id = s.tenant_id AND i.id = s.identificator_id
      JOIN contacts c ON c.tenant_id = s.tenant_id AND c.id = s.contact_id
    )
    SELECT count(*)::int AS sampled, count(*) FILTER (WHERE is_blocking <> expected)::int AS wrong, count(*) FILTER (WHERE is_blocking)::int AS blocked FROM judged`);
  console.log(`decisions checked in SQL: ${check!.sampled} sampled (${check!.blocked} blocked), ${check!.wrong} wrong`);
  if (check!.wrong > 0 || ours.p99 > 20 || ours.rps / floor.rps < 0.5) process.exitCode = 1;
} finally {
  await servers.stop();
}
