// Stadline's payment samples (github:stadline/resamania2-partners: payment-and-webcards/laravel and
// react, stripe/react) against the service, as they send and read (CONTRACT §10): the checkout's
// fields, a payable object asked with `{ sales, invoices: [], incidents: [] }`, both flows (redirect,
// and the widget with useWebWallet and no return URLs), and the fields they read back.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { submitSandboxCard } from '../../lib/payments/sandbox-checkout';
import { setClock } from '../../lib/time/clock';
import { iriOf } from '../factories';
import { expectViolation } from '../problem';
import { addCatalog, addMember, idOf, NOW, ok, pay, readSale, send, setup, type Catalog, type Fixture, type Json } from '../sales/helpers';
import { cartToPay, createPayable, expectProviderMoneyConserved, openIncidentFor, validate, webCheckout } from './helpers';

let fx: Fixture;
let catalog: Catalog;
beforeAll(async () => {
  setClock(NOW);
  fx = await setup();
  catalog = await addCatalog(fx);
});
afterAll(() => setClock(null));

type Payable = Json & { id: number; state: string; redirectUrl: string; widgetUrl: string | null; webRedirectUrl: string | null };

async function sampleBody(contactIri: string, saleIri: string, extra: Json = {}): Promise<Json> {
  return {
    contactId: contactIri, amount: 1500, currency: 'EUR', clubCode: 'A', clubId: iriOf(fx, 'clubs', fx.clubs.a), checkout: await webCheckout(fx),
    payableObjects: { sales: [saleIri], invoices: [], incidents: [] }, ...extra,
  };
}

describe('the checkout as the samples read it', () => {
  it('GET /checkouts and /checkouts/{id}: club id and code, currency, provider, capabilities, the cash in the drawer', async () => {
    const { sale } = await cartToPay(fx, catalog);
    const web = await webCheckout(fx);
    const read = await ok<Json>(await send(fx, 'GET', `/checkouts/${idOf(web)}`));
    expect(read).toMatchObject({
      '@id': web, clubId: iriOf(fx, 'clubs', fx.clubs.a), clubCode: 'A', type: 'web', currency: 'EUR', webPaymentProviderType: 'sandbox',
      paymentProviderConfiguration: null, webPaymentProviderCapabilities: { supportsWebWallet: true, supportsPaymentPage: true }, totalCashAmount: 0,
    });
    // Cash taken at the desk is in its drawer.
    await ok(await pay(fx, sale.id, 1500), 201);
    const list = await ok<Json | Json[]>(await send(fx, 'GET', '/checkouts'));
    const members = (Array.isArray(list) ? list : list['hydra:member']) as Json[];
    const desk = members.find((m) => m.type === 'desk' && m.clubId === iriOf(fx, 'clubs', fx.clubs.a))!;
    expect(desk).toMatchObject({ webPaymentProviderType: null, webPaymentProviderCapabilities: { supportsWebWallet: false, supportsPaymentPage: false } });
    const cash = members.reduce((sum, m) => sum + Number(m.totalCashAmount), 0);
    expect(cash).toBeGreaterThanOrEqual(1500);
    expect((await send(fx, 'GET', '/checkouts/999999')).status).toBe(404);
  });
});

describe('a payable object as the samples ask for it', () => {
  it('redirect flow (laravel): empty invoices and incidents lists, then PUT …/check after the return', async () => {
    const { member, sale } = await cartToPay(fx, catalog);
    const po = await ok<Payable>(await createPayable(fx, await sampleBody(member.iri, sale['@id'], {
      validUrl: 'https://partner.example/payment/callback', cancelUrl: 'https://partner.example/payment/cancel',
    })), 201);
    expect(po.redirectUrl).toMatch(/\/pay\//);
    expect(po).toMatchObject({ webRedirectUrl: po.redirectUrl, widgetUrl: null, clubCode: 'A', payment: null, canceledAt: null });
    expect(String(po.externalReference)).toMatch(/^sbx_/);
    const token = po.redirectUrl.split('/pay/')[1]!;
    expect(await submitSandboxCard(token, '4242424242424242')).toMatchObject({ state: 'validated', returnUrl: 'https://partner.example/payment/callback' });
    const checked = await ok<Payable>(await send(fx, 'PUT', `/payable_objects/${po.id}/check`));
    expect(checked.state).toBe('validated');
    expect(String(checked.payment)).toMatch(/\/payments\/\d+$/);
    expect((checked.logs as Json[]).map((l) => l.state)).toEqual(['requested', 'validated']);
    expect((await readSale(fx, sale.id)).paidAmount).toBe(1500);
    await expectProviderMoneyConserved(fx);
  });

  it('widget flow (react): useWebWallet and no return URLs, redirectUrl "" and a widgetUrl to frame; the payment ends on the widget', async () => {
    const { member, sale } = await cartToPay(fx, catalog);
    const po = await ok<Payable>(await createPayable(fx, await sampleBody(member.iri, sale['@id'], { useWebWallet: true })), 201);
    expect(po.redirectUrl).toBe('');
    expect(po.widgetUrl).toMatch(/\/pay\/[^/]+\/widget$/);
    const token = po.widgetUrl!.split('/pay/')[1]!.replace('/widget', '');
    expect(await submitSandboxCard(token, '4242424242424242')).toMatchObject({ state: 'validated', returnUrl: '' });
    // The sandbox's event goes over HTTP to a server this in-process test has not started: the check reads it.
    expect((await ok<Payable>(await send(fx, 'PUT', `/payable_objects/${po.id}/check`))).state).toBe('validated');
    expect((await readSale(fx, sale.id)).paidAmount).toBe(1500);
  });

  it('without return URLs and without useWebWallet: a 400 naming validUrl', async () => {
    const { member, sale } = await cartToPay(fx, catalog);
    await expectViolation(await createPayable(fx, await sampleBody(member.iri, sale['@id'])), 'validUrl', 'required');
  });

  it('invoices: a sale\'s invoice pays its sale, an invoice in incident its incident; kinds are not mixed', async () => {
    const member = await addMember(fx);
    const incident = await openIncidentFor(fx, member.id, 2500);
    const { member: other, sale } = await cartToPay(fx, catalog);
    await expectViolation(await createPayable(fx, {
      ...(await sampleBody(other.iri, sale['@id'], { validUrl: 'https://p.example/ok', cancelUrl: 'https://p.example/ko' })),
      payableObjects: { sales: [sale['@id']], incidents: [iriOf(fx, 'incidents', incident)] },
    }), 'payableObjects', 'one-kind');
    await expectViolation(await createPayable(fx, {
      ...(await sampleBody(other.iri, sale['@id'], { validUrl: 'https://p.example/ok', cancelUrl: 'https://p.example/ko' })),
      payableObjects: { invoices: [iriOf(fx, 'invoices', 999999)] },
    }), 'payableObjects.invoices', 'not-found');
    const po = await ok<Payable>(await createPayable(fx, {
      contactId: member.iri, amount: 2500, clubCode: 'A', checkout: await webCheckout(fx), payableObjects: { incidents: [iriOf(fx, 'incidents', incident)], invoices: [], sales: [] },
      validUrl: 'https://p.example/ok', cancelUrl: 'https://p.example/ko',
    }), 201);
    await ok(await validate(po.id, 2500));
    expect((await ok<Payable>(await send(fx, 'GET', `/payable_objects/${po.id}`))).payment).toMatch(/\/payments\/\d+$/);
  });
});
