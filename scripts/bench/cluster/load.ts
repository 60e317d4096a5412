// bench:cluster's load, all at once through the proxy: bookings on one class, cash checkouts, each
// provider event delivered twice, a billing day asked of two processes per club; then the wait for
// the tenant's webhooks to reach the receiver.
import { sql } from 'drizzle-orm';
import type { DemoDatabase } from '../start-demo';
import { call, expectAnswer, jsonHeaders, newPart, pool, timed, type Part } from './client';
import type { Receiver } from './proxy';
import type { ClusterSeed, PayerSale } from './seed';
import { BILLING_DATE, BOOKINGS, CHECKOUTS, CLIENTS, EVENTS, PROVIDER_SECRET, SUBSCRIPTIONS } from './settings';

export interface LoadResult {
  bookings: Part; checkouts: Part; events: Part; billing: Part;
  /** Provider events answered `applied: true`. */
  applied: number;
  /** Invoices each billing run said it made. */
  runCounts: number[];
  /** Seconds for the four parts together. */
  allSeconds: number;
  started: number;
}

export async function runLoad(input: {
  seed: ClusterSeed; references: PayerSale[]; ports: number[]; partner: string; admin: string; processes: number;
}): Promise<LoadResult> {
  const { seed, references, ports, partner, admin, processes } = input;
  const { club, articles, burst, buyers, billingClubs } = seed;
  const bottle = articles[1]!;
  const { signedHeaders } = await import('../../../lib/payments/standard-webhooks');
  const bookings = newPart('bookings (POST /attendees, one class)', BOOKINGS, 'bookings');
  const checkouts = newPart('checkouts (5 calls each, cash)', CHECKOUTS, 'checkouts');
  const events = newPart('provider events (each twice at once)', EVENTS, 'events');
  const billing = newPart(`billing day (${billingClubs.length} clubs, 2 processes each)`, SUBSCRIPTIONS, 'installments');
  let applied = 0;
  const runCounts: number[] = [];
  const classEvent = `/demo/class_events/${burst.classEventIds[0]}`;
  console.log(`\n${processes} process${processes > 1 ? 'es' : ''}: ${BOOKINGS} bookings, ${CHECKOUTS} checkouts, ${EVENTS} events ×2, `
    + `${SUBSCRIPTIONS} subscriptions to bill, at once`);
  const started = performance.now();
  await Promise.all([
    timed(bookings, async () => {
      await Promise.all(burst.contactIds.map(async (id) => {
        const answer = await call(bookings, 'POST', '/api/demo/attendees', jsonHeaders(partner), JSON.stringify({ classEvent, contactId: `/demo/contacts/${id}` }));
        // Past the seats and the queue, the class is full: the right answer.
        expectAnswer(bookings, answer, [201], 'POST /attendees', ['api.error.attendee.class-full']);
      }));
    }),
    timed(checkouts, () => pool(buyers, CLIENTS, async (contactId) => {
      const sale = await call(checkouts, 'POST', '/api/demo/sales', jsonHeaders(partner), JSON.stringify({ contactId: `/demo/contacts/${contactId}`, clubId: `/demo/clubs/${club.id}`, clubCode: club.code }));
      if (!expectAnswer(checkouts, sale, [201], 'POST /sales')) return;
      const path = `/api/demo/sales/${String(sale.body!.id)}`;
      for (const article of articles) {
        if (!expectAnswer(checkouts, await call(checkouts, 'POST', `${path}/articles`, jsonHeaders(partner), JSON.stringify({ offerId: `/demo/offers/${article.id}` })), [201], 'POST articles')) return;
      }
      if (!expectAnswer(checkouts, await call(checkouts, 'GET', `${path}/check`, jsonHeaders(partner)), [204], 'GET check')) return;
      const total = articles.reduce((sum, a) => sum + a.price, 0);
      expectAnswer(checkouts, await call(checkouts, 'POST', `${path}/payments`, jsonHeaders(partner, `bench-${String(sale.body!.id)}`), JSON.stringify({ amount: total, mean: 'cash' })), [201], 'POST payments');
    })),
    timed(events, () => pool(references.map((r, i) => ({ ...r, i })), CLIENTS, async ({ reference, i }) => {
      const body = JSON.stringify({ type: 'payment.succeeded', data: { reference, amount: bottle.price, currency: 'EUR', state: 'validated' } });
      const headers = { ...signedHeaders(PROVIDER_SECRET, `evt_bench_${i}`, Math.floor(Date.now() / 1000), body), 'content-type': 'application/json' };
      const twice = await Promise.all([0, 1].map(() => call(events, 'POST', '/api/webhooks/payments/sandbox', headers, body)));
      for (const answer of twice) if (expectAnswer(events, answer, [200], 'provider event') && answer.body?.applied === true) applied += 1;
    })),
    timed(billing, () => pool(billingClubs, 2, async (clubId) => {
      const body = JSON.stringify({ date: BILLING_DATE, club: `/demo/clubs/${clubId}` });
      // The same club's day asked of two processes at the same instant.
      const both = await Promise.all([ports[0]!, ports[1 % ports.length]!].map((port) => call(billing, 'POST', '/api/demo/billing_runs', jsonHeaders(admin), body, port)));
      for (const answer of both) if (expectAnswer(billing, answer, [201], 'POST /billing_runs')) runCounts.push(Number(answer.body!.invoices));
    })),
  ]);
  return { bookings, checkouts, events, billing, applied, runCounts, allSeconds: (performance.now() - started) / 1000, started };
}

/** Webhooks: every event the outbox holds since the endpoint was set, delivered (60 s at most). The ids waited for. */
export async function awaitWebhooks(demo: DemoDatabase, seed: ClusterSeed, receiver: Receiver, webhooks: Part, started: number): Promise<string[]> {
  const { tenant, rows } = demo;
  const expectedIds = async () => (await rows<{ seq: number }>(sql`SELECT seq FROM outbox_events WHERE tenant_id = ${tenant.id} AND seq > ${seed.firstSeq}`))
    .map((r) => `msg_${tenant.id}_${r.seq}`);
  let wanted = await expectedIds();
  const deadline = Date.now() + 60_000;
  while (wanted.some((id) => !receiver.counts.has(id)) && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 200));
    wanted = await expectedIds();
  }
  await new Promise((r) => setTimeout(r, 500)); // a late second delivery would show now
  webhooks.count = wanted.length;
  webhooks.seconds = (performance.now() - started) / 1000;
  return wanted;
}
