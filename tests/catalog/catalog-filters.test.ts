// GET /products and GET /offers in a context (CONTRACT §9.1): every context parameter, the contact
// filling the ones not given, paging, tokens, and every refusal as a 400 naming the parameter.
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '../../lib/db/client';
import { markOfferSold } from '../../lib/domain/catalog/mark-offer-sold';
import { insertIncident } from '../../lib/seed/tenant-builder';
import { setClock } from '../../lib/time/clock';
import { call, iriOf, tokenFor } from '../factories';
import { expectProblem, expectViolation, expectIgnored } from '../problem';
import { addOffer, addProduct, clubIri, contactIri, getJson, NOW, setup, type Fixture } from './helpers';

let fx: Fixture;
let other: Fixture;
/** Offer IRI → offer name, product IRI → product name. */
const names = new Map<string, string>();

async function product(name: string, body: Record<string, unknown>, offers: Record<string, Record<string, unknown>>) {
  const p = await addProduct(fx, { name, ...body });
  names.set(p['@id'], name);
  for (const [offerName, offerBody] of Object.entries(offers)) names.set((await addOffer(fx, p, { name: offerName, ...offerBody }))['@id'], offerName);
  return p;
}

beforeAll(async () => {
  setClock(NOW);
  [fx, other] = await Promise.all([setup(), setup()]);
  await product('Everywhere', {}, { 'web only': { channels: ['web'] }, 'desk, small debts': { channels: ['club'], maxDebt: 1000 } });
  await product('Club A today', { type: 'subscription', club: clubIri(fx, 'a') }, { 'A today': { validFrom: '2026-03-10', validThrough: '2026-03-10' } });
  await product('Club B', { type: 'subscription', club: clubIri(fx, 'b') }, { 'B': {} });
  await product('Students', { type: 'subscription', requiredTags: ['student'] }, { 'student offer': {} });
  await product('Sporty students', { type: 'counter', requiredTags: ['student', 'sport'] }, { 'sporty offer': {} });
  await product('No offer', {}, {});
  await product('Future', {}, { 'from April': { validFrom: '2026-04-01' } });
  await product('Expired', {}, { 'until the 9th': { validThrough: '2026-03-09' } });
  await product('Badge', { type: 'badge' }, { 'badge offer': { channels: ['terminal'] } });
  await product('Starts today', {}, { 'from the 10th': { validFrom: '2026-03-10' } });
  const archived = await product('Archived', {}, { 'sold once': {} });
  const [sold] = (await getJson<{ offers: string[] }>(fx, `/products/${archived.id}`)).offers;
  await markOfferSold(await getDb(), fx.tenant.id, Number(sold!.split('/').at(-1)));
  expect((await call(`/${fx.token}/products/${archived.id}`, { token: fx.admin, method: 'DELETE' })).status).toBe(204);
  // alice (club A): a valid student tag, an expired sport tag, a debt of 15.00.
  for (const tag of [{ name: 'student', validFrom: '2026-01-01' }, { name: 'sport', validFrom: '2025-01-01', validThrough: '2026-03-01' }]) {
    const res = await call(`/${fx.token}/contact_tags`, { token: fx.partner, method: 'POST', body: { contactId: contactIri(fx, fx.contacts.alice), ...tag } });
    expect(res.status, await res.clone().text()).toBe(201);
  }
  await insertIncident(await getDb(), fx.tenant, fx.contacts.alice, 1500, 'Direct debit rejected');
});

type Listed = { '@id': string; name: string; offers: string[] };

/** GET /products with this query: each product's name and its offers' names. */
async function catalog(query: Record<string, string | string[]> = {}, token = fx.partner, headers: Record<string, string> = {}) {
  const params = new URLSearchParams({ itemsPerPage: '100' });
  for (const [key, value] of Object.entries(query)) for (const v of [value].flat()) params.append(key, v);
  const listed = await getJson<Listed[]>(fx, `/products?${params}`, token, headers);
  return Object.fromEntries(listed.map((p) => [p.name, p.offers.map((o) => names.get(o))]));
}

const always = { 'Everywhere': ['web only', 'desk, small debts'], 'Badge': ['badge offer'], 'Starts today': ['from the 10th'] };

describe('GET /products', () => {
  it('without context: every club, today (the first club\'s), no tags: products with a matching offer, by id', async () => {
    expect(await catalog()).toEqual({ ...always, 'Club A today': ['A today'], 'Club B': ['B'] });
  });

  it('context[channel]: offers sold on that channel only', async () => {
    expect(await catalog({ 'context[channel]': 'web' })).toEqual({ 'Everywhere': ['web only'], 'Club A today': ['A today'], 'Club B': ['B'], 'Starts today': ['from the 10th'] });
    expect(await catalog({ 'context[channel]': 'terminal' })).toMatchObject({ 'Badge': ['badge offer'] });
    expect(Object.keys(await catalog({ 'context[channel]': 'terminal' }))).not.toContain('Everywhere');
  });

  it('context[club]: that club\'s products and those of every club', async () => {
    expect(await catalog({ 'context[club]': clubIri(fx, 'a') })).toEqual({ ...always, 'Club A today': ['A today'] });
    expect(await catalog({ 'context[club]': clubIri(fx, 'b') })).toEqual({ ...always, 'Club B': ['B'] });
  });

  it('context[date]: offers valid that day, both ends included; today is the club\'s', async () => {
    expect(Object.keys(await catalog({ 'context[date]': '2026-04-01' }))).toEqual(['Everywhere', 'Club B', 'Future', 'Badge', 'Starts today']);
    expect(Object.keys(await catalog({ 'context[date]': '2026-03-09' }))).toEqual(['Everywhere', 'Club B', 'Expired', 'Badge']);
    expect(Object.keys(await catalog({ 'context[date]': '2026-03-10' }))).toContain('Club A today');
    // 03:00 UTC: the 10th in Berlin, still the 9th in New York.
    expect(Object.keys(await catalog({ 'context[club]': clubIri(fx, 'b') }))).toContain('Starts today');
    expect(Object.keys(await catalog({ 'context[club]': clubIri(fx, 'c') }))).toEqual(['Everywhere', 'Expired', 'Badge']);
  });

  it('context[debt]: offers whose maxDebt is unset or at least the debt', async () => {
    expect((await catalog({ 'context[debt]': '1000' }))['Everywhere']).toEqual(['web only', 'desk, small debts']);
    expect((await catalog({ 'context[debt]': '1001' }))['Everywhere']).toEqual(['web only']);
    expect((await catalog({ 'context[debt]': '1001', 'context[channel]': 'club' }))['Everywhere']).toBeUndefined();
  });

  it('context[contactTag][]: products whose required tags are all given; none given, only those without', async () => {
    expect(await catalog({ 'context[contactTag][]': 'student' })).toMatchObject({ 'Students': ['student offer'] });
    expect(Object.keys(await catalog({ 'context[contactTag][]': 'student' }))).not.toContain('Sporty students');
    expect(await catalog({ 'context[contactTag][]': ['sport', 'student', 'vip'] })).toMatchObject({ 'Students': ['student offer'], 'Sporty students': ['sporty offer'] });
    expect(await catalog({ 'context[contactTag]': 'student', 'context[contactTag][]': 'sport' })).toMatchObject({ 'Sporty students': ['sporty offer'] });
  });

  it('type: one category', async () => {
    expect(await catalog({ type: 'subscription' })).toEqual({ 'Club A today': ['A today'], 'Club B': ['B'] });
    expect(await catalog({ type: 'counter', 'context[contactTag][]': ['student', 'sport'] })).toEqual({ 'Sporty students': ['sporty offer'] });
    expect(await catalog({ type: 'package' })).toEqual({});
  });

  it('context[contactId]: the contact\'s club, valid tags and debt fill what is not given', async () => {
    const alice = contactIri(fx, fx.contacts.alice);
    expect(await catalog({ 'context[contactId]': alice })).toEqual({
      'Everywhere': ['web only'], 'Club A today': ['A today'], 'Students': ['student offer'], 'Badge': ['badge offer'], 'Starts today': ['from the 10th'],
    });
    const given = await catalog({ 'context[contactId]': alice, 'context[club]': clubIri(fx, 'b'), 'context[debt]': '0', 'context[contactTag][]': ['student', 'sport'] });
    expect(given).toEqual({ ...always, 'Club B': ['B'], 'Students': ['student offer'], 'Sporty students': ['sporty offer'] });
    // The tags valid on the context's date: sport was valid until 2026-03-01.
    expect(Object.keys(await catalog({ 'context[contactId]': alice, 'context[date]': '2026-02-15' }))).toContain('Sporty students');
  });

  it('a contact token reads its own contact\'s catalog; another contact is a 403', async () => {
    const aliceToken = await tokenFor(fx, 'partner', { grant: 'contact', email: fx.emails.alice });
    expect(await catalog({}, aliceToken)).toEqual(await catalog({ 'context[contactId]': contactIri(fx, fx.contacts.alice) }));
    await expectProblem(await call(`/${fx.token}/products?context[contactId]=${encodeURIComponent(contactIri(fx, fx.contacts.bob))}`, { token: aliceToken }),
      403, 'api.error.auth.contact-scope');
  });

  it('the acting club stands for a missing context[club]; a club-bound token reads its club\'s catalog only', async () => {
    expect(await catalog({}, fx.partner, { 'x-user-club-id': clubIri(fx, 'a') })).toEqual(await catalog({ 'context[club]': clubIri(fx, 'a') }));
    const clubB = await tokenFor(fx, 'partner', { grant: 'club', clubId: fx.clubs.b });
    expect(await catalog({}, clubB)).toEqual(await catalog({ 'context[club]': clubIri(fx, 'b') }));
    await expectProblem(await call(`/${fx.token}/products?context[club]=${encodeURIComponent(clubIri(fx, 'a'))}`, { token: clubB }), 403, 'api.error.scope.unauthorized-club');
  });

  it('lets a club-bound token read by id its club\'s products and offers and the tenant-wide ones, not another club\'s', async () => {
    const clubB = await tokenFor(fx, 'partner', { grant: 'club', clubId: fx.clubs.b });
    const iriNamed = (name: string) => [...names].find(([, n]) => n === name)![0].slice(fx.token.length + 1);
    for (const readable of ['Club B', 'B', 'Everywhere', 'web only']) expect((await call(`/${fx.token}${iriNamed(readable)}`, { token: clubB })).status).toBe(200);
    for (const refused of ['Club A today', 'A today']) {
      await expectProblem(await call(`/${fx.token}${iriNamed(refused)}`, { token: clubB }), 403, 'api.error.scope.unauthorized-club');
    }
    await expectProblem(await call(`/${fx.token}${iriNamed('A today')}/debit_schedule?startDate=2026-03-10`, { token: clubB }), 403, 'api.error.scope.unauthorized-club');
  });

  it('answers a Hydra collection in ld+json, each product with the fields of CONTRACT §9.1', async () => {
    const res = await call(`/${fx.token}/products?context%5Bchannel%5D=web&itemsPerPage=2`, { token: fx.partner });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ '@context': '/contexts/Product', '@type': 'hydra:Collection', 'hydra:totalItems': 4 });
    expect(body['hydra:member']).toHaveLength(2);
    expect(body['hydra:view']['hydra:next']).toBe('/' + fx.token + '/products?context%5Bchannel%5D=web&itemsPerPage=2&page=2');
    expect(Object.keys(body['hydra:member'][0]).sort()).toEqual(['@id', '@type', 'club', 'description', 'grantedTags', 'id', 'minimumAge', 'name',
      'offers', 'productBehaviors', 'requiredTags', 'translations', 'type'].sort());
  });

  it('pages 30 products at a time', async () => {
    for (let i = 0; i < 35; i += 1) await addOffer(other, await addProduct(other, { name: `P${i}` }));
    const first = await (await call(`/${other.token}/products`, { token: other.partner })).json();
    expect(first['hydra:member']).toHaveLength(30);
    expect(first['hydra:totalItems']).toBe(35);
    const second = await getJson<Listed[]>(other, '/products?page=2');
    expect(second.map((p) => p.name)).toEqual(['P30', 'P31', 'P32', 'P33', 'P34']);
    const past = await (await call(`/${other.token}/products?page=3`, { token: other.partner })).json();
    expect(past).toMatchObject({ 'hydra:member': [], 'hydra:totalItems': 35 });
    expect(await getJson<Listed[]>(other, '/products?itemsPerPage=7&page=5')).toHaveLength(7);
  });

  it('ignores unknown parameters and values it cannot read, naming them; an IRI naming nothing here and paging stay a 400', async () => {
    const get = (query: string) => call(`/${fx.token}/products?${query}`, { token: fx.partner });
    await expectIgnored(await get('context%5Bcolor%5D=red'), 'context[color]', 'x-ignored-parameters');
    await expectIgnored(await get('club=1'), 'club', 'x-ignored-parameters');
    await expectIgnored(await get('context%5Bchannel%5D=shop'), 'context[channel]', 'x-ignored-parameters');
    await expectIgnored(await get(`context%5Bclub%5D=${fx.clubs.a}`), 'context[club]', 'x-ignored-parameters');
    await expectViolation(await get(`context%5Bclub%5D=${encodeURIComponent(clubIri(other, 'a'))}`), 'context[club]', 'invalid-iri');
    await expectViolation(await get(`context%5Bclub%5D=${encodeURIComponent(iriOf(fx, 'clubs', 999999999))}`), 'context[club]', 'not-found');
    await expectIgnored(await get('context%5Bdate%5D=2026-02-30'), 'context[date]', 'x-ignored-parameters');
    await expectIgnored(await get('context%5Bdate%5D=today'), 'context[date]', 'x-ignored-parameters');
    await expectIgnored(await get('context%5Bdebt%5D=-1'), 'context[debt]', 'x-ignored-parameters');
    await expectIgnored(await get('context%5Bdebt%5D=1&context%5Bdebt%5D=2'), 'context[debt]', 'x-ignored-parameters');
    await expectViolation(await get(`context%5BcontactId%5D=${encodeURIComponent(iriOf(fx, 'contacts', 999999999))}`), 'context[contactId]', 'not-found');
    await expectViolation(await get(`context%5BcontactId%5D=${encodeURIComponent(iriOf(other, 'contacts', other.contacts.alice))}`), 'context[contactId]', 'invalid-iri');
    await expectIgnored(await get('type=gift'), 'type', 'x-ignored-parameters');
    await expectViolation(await get('page=0'), 'page');
    await expectViolation(await get('itemsPerPage=101'), 'itemsPerPage');
    await expectProblem(await call(`/${fx.token}/products`, {}), 401, 'api.error.auth.invalid-token');
  });
});

describe('GET /offers', () => {
  type Offer = { '@id': string; name: string; product: Listed & { '@type': string } };
  const offers = async (query: string, token = fx.partner) => getJson<Offer[]>(fx, `/offers?itemsPerPage=100&${query}`, token);
  const everywhere = () => [...names].find(([, name]) => name === 'Everywhere')![0];

  it('lists a product\'s offers in the context, its product embedded with the matching offers', async () => {
    const both = await offers(`product=${encodeURIComponent(everywhere())}`);
    expect(both.map((o) => o.name)).toEqual(['web only', 'desk, small debts']);
    expect(both[0]!.product).toMatchObject({ '@id': everywhere(), '@type': 'Product', name: 'Everywhere', offers: both.map((o) => o['@id']) });
    const web = await offers(`product=${encodeURIComponent(everywhere())}&context%5Bchannel%5D=web`);
    expect(web.map((o) => o.name)).toEqual(['web only']);
    expect(web[0]!.product.offers).toEqual([web[0]!['@id']]);
    expect(web[0]).toMatchObject({ channels: ['web'], totalPriceTI: 0, rhythmBilling: null });
  });

  it('takes the same context as GET /products, and lists every product\'s offers without product', async () => {
    expect((await offers(`context%5BcontactId%5D=${encodeURIComponent(contactIri(fx, fx.contacts.alice))}`)).map((o) => o.name))
      .toEqual(['web only', 'A today', 'student offer', 'badge offer', 'from the 10th']);
    const students = [...names].find(([, name]) => name === 'Students')![0];
    expect(await offers(`product=${encodeURIComponent(students)}`)).toEqual([]);
    expect((await offers(`product=${encodeURIComponent(students)}&context%5BcontactTag%5D%5B%5D=student`)).map((o) => o.name)).toEqual(['student offer']);
    expect(await offers(`product=${encodeURIComponent(iriOf(fx, 'products', 999999999))}`)).toEqual([]);
  });

  it('refuses a product of another tenant and unknown parameters', async () => {
    const foreign = await addProduct(other);
    await expectViolation(await call(`/${fx.token}/offers?product=${encodeURIComponent(foreign['@id'])}`, { token: fx.partner }), 'product', 'invalid-iri');
    await expectIgnored(await call(`/${fx.token}/offers?products=1`, { token: fx.partner }), 'products', 'x-ignored-parameters');
  });
});
