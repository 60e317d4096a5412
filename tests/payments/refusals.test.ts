// POST /payable_objects and POST /web_wallets refusals (CONTRACT §9.6, issue 16 "Bad input"): each is
// the contract's error and creates nothing.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '../../lib/db/client';
import { clubs, payableObjects, sandboxPayments } from '../../lib/db/schema';
import { setClock } from '../../lib/time/clock';
import { iriOf, tokenFor } from '../factories';
import { expectProblem, expectViolation } from '../problem';
import { addCatalog, addMember, NOW, ok, send, setup, type Catalog, type Fixture, type Json } from '../sales/helpers';
import { cartToPay, createPayable, payableBody, webCheckout } from './helpers';

let fx: Fixture;
let catalog: Catalog;
beforeAll(async () => {
  setClock(NOW);
  fx = await setup();
  catalog = await addCatalog(fx);
});
afterAll(() => setClock(null));

async function counts() {
  const db = await getDb();
  const [objects, provider] = await Promise.all([
    db.$count(payableObjects, eq(payableObjects.tenantId, fx.tenant.id)),
    db.$count(sandboxPayments, eq(sandboxPayments.validUrl, `https://partner.example/${fx.token}`)),
  ]);
  return { objects, provider };
}

describe('refusals create nothing', () => {
  it('each bad request gets its code', async () => {
    const { member, sale } = await cartToPay(fx, catalog);
    const other = await cartToPay(fx, catalog);
    // The provider is asked nothing for a refused request: its payments are counted by this return URL.
    const body = await payableBody(fx, member.iri, [sale['@id']], { validUrl: `https://partner.example/${fx.token}` });
    const before = await counts();
    await expectViolation(await createPayable(fx, { ...body, amount: 1499 }), 'amount', 'mismatch', 'api.error.payable-object.amount-mismatch');
    const { clubCode: _c, ...noCode } = body;
    await expectViolation(await createPayable(fx, noCode), 'clubCode');
    const { checkout: _k, ...noCheckout } = body;
    await expectViolation(await createPayable(fx, noCheckout), 'checkout');
    await expectViolation(await createPayable(fx, { ...body, clubCode: 'B' }), 'clubCode', 'mismatch');
    await expectViolation(await createPayable(fx, { ...body, payableObjects: { sales: [other.sale['@id']] } }), 'payableObjects.sales', 'not-found');
    await expectViolation(await createPayable(fx, { ...body, payableObjects: { sales: ['/other/sales/1'] } }), 'payableObjects.sales.0');
    await expectViolation(await createPayable(fx, { ...body, payableObjects: {} }), 'payableObjects', 'one-kind');
    await expectViolation(await createPayable(fx, { ...body, checkout: await webCheckout(fx, fx.clubs.b) }), 'checkout', 'not-found');
    await expectViolation(await createPayable(fx, { ...body, contactId: iriOf(fx, 'contacts', 999999) }), 'contactId', 'not-found');
    await expectViolation(await createPayable(fx, { ...body, validUrl: 'javascript:alert(1)' }), 'validUrl');
    await expectViolation(await createPayable(fx, { ...body, amount: -1 }), 'amount');
    await expectViolation(await createPayable(fx, { ...body, payableObjects: { incidents: [iriOf(fx, 'incidents', 999999)] } }), 'payableObjects.incidents', 'not-found');
    expect(await counts()).toEqual(before);
  });

  it('a club that does not take payments online: online-payment-disabled', async () => {
    const db = await getDb();
    const member = await addMember(fx, { clubId: fx.clubs.c });
    await db.update(clubs).set({ onlinePayment: false }).where(and(eq(clubs.tenantId, fx.tenant.id), eq(clubs.id, fx.clubs.c)));
    const res = await send(fx, 'POST', '/web_wallets', {
      contactId: member.iri, amount: 1000, clubCode: 'C', checkout: await webCheckout(fx, fx.clubs.c),
      validUrl: 'https://partner.example/ok', cancelUrl: 'https://partner.example/ko',
    });
    await expectProblem(res, 400, 'api.error.payable-object.online-payment-disabled');
  });

  it('a contact-scoped token reaches its own payable objects only', async () => {
    const alice = iriOf(fx, 'contacts', fx.contacts.alice);
    const own = await tokenFor(fx, 'partner', { grant: 'contact', email: fx.emails.alice });
    const wallet = (contactId: string) => ({
      contactId, amount: 1000, clubCode: 'A', checkout: '', validUrl: 'https://partner.example/ok', cancelUrl: 'https://partner.example/ko',
    });
    const checkout = await webCheckout(fx);
    const mine = await ok<Json & { id: number }>(await send(fx, 'POST', '/web_wallets', { ...wallet(alice), checkout }, { token: own }), 201);
    await ok(await send(fx, 'GET', `/payable_objects/${mine.id}`, undefined, { token: own }));
    const { member } = await cartToPay(fx, catalog);
    await expectProblem(await send(fx, 'POST', '/web_wallets', { ...wallet(member.iri), checkout }, { token: own }), 403, 'api.error.auth.contact-scope');
    const theirs = await ok<Json & { id: number }>(await send(fx, 'POST', '/web_wallets', { ...wallet(member.iri), checkout }), 201);
    await expectProblem(await send(fx, 'GET', `/payable_objects/${theirs.id}`, undefined, { token: own }), 403, 'api.error.auth.contact-scope');
    await expectProblem(await send(fx, 'PUT', `/payable_objects/${theirs.id}/check`, undefined, { token: own }), 403, 'api.error.auth.contact-scope');
    await expectProblem(await send(fx, 'GET', '/payable_objects/999999'), 404, 'api.error.not-found');
  });

  it('Idempotency-Key: the same request replays the first payable object', async () => {
    const { member, sale } = await cartToPay(fx, catalog);
    const body = await payableBody(fx, member.iri, [sale['@id']]);
    const first = await ok<Json & { id: number }>(await createPayable(fx, body, { key: `po-${sale.id}` }), 201);
    const again = await createPayable(fx, body, { key: `po-${sale.id}` });
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect((await ok<Json & { id: number }>(again, 201)).id).toBe(first.id);
  });
});
