// Stripe's events racing, on PostgreSQL (PGlite runs one transaction at a time and proves nothing):
// Stripe delivers an event at least once, sometimes several times at once, and a failure and a
// success of one PaymentIntent may arrive together. The sale is paid once, whatever the order.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '../../lib/db/client';
import { payments, providerEvents } from '../../lib/db/schema';
import { setWebCheckoutProvider } from '../../lib/domain/payments/set-web-checkout-provider';
import { now, setClock } from '../../lib/time/clock';
import { api } from '../factories';
import { addCatalog, NOW, ok, readSale, send, setup, type Catalog, type Fixture, type Json } from '../sales/helpers';
import { cartToPay, createPayable, expectProviderMoneyConserved, payableBody } from './helpers';
import { FakeStripe, stripeEvent } from './stripe-fake';

const onPostgres = Boolean(process.env.DATABASE_URL);
const SECRET = 'whsec_stripeconcurrency';
const ACCOUNT = 'acct_1ConcurrencyTest';
const ENV = ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_API_BASE'] as const;
const fake = new FakeStripe();
const saved = Object.fromEntries(ENV.map((name) => [name, process.env[name]]));
let fx: Fixture;
let catalog: Catalog;

beforeAll(async () => {
  if (!onPostgres) return;
  setClock(NOW);
  await fake.start();
  Object.assign(process.env, { STRIPE_SECRET_KEY: 'sk_test_platform123', STRIPE_WEBHOOK_SECRET: SECRET, STRIPE_API_BASE: fake.base });
  fx = await setup();
  catalog = await addCatalog(fx);
  await setWebCheckoutProvider({ tenant: fx.tenant, actor: { kind: 'system' }, clubId: fx.clubs.a, input: { provider: 'stripe', publicKey: 'pk_test_ConcurrencyKey123', accountId: ACCOUNT } });
});
afterAll(async () => {
  if (!onPostgres) return;
  for (const name of ENV) if (saved[name] === undefined) delete process.env[name]; else process.env[name] = saved[name];
  await fake.stop();
  setClock(null);
});

type Payable = Json & { id: number; state: string; externalReference: string };
const deliver = (event: { body: string; headers: Record<string, string> }) =>
  api.request('/api/webhooks/payments/stripe', { method: 'POST', headers: event.headers, body: event.body });
const signedEvent = (type: string, object: Json & { id: string }) =>
  stripeEvent(type, object, { secret: SECRET, account: ACCOUNT, timestamp: Math.floor(now().getTime() / 1000) });

describe.runIf(onPostgres)('on PostgreSQL', () => {
  it('one payment_intent.succeeded delivered 25 times at once pays the sale once', async () => {
    const { member, sale } = await cartToPay(fx, catalog);
    const po = await ok<Payable>(await createPayable(fx, await payableBody(fx, member.iri, [sale['@id']])), 201);
    const event = signedEvent('payment_intent.succeeded', fake.succeed(po.externalReference));
    const answers = await Promise.all(Array.from({ length: 25 }, () => deliver(event)));
    expect(answers.map((a) => a.status)).toEqual(Array(25).fill(200));
    const applied = (await Promise.all(answers.map((a) => a.json() as Promise<Json>))).filter((a) => a.applied);
    expect(applied).toHaveLength(1);
    const db = await getDb();
    expect(await db.$count(providerEvents, eq(providerEvents.payableObjectId, po.id))).toBe(1);
    expect(await db.$count(payments, and(eq(payments.tenantId, fx.tenant.id), eq(payments.saleId, sale.id)))).toBe(1);
    expect((await readSale(fx, sale.id)).paidAmount).toBe(1500);
    await expectProviderMoneyConserved(fx);
  });

  it('a failure and a later success of one PaymentIntent arriving together: validated, paid once', async () => {
    const { member, sale } = await cartToPay(fx, catalog);
    const po = await ok<Payable>(await createPayable(fx, await payableBody(fx, member.iri, [sale['@id']])), 201);
    const failed = signedEvent('payment_intent.payment_failed', fake.decline(po.externalReference));
    const succeeded = signedEvent('payment_intent.succeeded', fake.succeed(po.externalReference));
    await Promise.all([deliver(failed), deliver(succeeded), deliver(failed), deliver(succeeded)].map(async (p) => ok(await p)));
    expect((await ok<Payable>(await send(fx, 'GET', `/payable_objects/${po.id}`))).state).toBe('validated');
    expect((await readSale(fx, sale.id)).paidAmount).toBe(1500);
    await expectProviderMoneyConserved(fx);
  });
});
