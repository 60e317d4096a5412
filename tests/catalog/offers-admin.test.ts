// Staff write offers: POST, PATCH, PUT and DELETE /offers (admin) with every refusal of CONTRACT §9.1,
// and GET /offers/{id}.
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '../../lib/db/client';
import { markOfferSold } from '../../lib/domain/catalog/mark-offer-sold';
import { setClock } from '../../lib/time/clock';
import { call, iriOf, tokenFor } from '../factories';
import { expectProblem, expectViolation, expectIgnored } from '../problem';
import { addOffer, addProduct, clubIri, entry, getJson, NOW, setup, type Fixture, type Json } from './helpers';

let fx: Fixture;
let other: Fixture;
let product: Json & { '@id': string; id: number };
beforeAll(async () => {
  setClock(NOW);
  [fx, other] = await Promise.all([setup(), setup()]);
  product = await addProduct(fx, { name: 'Monthly Club', type: 'subscription', club: clubIri(fx, 'a') });
});

const monthly = () => ({
  product: product['@id'], name: 'Monthly — 3 months at 19.90', channels: ['club', 'web'], validFrom: '2026-01-01', validThrough: '2026-12-31',
  registrationFeeTI: 4900, registrationFeeName: 'Registration fee', isFirstMonthPayed: true, rhythmBilling: 'monthly',
  articleBehaviors: { implementation: { isProrated: true } },
  repaymentSchedule: { occurrences: [entry('P1M', 1990, { offset: 'P3M' })], recurrences: [entry('P1M', 2990)] }, maxDebt: 0,
});
const post = (body: unknown, token = fx.admin) => call(`/${fx.token}/offers`, { token, method: 'POST', body });
const withSchedule = (repaymentSchedule: unknown, rest: Json = {}) => ({ ...monthly(), ...rest, repaymentSchedule });

describe('POST /offers', () => {
  it('creates an offer with every field of CONTRACT §9.1; totalPriceTI holds the fee and the first installment', async () => {
    const res = await post(monthly());
    expect(res.status, await res.clone().text()).toBe(201);
    const body = await res.json();
    expect(res.headers.get('location')).toBe(`/api${body['@id']}`);
    expect(body).toEqual({
      '@context': '/contexts/Offer', '@id': iriOf(fx, 'offers', body.id), '@type': 'Offer', id: body.id, product: product['@id'],
      name: 'Monthly — 3 months at 19.90', channels: ['club', 'web'], validFrom: '2026-01-01', validThrough: '2026-12-31',
      registrationFeeTI: 4900, registrationFeeName: 'Registration fee', priceTI: 0, priceTE: 0, tax: 0, totalPriceTI: 4900 + 1990,
      isFirstMonthPayed: true, rhythmBilling: 'monthly', articleBehaviors: { implementation: { isProrated: true } },
      repaymentSchedule: { occurrences: [entry('P1M', 1990, { offset: 'P3M' })], recurrences: [entry('P1M', 2990)] }, maxDebt: 0,
      translations: {},
    });
    expect(await getJson(fx, `/offers/${body.id}`)).toEqual({ ...body, '@context': undefined });
  });

  it('fills defaults: a one-off, tax-free offer, entries at P0W, loop 0, EUR', async () => {
    const offer = await addOffer(fx, product, { priceTI: 1500 });
    expect(offer).toMatchObject({
      validThrough: null, registrationFeeTI: 0, registrationFeeName: '', priceTI: 1500, priceTE: 1500, tax: 0, totalPriceTI: 1500,
      isFirstMonthPayed: false, rhythmBilling: null, articleBehaviors: { implementation: { isProrated: false } },
      repaymentSchedule: { occurrences: [], recurrences: [] }, maxDebt: null,
    });
    const split = await addOffer(fx, product, { priceTI: 1200, tax: 200 });
    expect(split).toMatchObject({ priceTE: 1000, tax: 200 });
    const weekly = await addOffer(fx, product, {
      rhythmBilling: 'week4', repaymentSchedule: { recurrences: [{ interval: 'P1W', priceTI: 700, priceTE: 700, tax: 0 }] },
    });
    expect(weekly.repaymentSchedule).toEqual({ occurrences: [], recurrences: [{ offset: 'P0W', interval: 'P1W', loop: 0, priceTI: 700, priceTE: 700, tax: 0, taxRate: 0, priceCurrency: 'EUR' }] });
    expect(weekly.totalPriceTI).toBe(0);
  });

  it('refuses an interval that does not divide the billing period, on the entry', async () => {
    const body = await expectViolation(await post(withSchedule({ recurrences: [entry('P2W', 100)] }, { rhythmBilling: 'week1' })),
      'repaymentSchedule.recurrences.0.interval', 'interval-not-in-rhythm', 'api.error.offer.interval-not-in-rhythm');
    expect(body.violations).toHaveLength(1);
    await expectViolation(await post(withSchedule({ occurrences: [entry('P1M', 100, { loop: 3 })], recurrences: [entry('P1W', 100)] }, { rhythmBilling: 'week4' })),
      'repaymentSchedule.occurrences.0.interval', 'interval-not-in-rhythm', 'api.error.offer.interval-not-in-rhythm');
    await expectViolation(await post(withSchedule({ recurrences: [entry('P1W', 100)] })),
      'repaymentSchedule.recurrences.0.interval', 'interval-not-in-rhythm', 'api.error.offer.interval-not-in-rhythm');
    for (const interval of ['P1W', 'P2W', 'P4W']) {
      expect((await post(withSchedule({ recurrences: [entry(interval, 100)] }, { rhythmBilling: 'week4' }))).status).toBe(201);
    }
  });

  it('refuses an occurrence with offset P0W and loop 0', async () => {
    await expectViolation(await post(withSchedule({ occurrences: [entry('P1M', 100)], recurrences: [] })),
      'repaymentSchedule.occurrences.0.loop', 'occurrence-without-span', 'api.error.offer.occurrence-without-span');
  });

  it('refuses priceTI ≠ priceTE + tax, on an entry or on the offer itself', async () => {
    await expectViolation(await post(withSchedule({ recurrences: [{ ...entry('P1M', 2990), tax: 1 }] })),
      'repaymentSchedule.recurrences.0.priceTI', 'price-mismatch', 'api.error.offer.price-mismatch');
    await expectViolation(await post({ ...monthly(), rhythmBilling: null, repaymentSchedule: { occurrences: [], recurrences: [] }, priceTI: 1000, priceTE: 900, tax: 50 }),
      'priceTI', 'price-mismatch', 'api.error.offer.price-mismatch');
    await expectViolation(await post({ ...monthly(), rhythmBilling: null, repaymentSchedule: {}, priceTI: 100, tax: 200 }),
      'priceTE', 'price-mismatch', 'api.error.offer.price-mismatch');
  });

  it('refuses a schedule without rhythm, a rhythm without schedule, a validity that ends before it starts', async () => {
    await expectViolation(await post({ ...monthly(), rhythmBilling: null }), 'rhythmBilling', 'required', 'api.error.offer.schedule-without-rhythm');
    await expectViolation(await post(withSchedule({})), 'repaymentSchedule', 'empty', 'api.error.offer.rhythm-without-schedule');
    await expectViolation(await post({ ...monthly(), validThrough: '2025-12-31' }), 'validThrough', 'before-valid-from', 'api.error.offer.invalid-validity');
  });

  it('refuses malformed fields with a 400 naming them, never a 500', async () => {
    const { channels: _c, ...noChannels } = monthly();
    await expectViolation(await post(noChannels), 'channels', 'required');
    await expectViolation(await post({ ...monthly(), channels: [] }), 'channels');
    await expectViolation(await post({ ...monthly(), channels: ['shop'] }), 'channels.0');
    await expectViolation(await post({ ...monthly(), channels: ['web', 'web'] }), 'channels');
    await expectViolation(await post({ ...monthly(), validFrom: '2026-02-30' }), 'validFrom');
    await expectViolation(await post({ ...monthly(), rhythmBilling: 'yearly' }), 'rhythmBilling');
    await expectViolation(await post({ ...monthly(), registrationFeeTI: -1 }), 'registrationFeeTI');
    await expectViolation(await post({ ...monthly(), registrationFeeTI: 12.5 }), 'registrationFeeTI');
    await expectViolation(await post({ ...monthly(), maxDebt: 'none' }), 'maxDebt');
    await expectIgnored(await post({ ...monthly(), totalPriceTI: 10 }), 'totalPriceTI');
    await expectIgnored(await post({ ...monthly(), isProrated: true }), 'isProrated');
    await expectViolation(await post({ ...monthly(), articleBehaviors: { implementation: { isProrated: 'yes' } } }), 'articleBehaviors.implementation.isProrated');
    await expectViolation(await post(withSchedule({ recurrences: [{ ...entry('P1M', 100), interval: 'monthly' }] })), 'repaymentSchedule.recurrences.0.interval');
    await expectIgnored(await post(withSchedule({ recurrences: [{ ...entry('P1M', 100), colour: 'red' }] })), 'repaymentSchedule.recurrences.0.colour');
    await expectViolation(await post(withSchedule({ recurrences: [{ ...entry('P1M', 100), priceCurrency: 'euro' }] })), 'repaymentSchedule.recurrences.0.priceCurrency');
    const { priceTE: _p, ...noTE } = entry('P1M', 100);
    await expectViolation(await post(withSchedule({ recurrences: [noTE] })), 'repaymentSchedule.recurrences.0.priceTE', 'required');
  });

  it('refuses a product that is not an IRI of a product of this tenant', async () => {
    await expectViolation(await post({ ...monthly(), product: String(product.id) }), 'product', 'invalid-iri');
    const foreign = await addProduct(other);
    await expectViolation(await post({ ...monthly(), product: foreign['@id'] }), 'product', 'invalid-iri');
    await expectViolation(await post({ ...monthly(), product: iriOf(fx, 'products', 999999999) }), 'product', 'not-found');
    const { product: _p, ...noProduct } = monthly();
    await expectViolation(await post(noProduct), 'product', 'required');
  });

  it('needs an admin client, and keeps a club token to its club\'s products', async () => {
    await expectProblem(await post(monthly(), fx.partner), 403, 'api.error.scope.unauthorized-endpoint');
    const clubA = await tokenFor(fx, 'admin', { grant: 'club', clubId: fx.clubs.a });
    const clubB = await tokenFor(fx, 'admin', { grant: 'club', clubId: fx.clubs.b });
    expect((await post(monthly(), clubA)).status).toBe(201);
    await expectProblem(await post(monthly(), clubB), 403, 'api.error.scope.unauthorized-club');
  });
});

describe('PATCH and PUT /offers/{id}', () => {
  const patch = (id: number, body: unknown, method = 'PATCH') => call(`/${fx.token}/offers/${id}`, { token: fx.admin, method, body });

  it('changes the fields given and checks the whole offer again', async () => {
    const offer = await addOffer(fx, product, monthly());
    const res = await patch(offer.id, { name: 'Renamed', isFirstMonthPayed: false, articleBehaviors: { implementation: { isProrated: false } } });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await res.json()).toMatchObject({ name: 'Renamed', totalPriceTI: 4900, articleBehaviors: { implementation: { isProrated: false } }, rhythmBilling: 'monthly' });
    await expectViolation(await patch(offer.id, { rhythmBilling: 'week1' }), 'repaymentSchedule.occurrences.0.interval', 'interval-not-in-rhythm',
      'api.error.offer.interval-not-in-rhythm');
    await expectViolation(await patch(offer.id, { validThrough: '2025-01-01' }), 'validThrough', 'before-valid-from');
    await expectViolation(await patch(offer.id, { priceTI: 100 }), 'priceTI', 'price-mismatch', 'api.error.offer.price-mismatch');
    await expectIgnored(await patch(offer.id, { product: product['@id'] }), 'product');
    const put = await patch(offer.id, { rhythmBilling: 'week4', repaymentSchedule: { recurrences: [entry('P2W', 1500)] } }, 'PUT');
    expect(put.status, await put.clone().text()).toBe(200);
    expect(await put.json()).toMatchObject({ name: 'Renamed', rhythmBilling: 'week4', repaymentSchedule: { occurrences: [], recurrences: [entry('P2W', 1500)] } });
  });

  it('is a 404 for another tenant\'s offer or an unknown one', async () => {
    const foreignProduct = await addProduct(other);
    const foreign = await addOffer(other, foreignProduct);
    await expectProblem(await patch(foreign.id, { name: 'X' }), 404, 'api.error.not-found');
    await expectProblem(await patch(999999999, { name: 'X' }), 404, 'api.error.not-found');
  });
});

describe('DELETE /offers/{id}', () => {
  const remove = (id: number) => call(`/${fx.token}/offers/${id}`, { token: fx.admin, method: 'DELETE' });

  it('deletes an offer never sold', async () => {
    const offer = await addOffer(fx, product);
    expect((await remove(offer.id)).status).toBe(204);
    await expectProblem(await call(`/${fx.token}/offers/${offer.id}`, { token: fx.partner }), 404, 'api.error.not-found');
  });

  it('archives an offer already sold: readable by its IRI, gone from its product and the catalog, closed to changes', async () => {
    const own = await addProduct(fx, { name: 'With a sold offer' });
    const offer = await addOffer(fx, own);
    const kept = await addOffer(fx, own);
    await markOfferSold(await getDb(), fx.tenant.id, offer.id);
    expect((await remove(offer.id)).status).toBe(204);
    expect(await getJson(fx, `/offers/${offer.id}`)).toMatchObject({ id: offer.id, name: 'Offer' });
    expect(await getJson(fx, `/products/${own.id}`)).toMatchObject({ offers: [kept['@id']] });
    const listed = await getJson<{ id: number }[]>(fx, `/offers?product=${encodeURIComponent(own['@id'])}`);
    expect(listed.map((o) => o.id)).toEqual([kept.id]);
    await expectProblem(await call(`/${fx.token}/offers/${offer.id}`, { token: fx.admin, method: 'PATCH', body: { name: 'X' } }), 400, 'api.error.catalog.archived');
    // The product itself was sold once: deleting it now archives it too.
    expect((await call(`/${fx.token}/products/${own.id}`, { token: fx.admin, method: 'DELETE' })).status).toBe(204);
    expect(await getJson(fx, `/products/${own.id}`)).toMatchObject({ id: own.id });
  });
});
