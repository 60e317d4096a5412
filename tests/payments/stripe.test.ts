// Card payments through Stripe Connect (issue 30, CONTRACT §12), offline: the official SDK talks to a
// local fake of Stripe's API (stripe-fake.ts), and events are signed as Stripe signs them. What a
// partner, a member and staff rely on: one payment per payable object on the club's account, applied
// once from Stripe's signed word only, a wrong amount never applied, a wrong key refused when saved,
// and Stripe's failure a clear answer, never a 500.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '../../lib/db/client';
import { checkouts, payableObjects, providerEvents } from '../../lib/db/schema';
import { createPayableObject } from '../../lib/domain/payments/create-payable-object';
import { setWebCheckoutProvider } from '../../lib/domain/payments/set-web-checkout-provider';
import { DomainError } from '../../lib/domain/errors';
import { now, setClock } from '../../lib/time/clock';
import { api } from '../factories';
import { addCatalog, NOW, ok, readSale, send, setup, type Catalog, type Fixture, type Json } from '../sales/helpers';
import { cartToPay, createPayable, expectProviderMoneyConserved, meansOfSale, payableBody } from './helpers';
import { FakeStripe, stripeEvent } from './stripe-fake';

const SECRET = 'whsec_stripetestsecret';
const ACCOUNT = 'acct_1KMvhJPqBuM1Ivvu';
const PUBLIC_KEY = 'pk_test_51JX5Z4LanmA9Pcv3vDu2043dRuCkx37Qkgdcti';
const ENV = ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_API_BASE'] as const;

const fake = new FakeStripe();
const saved = Object.fromEntries(ENV.map((name) => [name, process.env[name]]));
let fx: Fixture;
let catalog: Catalog;

beforeAll(async () => {
  setClock(NOW);
  await fake.start();
  Object.assign(process.env, { STRIPE_SECRET_KEY: 'sk_test_platform123', STRIPE_WEBHOOK_SECRET: SECRET, STRIPE_API_BASE: fake.base });
  fx = await setup();
  catalog = await addCatalog(fx);
  await setWebCheckoutProvider({ tenant: fx.tenant, actor: { kind: 'system' }, clubId: fx.clubs.a, input: { provider: 'stripe', publicKey: PUBLIC_KEY, accountId: ACCOUNT } });
});
afterAll(async () => {
  for (const name of ENV) if (saved[name] === undefined) delete process.env[name]; else process.env[name] = saved[name];
  await fake.stop();
  setClock(null);
});

type Payable = Json & { id: number; '@id': string; state: string; token: string; externalReference: string; redirectUrl: string; outcomeNote?: string | null };
const read = async (id: number) => ok<Payable>(await send(fx, 'GET', `/payable_objects/${id}`));
const timestamp = () => Math.floor(now().getTime() / 1000);

function deliver(event: { body: string; headers: Record<string, string> }) {
  return api.request('/api/webhooks/payments/stripe', { method: 'POST', headers: event.headers, body: event.body });
}
const signedEvent = (type: string, object: Json & { id: string }, eventId?: string) =>
  stripeEvent(type, object, { secret: SECRET, account: ACCOUNT, timestamp: timestamp(), ...(eventId ? { eventId } : {}) });

async function payableToPay() {
  const { member, sale } = await cartToPay(fx, catalog);
  const po = await ok<Payable>(await createPayable(fx, await payableBody(fx, member.iri, [sale['@id']])), 201);
  return { member, sale, po };
}

describe('the club\'s Stripe account, as Stadline\'s sample reads it', () => {
  it('the web checkout answers its publishable key and connected account in paymentProviderConfiguration', async () => {
    const db = await getDb();
    const [web] = await db.select().from(checkouts).where(and(eq(checkouts.tenantId, fx.tenant.id), eq(checkouts.clubId, fx.clubs.a), eq(checkouts.type, 'web')));
    const checkout = await ok<Json>(await send(fx, 'GET', `/checkouts/${web!.id}`));
    expect(checkout.webPaymentProviderType).toBe('stripe');
    expect(checkout.paymentProviderConfiguration).toEqual({ '@type': 'StripeConfiguration', publicKey: PUBLIC_KEY, accountId: ACCOUNT });
    expect(checkout.webPaymentProviderCapabilities).toEqual({ supportsWebWallet: true, supportsPaymentPage: false });
  });
});

describe('a payable object through Stripe', () => {
  it('creates one PaymentIntent on the club\'s account, keyed by the payable object: token = client secret, externalReference = its id', async () => {
    const { po } = await payableToPay();
    expect(po.state).toBe('requested');
    expect(po.externalReference).toMatch(/^pi_/);
    expect(po.token).toBe(fake.object(po.externalReference).client_secret);
    expect(po.redirectUrl).toBe('');
    const call = fake.requests.find((r) => r.method === 'POST' && r.path === '/v1/payment_intents' && r.form.get('metadata[payableObject]') === po['@id'])!;
    expect(call.account).toBe(ACCOUNT);
    expect(call.idempotencyKey).toContain(po['@id']);
    expect(call.form.get('amount')).toBe('1500');
    expect(call.form.get('currency')).toBe('eur');
  });

  it('payment_intent.succeeded delivered twice at once pays the sale once', async () => {
    const { sale, po } = await payableToPay();
    const event = signedEvent('payment_intent.succeeded', fake.succeed(po.externalReference));
    const answers = await Promise.all([deliver(event), deliver(event)]);
    const applied = await Promise.all(answers.map((res) => ok<Json>(res)));
    expect(applied.map((a) => a.applied).sort()).toEqual([false, true]);
    expect((await ok<Json>(await deliver(event))).applied).toBe(false);
    expect((await read(po.id)).state).toBe('validated');
    expect((await readSale(fx, sale.id)).paidAmount).toBe(1500);
    expect(await meansOfSale(fx, sale.id)).toEqual(['StripeWeb']);
    await expectProviderMoneyConserved(fx);
  });

  it('payment_intent.payment_failed refuses it; a later success with another card is still applied (money is never lost)', async () => {
    const { sale, po } = await payableToPay();
    await ok(await deliver(signedEvent('payment_intent.payment_failed', fake.decline(po.externalReference))));
    expect((await read(po.id)).state).toBe('refused');
    expect((await readSale(fx, sale.id)).paidAmount).toBe(0);
    await ok(await deliver(signedEvent('payment_intent.succeeded', fake.succeed(po.externalReference))));
    expect((await read(po.id)).state).toBe('validated');
    expect((await readSale(fx, sale.id)).paidAmount).toBe(1500);
    await expectProviderMoneyConserved(fx);
  });

  it('another amount collected: review with the reason, nothing paid', async () => {
    const { sale, po } = await payableToPay();
    await ok(await deliver(signedEvent('payment_intent.succeeded', fake.succeed(po.externalReference, 1400))));
    const seen = await read(po.id);
    expect(seen.state).toBe('review');
    expect(seen.outcomeNote).toContain('1400 EUR');
    expect((await readSale(fx, sale.id)).paidAmount).toBe(0);
    await expectProviderMoneyConserved(fx);
  });

  it('a bad or missing Stripe-Signature is a 400 and nothing is recorded or applied', async () => {
    const { sale, po } = await payableToPay();
    const event = signedEvent('payment_intent.succeeded', fake.succeed(po.externalReference));
    const eventId = (JSON.parse(event.body) as { id: string }).id;
    const forged = stripeEvent('payment_intent.succeeded', fake.object(po.externalReference), { secret: 'whsec_notours', account: ACCOUNT, timestamp: timestamp(), eventId });
    const altered = { ...event, body: event.body.replace('"amount_received": 1500', '"amount_received": 9') };
    const stale = stripeEvent('payment_intent.succeeded', fake.object(po.externalReference), { secret: SECRET, account: ACCOUNT, timestamp: timestamp() - 3600, eventId });
    for (const bad of [forged, altered, stale, { body: event.body, headers: { 'content-type': 'application/json' } }]) {
      const res = await deliver(bad);
      expect(res.status).toBe(400);
      expect(((await res.json()) as Json).code).toBe('api.error.payment-event.invalid');
    }
    const db = await getDb();
    expect(await db.select().from(providerEvents).where(and(eq(providerEvents.provider, 'stripe'), eq(providerEvents.eventId, eventId)))).toEqual([]);
    expect((await read(po.id)).state).toBe('requested');
    expect((await readSale(fx, sale.id)).paidAmount).toBe(0);
  });

  it('PUT …/check asks Stripe for the PaymentIntent on the club\'s account and applies what it says', async () => {
    const { sale, po } = await payableToPay();
    expect((await ok<Payable>(await send(fx, 'PUT', `/payable_objects/${po.id}/check`))).state).toBe('requested');
    fake.succeed(po.externalReference);
    expect((await ok<Payable>(await send(fx, 'PUT', `/payable_objects/${po.id}/check`))).state).toBe('validated');
    const asked = fake.requests.filter((r) => r.method === 'GET' && r.path === `/v1/payment_intents/${po.externalReference}`);
    expect(asked.length).toBe(2);
    expect(asked.every((r) => r.account === ACCOUNT)).toBe(true);
    expect((await readSale(fx, sale.id)).paidAmount).toBe(1500);
  });
});

describe('when Stripe refuses or fails', () => {
  const refusedOf = async (contactId: number) => {
    const db = await getDb();
    return db.select().from(payableObjects).where(and(eq(payableObjects.tenantId, fx.tenant.id), eq(payableObjects.contactId, contactId)));
  };

  it('a 402 answer: 502 with its own code, the payable object recorded refused with the reason, never a 500', async () => {
    const { member, sale } = await cartToPay(fx, catalog);
    fake.failNext(402);
    const res = await createPayable(fx, await payableBody(fx, member.iri, [sale['@id']]));
    expect(res.status).toBe(502);
    expect(((await res.json()) as Json).code).toBe('api.error.payable-object.provider-unavailable');
    const [row] = await refusedOf(member.id);
    expect(row!.state).toBe('refused');
    expect(row!.outcomeNote).toContain('402');
    expect((await readSale(fx, sale.id)).paidAmount).toBe(0);
  });

  it('a 500 once: the SDK retries with the same Idempotency-Key and one PaymentIntent is made', async () => {
    const { member, sale } = await cartToPay(fx, catalog);
    fake.failNext(500);
    const po = await ok<Payable>(await createPayable(fx, await payableBody(fx, member.iri, [sale['@id']])), 201);
    const keys = fake.requests.filter((r) => r.path === '/v1/payment_intents' && r.idempotencyKey?.includes(po['@id'])).map((r) => r.idempotencyKey);
    expect(keys.length).toBe(2);
    expect(new Set(keys).size).toBe(1);
    expect(po.externalReference).toMatch(/^pi_/);
  }, 20_000);

  it('a 500 every time: 502, refused, never a 500', async () => {
    const { member, sale } = await cartToPay(fx, catalog);
    fake.failNext(500, 500, 500);
    const res = await createPayable(fx, await payableBody(fx, member.iri, [sale['@id']]));
    expect(res.status).toBe(502);
    expect((await refusedOf(member.id))[0]!.state).toBe('refused');
  }, 20_000);
});

describe('the member portal: Stripe Checkout, the state from the webhook', () => {
  it('the portal\'s payment goes to a Checkout Session whose return names the payable object; its completion event pays', async () => {
    const { member, sale } = await cartToPay(fx, catalog);
    const back = 'http://portal.example/t/cart/return';
    // What app/[clientToken]/cart/actions.ts asks for the signed-in member (no flow: the page).
    const po = await createPayableObject({
      tenant: fx.tenant, actor: { kind: 'member', contactId: member.id }, contactId: member.id, amount: 1500, clubId: fx.clubs.a, clubCode: 'A',
      checkoutId: (await checkoutId()), kind: 'sales', targetIds: [sale.id], validUrl: back, cancelUrl: back, origin: 'http://portal.example',
    });
    expect(po.providerReference).toMatch(/^cs_test_/);
    expect(po.redirectUrl).toBe(`${fake.base}/pay/${po.providerReference}`);
    const session = fake.object(po.providerReference);
    const iri = `/${fx.token}/payable_objects/${po.id}`;
    expect(new URL(String(session.success_url)).searchParams.get('payableObject')).toBe(iri);
    expect((await fetch(po.redirectUrl)).status).toBe(200);
    // The return alone changes nothing; the signed completion does.
    expect((await read(po.id)).state).toBe('requested');
    await ok(await deliver(signedEvent('checkout.session.completed', fake.completeSession(po.providerReference))));
    expect((await read(po.id)).state).toBe('validated');
    expect((await readSale(fx, sale.id)).paidAmount).toBe(1500);
  });
});

async function checkoutId(): Promise<number> {
  const db = await getDb();
  const [web] = await db.select().from(checkouts).where(and(eq(checkouts.tenantId, fx.tenant.id), eq(checkouts.clubId, fx.clubs.a), eq(checkouts.type, 'web')));
  return web!.id;
}

describe('staff saving the club\'s Stripe keys', () => {
  const save = (input: Json) => setWebCheckoutProvider({ tenant: fx.tenant, actor: { kind: 'system' }, clubId: fx.clubs.b, input: input as never });

  it.each([
    [{ provider: 'stripe', publicKey: 'sk_test_51JX5Z4LanmA9Pcv3vDu2043', accountId: ACCOUNT }, 'publicKey'],
    [{ provider: 'stripe', publicKey: '', accountId: ACCOUNT }, 'publicKey'],
    [{ provider: 'stripe', publicKey: PUBLIC_KEY, accountId: 'acct' }, 'accountId'],
    [{ provider: 'stripe', publicKey: PUBLIC_KEY }, 'accountId'],
  ])('%j is refused on %s, nothing saved', async (input, field) => {
    const error = await save(input).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DomainError);
    expect((error as DomainError).violations?.map((v) => v.propertyPath)).toEqual([field]);
    const db = await getDb();
    const [web] = await db.select().from(checkouts).where(and(eq(checkouts.tenantId, fx.tenant.id), eq(checkouts.clubId, fx.clubs.b), eq(checkouts.type, 'web')));
    expect(web!.webPaymentProviderType).toBe('sandbox');
    expect(web!.stripeAccountId).toBeNull();
  });
});

describe('PATCH /checkouts/{id}: the same settings through the API (admin)', () => {
  type Problem = Json & { code: string; violations?: { propertyPath: string }[] };
  const patch = async (id: number, body: Json) => send(fx, 'PATCH', `/checkouts/${id}`, body, { token: fx.admin });
  const checkoutOf = async (clubId: number, type: 'web' | 'desk') => {
    const db = await getDb();
    const [row] = await db.select().from(checkouts).where(and(eq(checkouts.tenantId, fx.tenant.id), eq(checkouts.clubId, clubId), eq(checkouts.type, type)));
    return row!;
  };

  it('a wrong key is a 400 naming its field; a desk is refused; good keys are answered as the sample reads them', async () => {
    const web = await checkoutOf(fx.clubs.c, 'web');
    const bad = await ok<Problem>(await patch(web.id, { webPaymentProviderType: 'stripe', paymentProviderConfiguration: { publicKey: 'sk_live_x1234567890', accountId: ACCOUNT } }), 400);
    expect(bad.violations?.map((v) => v.propertyPath)).toEqual(['paymentProviderConfiguration.publicKey']);
    const missing = await ok<Problem>(await patch(web.id, { webPaymentProviderType: 'stripe' }), 400);
    expect(missing.violations?.map((v) => v.propertyPath).sort()).toEqual(['paymentProviderConfiguration.accountId', 'paymentProviderConfiguration.publicKey']);
    expect((await checkoutOf(fx.clubs.c, 'web')).webPaymentProviderType).toBe('sandbox');
    const desk = await checkoutOf(fx.clubs.c, 'desk');
    expect((await ok<Problem>(await patch(desk.id, { webPaymentProviderType: 'sandbox' }), 400)).violations?.[0]?.propertyPath).toBe('webPaymentProviderType');
    const saved = await ok<Json>(await patch(web.id, { webPaymentProviderType: 'stripe', paymentProviderConfiguration: { publicKey: PUBLIC_KEY, accountId: ACCOUNT } }));
    expect(saved.paymentProviderConfiguration).toEqual({ '@type': 'StripeConfiguration', publicKey: PUBLIC_KEY, accountId: ACCOUNT });
    expect((await ok<Json>(await patch(web.id, { webPaymentProviderType: 'sandbox' }))).paymentProviderConfiguration).toBeNull();
    // A partner token may not change it.
    expect((await send(fx, 'PATCH', `/checkouts/${web.id}`, { webPaymentProviderType: 'sandbox' })).status).toBe(403);
  });
});
