// The schedule of a large network for npm run bench:booking, written straight in SQL: 200 clubs in
// groups of 10 that share bookings, 250 classes per club from four weeks ago to six weeks ahead,
// 20 attendees on each, and one class tomorrow evening with members able to book it.
import { sql } from 'drizzle-orm';

export const CLUBS = Number(process.env.BENCH_CLUBS ?? 200);
export const EVENTS = Number(process.env.BENCH_EVENTS ?? 50_000);
export const ATTENDEES_PER_EVENT = 20;
const CONTACTS = 100_000;
const GROUP_SIZE = 10;

export interface BookingSeed {
  /** The bench clubs, by id. */
  clubIds: number[];
  /** The classes of the bursts (one per burst) and the members who try to book them. */
  burst: { classEventIds: number[]; seats: number; queue: number; contactIds: number[] };
  /** Classes of 50 seats laid out on 50 spots (numbered 1-50), one per spot burst, booked by the same members. */
  spotClassEventIds: number[];
}

async function rows<T>(statement: ReturnType<typeof sql>): Promise<T[]> {
  const { getDb } = await import('../../lib/db/client');
  return ((await (await getDb()).execute(statement)) as unknown as { rows: T[] }).rows;
}

export async function seedBookingNetwork(tenantId: number, burstMembers: number, bursts: number, spotBursts = 0): Promise<BookingSeed> {
  const clubs = await rows<{ id: number }>(sql`
    INSERT INTO clubs (tenant_id, name, code, booking_window_days)
    SELECT ${tenantId}, 'Bench club ' || g, 'BENCH' || g, 60 FROM generate_series(1, ${CLUBS}) g RETURNING id`);
  const clubIds = clubs.map((c) => c.id).sort((a, b) => a - b);
  // Each group of 10 clubs is a network node; every club shares bookings with its group.
  await rows(sql`
    WITH groups AS (
      INSERT INTO network_nodes (tenant_id, name, type)
      SELECT ${tenantId}, 'Bench group ' || g, 'group' FROM generate_series(0, ${CLUBS / GROUP_SIZE - 1}) g RETURNING id, name
    ), bench AS (
      SELECT id, row_number() OVER (ORDER BY id) - 1 AS n FROM clubs WHERE tenant_id = ${tenantId} AND code LIKE 'BENCH%'
    ), nodes AS (
      INSERT INTO network_nodes (tenant_id, parent_id, name, type, club_id)
      SELECT ${tenantId}, g.id, 'Bench node ' || b.id, 'club', b.id FROM bench b JOIN groups g ON g.name = 'Bench group ' || (b.n / ${GROUP_SIZE})
      RETURNING parent_id, club_id
    )
    INSERT INTO club_booking_shares (tenant_id, club_id, position, target_node_id)
    SELECT ${tenantId}, club_id, 0, parent_id FROM nodes`);
  await rows(sql`
    INSERT INTO activities (tenant_id, club_id, name) SELECT ${tenantId}, c.id, a FROM clubs c,
      unnest(ARRAY['Yoga', 'Pilates', 'HIIT', 'Spinning', 'Boxing']) a WHERE c.tenant_id = ${tenantId} AND c.code LIKE 'BENCH%'`);
  await rows(sql`
    INSERT INTO studios (tenant_id, club_id, name) SELECT ${tenantId}, c.id, s FROM clubs c,
      unnest(ARRAY['Studio A', 'Studio B', 'Studio C']) s WHERE c.tenant_id = ${tenantId} AND c.code LIKE 'BENCH%'`);
  await rows(sql`
    INSERT INTO coaches (tenant_id, club_id, name) SELECT ${tenantId}, c.id, k FROM clubs c,
      unnest(ARRAY['Ana', 'Ben', 'Chloe', 'Dan']) k WHERE c.tenant_id = ${tenantId} AND c.code LIKE 'BENCH%'`);
  // Class g: club g mod 200; its slot spreads the club's 250 classes over 70 days, 07:00 to 20:00.
  await rows(sql`
    WITH bench AS (
      SELECT id, row_number() OVER (ORDER BY id) - 1 AS n FROM clubs WHERE tenant_id = ${tenantId} AND code LIKE 'BENCH%'
    ), firsts AS (
      SELECT b.n, b.id AS club_id,
        (SELECT min(id) FROM activities WHERE tenant_id = ${tenantId} AND club_id = b.id) AS activity0,
        (SELECT min(id) FROM studios WHERE tenant_id = ${tenantId} AND club_id = b.id) AS studio0,
        (SELECT min(id) FROM coaches WHERE tenant_id = ${tenantId} AND club_id = b.id) AS coach0
      FROM bench b
    ), slots AS (
      SELECT g, g % ${CLUBS} AS club_n, g / ${CLUBS} AS slot FROM generate_series(0, ${EVENTS - 1}) g
    )
    INSERT INTO class_events (tenant_id, club_id, activity_id, studio_id, coach_id, name, started_at, ended_at, attending_limit, queue_limit, booked_count)
    SELECT ${tenantId}, f.club_id, f.activity0 + s.slot % 5, f.studio0 + s.slot % 3, f.coach0 + s.slot % 4, 'Class ' || s.g, t.at, t.at + interval '45 minutes', 25, 5, ${ATTENDEES_PER_EVENT}
    FROM slots s JOIN firsts f ON f.n = s.club_n,
      LATERAL (SELECT date_trunc('day', now()) + ((s.slot % 70) - 28) * interval '1 day' + (7 + (s.slot * 5) % 14) * interval '1 hour' AS at) t`);
  await rows(sql`
    INSERT INTO contacts (tenant_id, number, club_id, email, family_name, given_name, state)
    SELECT ${tenantId}, 'K' || lpad(g::text, 7, '0'), ${clubIds[0]!}, 'attendee' || g || '@bench.test', 'Family' || g, 'Given' || g, 'client'
    FROM generate_series(1, ${CONTACTS}) g`);
  // 20 different contacts on each class: contact (class * 20 + k) mod 100,000.
  await rows(sql`
    WITH people AS (SELECT id, row_number() OVER (ORDER BY id) - 1 AS n FROM contacts WHERE tenant_id = ${tenantId} AND number LIKE 'K%'),
    events AS (SELECT id, started_at, row_number() OVER (ORDER BY id) - 1 AS n FROM class_events WHERE tenant_id = ${tenantId})
    INSERT INTO attendees (tenant_id, class_event_id, contact_id, state, booked_at)
    SELECT ${tenantId}, e.id, p.id, 'booked', e.started_at - interval '2 days'
    FROM events e CROSS JOIN generate_series(0, ${ATTENDEES_PER_EVENT - 1}) k
      JOIN people p ON p.n = (e.n * ${ATTENDEES_PER_EVENT} + k) % ${CONTACTS}`);
  const burst = await seedBurst(tenantId, clubIds[0]!, burstMembers, bursts);
  const spotClassEventIds = await seedSpotClasses(tenantId, clubIds[0]!, burst.seats, spotBursts);
  // What autovacuum would have done by now in a running service: statistics, and the visibility map
  // that lets the schedule's index-only scans skip the table (docs/benchmarks.md).
  await rows(sql`VACUUM ANALYZE`);
  // The seed writes ~500 MB of WAL, which starts a checkpoint that PostgreSQL spreads over the next
  // minutes, through the measured runs: it is made now instead, before them.
  await rows(sql`CHECKPOINT`);
  return { clubIds, burst, spotClassEventIds };
}

/** `classes` classes tomorrow evening in a studio laid out with `spots` spots (a grid of 10 a row), as many seats, 100 queue places. */
async function seedSpotClasses(tenantId: number, clubId: number, spots: number, classes: number): Promise<number[]> {
  if (classes === 0) return [];
  const [layout] = await rows<{ id: number; studio_id: number }>(sql`
    INSERT INTO class_layouts (tenant_id, club_id, studio_id, name, spots)
    SELECT ${tenantId}, ${clubId}, (SELECT min(id) FROM studios WHERE tenant_id = ${tenantId} AND club_id = ${clubId}), 'Bench bikes',
      (SELECT jsonb_agg(jsonb_build_object('number', n, 'label', 'Bike ' || n, 'x', (n - 1) % 10, 'y', (n - 1) / 10) ORDER BY n) FROM generate_series(1, ${spots}) n)
    RETURNING id, studio_id`);
  const events = await rows<{ id: number }>(sql`
    INSERT INTO class_events (tenant_id, club_id, activity_id, studio_id, class_layout_id, name, started_at, ended_at, attending_limit, queue_limit)
    SELECT ${tenantId}, ${clubId}, (SELECT min(id) FROM activities WHERE tenant_id = ${tenantId} AND club_id = ${clubId}), ${layout!.studio_id}, ${layout!.id},
      'Spot class ' || g, date_trunc('day', now()) + interval '1 day 20 hours', date_trunc('day', now()) + interval '1 day 21 hours', ${spots}, 100
    FROM generate_series(1, ${classes}) g RETURNING id`);
  return events.map((e) => e.id).sort((a, b) => a - b);
}

/** `classes` classes tomorrow evening with 50 seats and 100 queue places; `members` members of their club with a subscription in force. */
export async function seedBurst(tenantId: number, clubId: number, members: number, classes: number): Promise<BookingSeed['burst']> {
  const seats = 50;
  const queue = 100;
  const events = await rows<{ id: number }>(sql`
    INSERT INTO class_events (tenant_id, club_id, activity_id, name, started_at, ended_at, attending_limit, queue_limit)
    SELECT ${tenantId}, ${clubId}, (SELECT min(id) FROM activities WHERE tenant_id = ${tenantId} AND club_id = ${clubId}), 'Burst class ' || g,
      date_trunc('day', now()) + interval '1 day 18 hours', date_trunc('day', now()) + interval '1 day 19 hours', ${seats}, ${queue}
    FROM generate_series(1, ${classes}) g RETURNING id`);
  const contacts = await rows<{ id: number }>(sql`
    INSERT INTO contacts (tenant_id, number, club_id, email, family_name, given_name, state)
    SELECT ${tenantId}, 'R' || lpad(g::text, 7, '0'), ${clubId}, 'burst' || g || '@bench.test', 'Family' || g, 'Given' || g, 'client'
    FROM generate_series(1, ${members}) g RETURNING id`);
  await rows(sql`
    INSERT INTO subscriptions (tenant_id, contact_id, club_id, name, payment_type, start_date, rhythm_billing)
    SELECT ${tenantId}, id, ${clubId}, 'Monthly', 'direct_debit', date '2025-01-15', 'monthly'
    FROM contacts WHERE tenant_id = ${tenantId} AND number LIKE 'R%'`);
  return { classEventIds: events.map((e) => e.id).sort((a, b) => a - b), seats, queue, contactIds: contacts.map((c) => c.id) };
}
