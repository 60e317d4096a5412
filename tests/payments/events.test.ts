// The provider's events (CONTRACT §9.6): only a verified event changes state, once per event id; a
// forged, altered, wrongly keyed or stale event is a 400 and changes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newWebhookSecret } from '../../lib/events/signature';
import { setClock } from '../../lib/time/clock';
import { expectMoneyConserved, NOW, ok, readSale, send, setup, addCatalog, type Catalog, type Fixture, type Json } from '../sales/helpers';
import { api } from '../factories';
import { expectProblem } from '../problem';
import { cartToPay, createPayable, deliver, eventBody, payableBody, providerReferenceOf, signed } from './helpers';

let fx: Fixture;
let catalog: Catalog;
beforeAll(async () => {
  setClock(NOW);
  fx = await setup();
  catalog = await addCatalog(fx);
});
afterAll(() => setClock(null));

async function requested() {
  const { member, sale } = await cartToPay(fx, catalog);
  const po = await ok<Json & { id: number }>(await createPayable(fx, await payableBody(fx, member.iri, [sale['@id']])), 201);
  return { sale, po, reference: await providerReferenceOf(po.id) };
}

const stateOf = async (id: number) => (await ok<Json>(await send(fx, 'GET', `/payable_objects/${id}`))).state;

describe('a signed event', () => {
  it('validates the payable object and pays the sale, once however often it is delivered', async () => {
    const { sale, po, reference } = await requested();
    const body = eventBody(reference, 'validated', 1500);
    const headers = await signed(body, { id: 'evt_replayed_once' + po.id });
    const answers = [];
    for (let i = 0; i < 10; i += 1) answers.push(await ok<Json>(await deliver(body, headers)));
    expect(answers.filter((a) => a.applied)).toHaveLength(1);
    expect(await stateOf(po.id)).toBe('validated');
    const paid = await readSale(fx, sale.id);
    expect(paid.state).toBe('validated');
    expect(paid.paidAmount).toBe(1500);
    // Another event (a new id) for the same payment changes nothing either: the payable object is final.
    expect((await ok<Json>(await deliver(body, await signed(body)))).applied).toBe(false);
    expect((await readSale(fx, sale.id)).paidAmount).toBe(1500);
    await expectMoneyConserved(fx);
  });

  it('refused: the payable object is refused and nothing else changes', async () => {
    const { sale, po, reference } = await requested();
    const body = eventBody(reference, 'refused', 1500);
    expect((await ok<Json>(await deliver(body, await signed(body)))).applied).toBe(true);
    expect(await stateOf(po.id)).toBe('refused');
    const after = await readSale(fx, sale.id);
    expect([after.state, after.paidAmount]).toEqual(['cart', 0]);
  });
});

describe('an event that does not verify', () => {
  it('forged, altered, signed with another secret, stale or unsigned: 400, nothing changes', async () => {
    const { sale, po, reference } = await requested();
    const body = eventBody(reference, 'validated', 1500);
    const good = await signed(body);
    const tries: [string, Record<string, string>][] = [
      [body, { ...good, 'webhook-signature': 'v1,' + Buffer.from('forged').toString('base64') }],
      [eventBody(reference, 'validated', 1), good], // altered body
      [body.replace('1500', '1500 '), good],
      [body, { ...good, 'webhook-id': 'evt_other' }], // the id is signed too
      [body, await signed(body, { secret: newWebhookSecret() })],
      [body, await signed(body, { timestamp: Math.floor(NOW.getTime() / 1000) - 3600 })],
      [body, { 'content-type': 'application/json' }],
      ['not json', await signed('not json')],
    ];
    for (const [text, headers] of tries) {
      await expectProblem(await deliver(text, headers), 400, 'api.error.payment-event.invalid');
    }
    expect(await stateOf(po.id)).toBe('requested');
    expect((await readSale(fx, sale.id)).paidAmount).toBe(0);
  });

  it('an unknown provider is a 404', async () => {
    const body = eventBody('sbx_x', 'validated', 1);
    const res = await api.request('/api/webhooks/payments/adyen', { method: 'POST', headers: await signed(body), body });
    expect(res.status).toBe(404);
  });

  it('a verified event for a payment nobody asked for is received and changes nothing', async () => {
    const body = eventBody('sbx_unknown', 'validated', 1500);
    expect(await ok<Json>(await deliver(body, await signed(body)))).toEqual({ received: true, applied: false });
  });
});
