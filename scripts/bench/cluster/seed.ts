// What bench:cluster's load needs before the clock starts: the rows seeded in SQL before the app
// processes start (they cache what they read), then, through the API, a cart and its payable object
// for each payer, for the provider events to apply to.
import { sql } from 'drizzle-orm';
import { seedDirectDebitMembers } from '../billing-seed';
import { seedBurst } from '../booking-seed';
import { clubOffer, firstClub, seedBuyers } from '../sales-seed';
import type { DemoDatabase } from '../start-demo';
import { call, expectAnswer, jsonHeaders, newPart, pool } from './client';
import { BOOKINGS, CHECKOUTS, CLIENTS, EVENTS, PER_CLUB, SUBSCRIPTIONS } from './settings';

export interface ClusterSeed {
  billingClubs: number[];
  club: { id: number; code: string };
  burst: Awaited<ReturnType<typeof seedBurst>>;
  buyers: number[];
  payers: number[];
  /** The two articles of a checkout; the second, the water bottle, is what each payer's cart holds. */
  articles: { id: number; price: number }[];
  webCheckoutId: number;
  /** The tenant's last outbox event before the load: webhooks are expected for every later one. */
  firstSeq: number;
}

/** Seeds the load's members, class, buyers and payers, and points the tenant's webhook endpoint at `receiverPort`. */
export async function seedCluster(demo: DemoDatabase, receiverPort: number): Promise<ClusterSeed> {
  const { tenant, db, rows } = demo;
  const billingClubs = await seedDirectDebitMembers(db, tenant.id, Math.max(1, Math.ceil(SUBSCRIPTIONS / PER_CLUB)), Math.min(PER_CLUB, SUBSCRIPTIONS));
  const club = await firstClub(demo);
  const burst = await seedBurst(tenant.id, club.id, BOOKINGS, 1);
  const buyers = await seedBuyers(demo, club.id, CHECKOUTS, 'S');
  const payers = await seedBuyers(demo, club.id, EVENTS, 'P');
  const articles = [await clubOffer(demo, club.id, '10 sessions'), await clubOffer(demo, club.id, 'Water bottle')];
  const [web] = await rows<{ id: number }>(sql`SELECT id FROM checkouts WHERE tenant_id = ${tenant.id} AND club_id = ${club.id} AND type = 'web' LIMIT 1`);
  const { putWebhookEndpoint } = await import('../../../lib/domain/events/put-webhook-endpoint');
  await putWebhookEndpoint({ tenant, actor: { kind: 'system' }, input: { url: `http://127.0.0.1:${receiverPort}/hook` } });
  const [{ seq: firstSeq } = { seq: 0 }] = await rows<{ seq: number }>(sql`SELECT coalesce(max(seq), 0)::int AS seq FROM outbox_events WHERE tenant_id = ${tenant.id}`);
  await db.execute(sql`VACUUM ANALYZE`);
  return { billingClubs, club, burst, buyers, payers, articles, webCheckoutId: web!.id, firstSeq };
}

export interface PayerSale { reference: string; saleId: number }

/** A cart with a water bottle and its payable object per payer, through the API; the provider's reference of each. */
export async function preparePayments(demo: DemoDatabase, seed: ClusterSeed, partner: string): Promise<PayerSale[]> {
  const { tenant, rows } = demo;
  const { club, webCheckoutId } = seed;
  const bottle = seed.articles[1]!;
  const prep = newPart('preparation', 0, '');
  const references: PayerSale[] = [];
  await pool(seed.payers, CLIENTS, async (contactId) => {
    const sale = await call(prep, 'POST', '/api/demo/sales', jsonHeaders(partner), JSON.stringify({ contactId: `/demo/contacts/${contactId}`, clubId: `/demo/clubs/${club.id}`, clubCode: club.code }));
    if (!expectAnswer(prep, sale, [201], 'POST /sales')) return;
    if (!expectAnswer(prep, await call(prep, 'POST', `/api/demo/sales/${String(sale.body!.id)}/articles`, jsonHeaders(partner), JSON.stringify({ offerId: `/demo/offers/${bottle.id}` })), [201], 'POST articles')) return;
    const payable = await call(prep, 'POST', '/api/demo/payable_objects', jsonHeaders(partner), JSON.stringify({
      contactId: `/demo/contacts/${contactId}`, amount: bottle.price, currency: 'EUR', clubCode: club.code, checkout: `/demo/checkouts/${webCheckoutId}`,
      payableObjects: { sales: [sale.body!['@id']] }, validUrl: 'https://partner.example/paid', cancelUrl: 'https://partner.example/cancelled',
    }));
    if (!expectAnswer(prep, payable, [201], 'POST /payable_objects')) return;
    const [row] = await rows<{ ref: string }>(sql`SELECT provider_reference AS ref FROM payable_objects WHERE tenant_id = ${tenant.id} AND id = ${Number(payable.body!.id)}`);
    references.push({ reference: row!.ref, saleId: Number(sale.body!.id) });
  });
  if (prep.errors.length) throw new Error(`preparation failed: ${prep.errors.slice(0, 3).join('; ')}`);
  return references;
}
