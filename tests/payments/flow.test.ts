// The whole online payment over real HTTP, through the request listener server.ts uses: a partner
// asks for a payable object, the payer's card form posts to POST /pay/{token}, the sandbox posts its
// signed event back to this server, and only that event pays the sale.
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setSandboxCallbackOrigin } from '../../lib/payments/sandbox-checkout';
import { createRequestListener } from '../../lib/server/request-listener';
import { setClock } from '../../lib/time/clock';
import { addCatalog, expectMoneyConserved, NOW, readSale, setup, type Catalog, type Fixture, type Json } from '../sales/helpers';
import { cartToPay, expectProviderMoneyConserved, meansOfSale, payableBody } from './helpers';

let fx: Fixture;
let catalog: Catalog;
let server: Server;
let base: string;
beforeAll(async () => {
  setClock(NOW);
  fx = await setup();
  catalog = await addCatalog(fx);
  server = createServer(createRequestListener((_req, res) => { res.statusCode = 404; res.end('next'); }));
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  setSandboxCallbackOrigin(base);
});
afterAll(async () => {
  setSandboxCallbackOrigin(undefined);
  setClock(null);
  await new Promise<void>((done) => { server.close(() => done()); });
});

async function api(method: string, path: string, body?: unknown): Promise<Response> {
  return fetch(`${base}/api/${fx.token}${path}`, {
    method, headers: { authorization: `Bearer ${fx.partner}`, 'content-type': 'application/json', accept: 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

async function requestedFor(sales: string[], contactIri: string) {
  const res = await api('POST', '/payable_objects', await payableBody(fx, contactIri, sales));
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as Json & { '@id': string; id: number; redirectUrl: string; token: string };
}

function submitCard(redirectUrl: string, cardNumber: string) {
  return fetch(redirectUrl, { method: 'POST', body: new URLSearchParams({ cardNumber }), redirect: 'manual' });
}

const stateOf = async (id: number) => ((await (await api('GET', `/payable_objects/${id}`)).json()) as Json).state;

describe('paying a sale online', () => {
  it('the approving card: 303 to validUrl with the payable object, the sale validated and paid with SandboxWeb', async () => {
    const { member, sale } = await cartToPay(fx, catalog);
    const po = await requestedFor([sale['@id']], member.iri);
    expect(po.state).toBe('requested');
    expect(po.redirectUrl).toBe(`${base}/pay/${po.token}`);
    const res = await submitCard(po.redirectUrl, '4242 4242 4242 4242');
    expect(res.status).toBe(303);
    const back = new URL(res.headers.get('location')!);
    expect(`${back.origin}${back.pathname}`).toBe('https://partner.example/paid');
    expect(back.searchParams.get('payableObject')).toBe(po['@id']);
    expect(await stateOf(po.id)).toBe('validated');
    const paid = await readSale(fx, sale.id);
    expect([paid.state, paid.paidAmount, paid.remainingAmount]).toEqual(['validated', 1500, 0]);
    expect(await meansOfSale(fx, sale.id)).toEqual(['SandboxWeb']);
    // Submitting again decides nothing new: the payer is only sent back.
    const again = await submitCard(po.redirectUrl, '4000 0000 0000 0002');
    expect(new URL(again.headers.get('location')!).pathname).toBe('/paid');
    expect((await readSale(fx, sale.id)).paidAmount).toBe(1500);
    await expectMoneyConserved(fx);
    await expectProviderMoneyConserved(fx);
  });

  it('the declining card: 303 to cancelUrl, refused, nothing paid', async () => {
    const { member, sale } = await cartToPay(fx, catalog);
    const po = await requestedFor([sale['@id']], member.iri);
    const res = await submitCard(po.redirectUrl, '4000000000000002');
    expect(res.status).toBe(303);
    expect(new URL(res.headers.get('location')!).pathname).toBe('/cancelled');
    expect(await stateOf(po.id)).toBe('refused');
    const after = await readSale(fx, sale.id);
    expect([after.state, after.paidAmount]).toEqual(['cart', 0]);
    await expectMoneyConserved(fx);
    await expectProviderMoneyConserved(fx);
  });

  it('another card number goes back to the form; an unknown page is a 404', async () => {
    const { member, sale } = await cartToPay(fx, catalog);
    const po = await requestedFor([sale['@id']], member.iri);
    const res = await submitCard(po.redirectUrl, '1234');
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`/pay/${po.token}?error=card`);
    expect(await stateOf(po.id)).toBe('requested');
    expect((await submitCard(`${base}/pay/nope`, '4242424242424242')).status).toBe(404);
  });

  it('the return URL alone never changes anything', async () => {
    const { member, sale } = await cartToPay(fx, catalog);
    const po = await requestedFor([sale['@id']], member.iri);
    // The payer's return lands on the partner's site, which can only read the payable object: opening
    // the provider's page, or reading the payable object with the IRI it was handed back, pays nothing.
    await fetch(po.redirectUrl);
    await fetch(`${base}/pay/${po.token}?payableObject=${encodeURIComponent(po['@id'])}`);
    expect(await stateOf(po.id)).toBe('requested');
    expect((await readSale(fx, sale.id)).paidAmount).toBe(0);
  });

  it('PUT /check asks the provider: a payment whose event was lost is applied once', async () => {
    const { member, sale } = await cartToPay(fx, catalog);
    const po = await requestedFor([sale['@id']], member.iri);
    setSandboxCallbackOrigin('http://127.0.0.1:9'); // the event is lost on the way
    try {
      expect((await submitCard(po.redirectUrl, '4242424242424242')).status).toBe(303);
    } finally {
      setSandboxCallbackOrigin(base);
    }
    expect(await stateOf(po.id)).toBe('requested');
    const checks = await Promise.all([1, 2, 3].map(() => api('PUT', `/payable_objects/${po.id}/check`)));
    for (const check of checks) expect(((await check.json()) as Json).state).toBe('validated');
    expect((await readSale(fx, sale.id)).paidAmount).toBe(1500);
    await expectMoneyConserved(fx);
    await expectProviderMoneyConserved(fx);
  });
});

describe('a web wallet', () => {
  it('credits the contact\'s available amount once validated, and conserves money', async () => {
    const { member } = await cartToPay(fx, catalog);
    const { payableObjects: _targets, currency: _currency, ...body } = await payableBody(fx, member.iri, []);
    const res = await api('POST', '/web_wallets', { ...body, amount: 2500 });
    expect(res.status, await res.clone().text()).toBe(201);
    const po = (await res.json()) as Json & { id: number; redirectUrl: string; webWallet: boolean };
    expect(po.webWallet).toBe(true);
    expect((await submitCard(po.redirectUrl, '4242424242424242')).status).toBe(303);
    expect(await stateOf(po.id)).toBe('validated');
    const { contactAvailableAmount } = await import('../../lib/domain/ledger/balances');
    const { getDb } = await import('../../lib/db/client');
    expect(await contactAvailableAmount(await getDb(), fx.tenant.id, member.id)).toBe(2500);
    await expectProviderMoneyConserved(fx);
  });
});
