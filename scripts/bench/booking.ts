// npm run bench:booking — on PostgreSQL, with 200 clubs, 50,000 classes and 1,000,000 attendees:
// 1. GET /club_network/class_events for one week (available classes, by start time) from random
//    clubs, through the real request listener, beside a minimal node:http server running the same SQL;
// 2. a burst of 2,000 booking requests on one class with 50 seats and 100 queue places, all sent at
//    the same instant (two warm-up bursts, then three over 32 sockets and two over 256, each on a class of its
//    own): the time of every answer, and what the class holds afterwards.
// 3. spot bursts: 2,000 bookings on a class of 50 seats laid out on 50 spots, each asking a random
//    spot or none (half each), all at once: the time of every answer, and checked in SQL that exactly
//    50 spots are taken and none twice.
// BENCH_CLUBS, BENCH_EVENTS, BENCH_BURST and BENCH_SPOT_BURSTS shrink it for a smoke run.
// Loopback only, bounded in time.
import type { ChildProcess } from 'node:child_process';
import http from 'node:http';
import { sql } from 'drizzle-orm';
import { ATTENDEES_PER_EVENT, CLUBS, EVENTS, seedBookingNetwork, type BookingSeed } from './booking-seed';
import { CONNECTIONS, SECONDS, TABLE_HEADER, cpuMicros, load, printRow, PG_TRANSPORT } from './harness';
import { startBenchServers } from './start-demo';

const BURST = Number(process.env.BENCH_BURST ?? 2000);
// Two bursts warm the booking path up: a server in service has run it thousands of times, and V8
// optimises a path only after many runs (one warm-up burst left the next ones ~40% dearer in CPU than
// later ones). Then three bursts over as many sockets as the other runs use (32), and two over 256.
const WARM_UP_BURSTS = 2;
const BURST_SOCKETS = [CONNECTIONS, CONNECTIONS, CONNECTIONS, CONNECTIONS, CONNECTIONS, 256, 256];
const SPOT_BURSTS = Number(process.env.BENCH_SPOT_BURSTS ?? 2);

let seed: BookingSeed | undefined;
const servers = await startBenchServers(`bench_booking_${Date.now()}`, async (tenantId) => {
  const started = Date.now();
  seed = await seedBookingNetwork(tenantId, BURST, BURST_SOCKETS.length, SPOT_BURSTS);
  console.log(`seeded ${CLUBS} clubs, ${EVENTS} classes, ${EVENTS * ATTENDEES_PER_EVENT} attendees in ${((Date.now() - started) / 1000).toFixed(1)} s`);
});

/** Monday 00:00 UTC of this week plus `weeks`, as an ISO instant. */
function monday(weeks: number): string {
  const today = new Date();
  const back = (today.getUTCDay() + 6) % 7;
  return new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() - back + weeks * 7)).toISOString();
}

function weekPath(): string {
  const week = Math.floor(Math.random() * 4);
  const query = new URLSearchParams({
    'startedAt[after]': monday(week), 'startedAt[strictly_before]': monday(week + 1), available: 'true', 'order[startedAt]': 'asc',
  });
  return `/api/demo/club_network/class_events?${query}`;
}

interface Answer { status: number; ms: number; code?: string }

function postJson(agent: http.Agent, path: string, body: unknown, headers: Record<string, string>, sentAt: number): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port: 3201, path, method: 'POST', agent, headers: { ...headers, 'content-type': 'application/json' } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString();
        const code = res.statusCode === 201 ? undefined : (JSON.parse(text) as { code?: string }).code;
        resolve({ status: res.statusCode ?? 0, ms: performance.now() - sentAt, ...(code ? { code } : {}) });
      });
    });
    request.on('error', reject);
    request.end(JSON.stringify(body));
  });
}

async function burst(token: string, target: BookingSeed['burst'], classEventId: number, sockets: number, api: ChildProcess, label: string, spots = 0) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: sockets });
  const headers = { authorization: `Bearer ${token}`, accept: 'application/json' };
  const classEvent = `/demo/class_events/${classEventId}`;
  const cpuBefore = await cpuMicros(api);
  const sentAt = performance.now();
  const answers = await Promise.all(target.contactIds.map((id) =>
    postJson(agent, '/api/demo/attendees', {
      classEvent, contactId: `/demo/contacts/${id}`,
      // A spot burst: half the members ask a spot drawn at random, the others any free one.
      ...(spots > 0 && Math.random() < 0.5 ? { spot: 1 + Math.floor(Math.random() * spots) } : {}),
    }, headers, sentAt)));
  agent.destroy();
  const cpuPerRequest = ((await cpuMicros(api)) - cpuBefore) / answers.length;
  const times = answers.map((a) => a.ms).sort((a, b) => a - b);
  const outcomes = new Map<string, number>();
  for (const answer of answers) {
    const key = answer.status === 201 ? '201' : `${answer.status} ${answer.code}`;
    outcomes.set(key, (outcomes.get(key) ?? 0) + 1);
  }
  const { getDb } = await import('../../lib/db/client');
  const held = ((await (await getDb()).execute(sql`
    SELECT e.booked_count, e.queued_count, e.attending_limit, e.queue_limit,
      (SELECT count(*)::int FROM attendees a WHERE a.class_event_id = e.id AND a.state = 'booked') AS booked_rows,
      (SELECT count(*)::int FROM attendees a WHERE a.class_event_id = e.id AND a.state = 'queued') AS queued_rows
    FROM class_events e WHERE e.id = ${classEventId}`)) as unknown as { rows: Record<string, number>[] }).rows[0]!;
  console.log(`\n${label}: ${answers.length} POST /attendees on one class (${target.seats} seats, ${target.queue} queue places), `
    + `all sent at once over ${sockets} keep-alive sockets`);
  console.log(`  answers: ${[...outcomes].map(([k, n]) => `${n} × ${k}`).join(', ')}`);
  console.log(`  time from the burst to each answer: p50 ${times[Math.floor(times.length / 2)]!.toFixed(0)} ms, `
    + `p99 ${times[Math.floor(times.length * 0.99)]!.toFixed(0)} ms, last ${times.at(-1)!.toFixed(0)} ms; API CPU ${cpuPerRequest.toFixed(0)} µs per request`);
  console.log(`  the class holds ${held.booked_rows} booked and ${held.queued_rows} queued attendees `
    + `(counters ${held.booked_count}/${held.attending_limit} and ${held.queued_count}/${held.queue_limit})`);
  if (spots > 0) {
    const taken = ((await (await getDb()).execute(sql`
      SELECT count(*)::int AS taken, count(DISTINCT spot)::int AS distinct_spots,
        count(*) FILTER (WHERE state = 'booked' AND spot IS NULL)::int AS seats_without_spot
      FROM attendees WHERE class_event_id = ${classEventId} AND state <> 'canceled' AND spot IS NOT NULL
        OR class_event_id = ${classEventId} AND state = 'booked' AND spot IS NULL`)) as unknown as { rows: Record<string, number>[] }).rows[0]!;
    const ok = taken.taken === spots && taken.distinct_spots === spots && taken.seats_without_spot === 0;
    console.log(`  spots: ${taken.taken} taken, ${taken.distinct_spots} distinct, ${taken.seats_without_spot} seats without a spot: `
      + `${ok ? `exactly ${spots}, none twice` : 'WRONG'}`);
    if (!ok) process.exitCode = 1;
  }
}

try {
  const clubIds = seed!.clubIds;
  const auth = { authorization: `Bearer ${servers.token}`, accept: 'application/ld+json' };
  const club = () => ({ 'x-user-club-id': `/demo/clubs/${clubIds[Math.floor(Math.random() * clubIds.length)]}` });
  const sample = await fetch(`http://127.0.0.1:3201${weekPath()}`, { headers: { ...auth, ...club() } });
  const body = (await sample.json()) as { 'hydra:totalItems': number };
  console.log(`a week of a club and its group: ${body['hydra:totalItems']} available classes (status ${sample.status})`);
  console.log(`PostgreSQL over ${PG_TRANSPORT}, ${CONNECTIONS} connections, ${SECONDS} s per run, loopback\n\n${TABLE_HEADER}`);
  // Each request from a club drawn at random, for a week drawn among this one and the next three.
  const ours = await load('http://127.0.0.1:3201', () => ({ path: weekPath(), headers: { ...auth, ...club() } }), auth, true, servers.api);
  const floor = await load('http://127.0.0.1:3202', () => ({ path: weekPath(), headers: club() }), {}, true, servers.baseline);
  printRow('GET /club_network/class_events', ours, floor);
  console.log('\ntarget: API p99 <= 30 ms');
  for (const [i, sockets] of BURST_SOCKETS.entries()) {
    await burst(servers.token, seed!.burst, seed!.burst.classEventIds[i]!, sockets, servers.api, i < WARM_UP_BURSTS ? 'warm-up burst' : 'burst');
  }
  for (const classEventId of seed!.spotClassEventIds) {
    await burst(servers.token, seed!.burst, classEventId, CONNECTIONS, servers.api, 'spot burst', seed!.burst.seats);
  }
  console.log('target: every answer within 1 s, exactly the seats booked (and spots: each once)');
} finally {
  await servers.stop();
}
