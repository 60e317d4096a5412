// Every refusal of POST /sales, POST /sales/{id}/articles, DELETE /sale_articles/{id} and
// GET /sales/{id}/check (CONTRACT §9.3), each on a request that otherwise passes, answered with the
// CONTRACT §2 body; who may reach a sale.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '../../lib/db/client';
import { insertContact } from '../../lib/seed/tenant-builder';
import { setClock } from '../../lib/time/clock';
import { addOffer, addProduct } from '../catalog/helpers';
import { createTenantFixture, iriOf, tokenFor } from '../factories';
import { expectProblem, expectViolation, type Problem, expectIgnored } from '../problem';
import { addArticle, addCatalog, addMember, NOW, ok, openSale, send, setup, type Catalog, type Fixture } from './helpers';

let fx: Fixture;
let catalog: Catalog;
beforeAll(async () => {
  setClock(NOW);
  fx = await setup();
  catalog = await addCatalog(fx);
});
afterAll(() => setClock(null));

const contactIri = (id: number) => iriOf(fx, 'contacts', id);
const saleBody = (contactId: number, extra: Record<string, unknown> = {}) =>
  ({ contactId: contactIri(contactId), clubId: iriOf(fx, 'clubs', fx.clubs.a), clubCode: 'A', ...extra });

describe('POST /sales refusals', () => {
  it('names each missing field, an unknown field, a bare number where an IRI goes', async () => {
    const body = await expectProblem(await send(fx, 'POST', '/sales', {}), 400, 'api.error.validation.required');
    expect(body.violations!.map((v) => v.propertyPath).sort()).toEqual(['clubCode', 'clubId', 'contactId']);
    await expectIgnored(await send(fx, 'POST', '/sales', { ...saleBody(fx.contacts.alice), totalTI: 0 }), 'totalTI');
    await expectViolation(await send(fx, 'POST', '/sales', { ...saleBody(fx.contacts.alice), contactId: String(fx.contacts.alice) }), 'contactId', 'invalid-iri');
    await expectViolation(await send(fx, 'POST', '/sales', { ...saleBody(fx.contacts.alice), clubId: '/other/clubs/1' }), 'clubId', 'invalid-iri');
    await expectIgnored(await send(fx, 'POST', '/sales', { ...saleBody(fx.contacts.alice), address: { city: 'Paris' } }), 'address.city');
    await expectViolation(await send(fx, 'POST', '/sales', { ...saleBody(fx.contacts.alice), clubCode: 42 }), 'clubCode');
  });

  it('refuses a club code that is not the club\'s, an unknown contact or club, a checkout of another club', async () => {
    await expectViolation(await send(fx, 'POST', '/sales', saleBody(fx.contacts.alice, { clubCode: 'B' })), 'clubCode', 'mismatch',
      'api.error.sale.club-code-mismatch');
    await expectViolation(await send(fx, 'POST', '/sales', saleBody(999_999_999)), 'contactId', 'not-found');
    await expectViolation(await send(fx, 'POST', '/sales', saleBody(fx.contacts.alice, { clubId: iriOf(fx, 'clubs', 999_999_999) })), 'clubId', 'not-found');
    const checkouts = await ok<{ '@id': string }[]>(await send(fx, 'GET', `/checkouts?club=${encodeURIComponent(iriOf(fx, 'clubs', fx.clubs.b))}`));
    await expectViolation(await send(fx, 'POST', '/sales', saleBody(fx.contacts.alice, { checkout: checkouts[0]!['@id'] })), 'checkout', 'not-found');
    const own = await ok<{ '@id': string }[]>(await send(fx, 'GET', `/checkouts?club=${encodeURIComponent(iriOf(fx, 'clubs', fx.clubs.a))}`));
    await expectViolation(await send(fx, 'POST', '/sales', saleBody(fx.contacts.alice, { checkout: own[0]!['@id'], checkoutId: own[1]!['@id'] })),
      'checkoutId', 'invalid');
  });

  it('keeps a contact-scoped token to its own contact and a club-bound token to its club', async () => {
    const alice = await tokenFor(fx, 'partner', { grant: 'contact', email: fx.emails.alice });
    await expectProblem(await send(fx, 'POST', '/sales', saleBody(fx.contacts.bob), { token: alice }), 403, 'api.error.auth.contact-scope');
    const sale = await openSale(fx, fx.contacts.alice, {}, alice);
    expect(sale.contactId).toBe(contactIri(fx.contacts.alice));
    const clubB = await tokenFor(fx, 'partner', { grant: 'club', clubId: fx.clubs.b });
    await expectProblem(await send(fx, 'POST', '/sales', saleBody(fx.contacts.alice), { token: clubB }), 403, 'api.error.scope.unauthorized-club');
    // Reading: bob's token does not see alice's sale; another tenant's token is a 401; another tenant's id a 404.
    const bob = await tokenFor(fx, 'partner', { grant: 'contact', email: fx.emails.bob });
    await expectProblem(await send(fx, 'GET', `/sales/${sale.id}`, undefined, { token: bob }), 403, 'api.error.auth.contact-scope');
    await expectProblem(await send(fx, 'GET', `/sales/${sale.id}`, undefined, { token: clubB }), 403, 'api.error.scope.unauthorized-club');
    const other = await createTenantFixture();
    const otherToken = await tokenFor(other, 'partner');
    await expectProblem(await send(fx, 'GET', `/sales/${sale.id}`, undefined, { token: otherToken }), 401, 'api.error.auth.invalid-token');
    const foreign = await send({ ...fx, token: other.token }, 'GET', `/sales/${sale.id}`, undefined, { token: otherToken });
    await expectProblem(foreign, 404, 'api.error.not-found');
    await expectProblem(await send(fx, 'GET', '/sales/999999999'), 404, 'api.error.not-found');
    await expectViolation(await send(fx, 'GET', '/sales/abc'), 'id');
  });
});

describe('POST /sales/{id}/articles refusals', () => {
  it('only in a cart', async () => {
    const member = await addMember(fx);
    const sale = await openSale(fx, member.id);
    await ok(await send(fx, 'POST', `/sales/${sale.id}/transitions`, { transition: 'cancel' }));
    await expectProblem(await send(fx, 'POST', `/sales/${sale.id}/articles`, { offerId: catalog.bottle.offer['@id'] }), 400, 'api.error.sale.not-a-cart');
  });

  it('needs an offer on sale today in the sale\'s club', async () => {
    const sale = await openSale(fx, (await addMember(fx)).id);
    const add = (body: Record<string, unknown>) => send(fx, 'POST', `/sales/${sale.id}/articles`, body);
    await expectViolation(await add({}), 'offerId', 'required');
    await expectViolation(await add({ offerId: iriOf(fx, 'offers', 999_999_999) }), 'offerId', 'not-found');
    await expectViolation(await add({ offerId: iriOf(fx, 'products', catalog.bottle.product.id) }), 'offerId', 'invalid-iri');
    const later = await addOffer(fx, catalog.bottle.product, { name: 'Next year', validFrom: '2027-01-01' });
    const ended = await addOffer(fx, catalog.bottle.product, { name: 'Last year', validFrom: '2025-01-01', validThrough: '2026-03-09' });
    const clubB = await addProduct(fx, { name: 'Club B only', club: iriOf(fx, 'clubs', fx.clubs.b) });
    const elsewhere = await addOffer(fx, clubB, { name: 'Club B offer' });
    for (const offer of [later, ended, elsewhere]) {
      await expectViolation(await add({ offerId: offer['@id'] }), 'offerId', 'not-available', 'api.error.sale.offer-not-available');
    }
    // The last day of validity is still on sale; the first day too.
    const lastDay = await addOffer(fx, catalog.bottle.product, { name: 'Ends today', validThrough: '2026-03-10' });
    await ok(await add({ offerId: lastDay['@id'] }), 201);
  });

  it('refuses a parent of another sale, a debit day the club does not offer or the offer does not take, a bad date', async () => {
    const first = await openSale(fx, (await addMember(fx)).id);
    const other = await addArticle(fx, first.id, catalog.bottle.offer);
    const sale = await openSale(fx, (await addMember(fx)).id);
    const add = (body: Record<string, unknown>) => send(fx, 'POST', `/sales/${sale.id}/articles`, body);
    await expectViolation(await add({ offerId: catalog.option.offer['@id'], parent: other['@id'] }), 'parent', 'not-found');
    await expectViolation(await add({ offerId: catalog.monthly.offer['@id'], repaymentSchedule: { debitDay: 15 } }),
      'repaymentSchedule.debitDay', 'not-allowed', 'api.error.sale.debit-day-not-allowed');
    await expectViolation(await add({ offerId: catalog.monthly.offer['@id'], repaymentSchedule: { debitDay: 29 } }), 'repaymentSchedule.debitDay');
    await expectViolation(await add({ offerId: catalog.monthly.offer['@id'], repaymentSchedule: { debitWeekDay: 6 } }),
      'repaymentSchedule.debitWeekDay', 'not-for-rhythm');
    await expectViolation(await add({ offerId: catalog.bottle.offer['@id'], repaymentSchedule: { debitDay: 5 } }), 'repaymentSchedule.debitDay', 'not-for-rhythm');
    await expectViolation(await add({ offerId: catalog.monthly.offer['@id'], implementation: { startDate: '2026-02-30' } }), 'implementation.startDate');
    await expectViolation(await expectIgnored(await add({ offerId: catalog.monthly.offer['@id'], implementation: { start: '2026-04-01', startDate: '2026-02-30' } }),
      'implementation.start'), 'implementation.startDate');
    expect((await ok<{ articles: unknown[] }>(await send(fx, 'GET', `/sales/${sale.id}`))).articles).toEqual([]);
  });

  it('refuses a product whose required tags neither the contact nor the cart gives (6.8.0)', async () => {
    const student = await addProduct(fx, { name: 'Student', club: iriOf(fx, 'clubs', fx.clubs.a), requiredTags: ['student'] });
    const offer = await addOffer(fx, student, { name: 'Student offer', priceTI: 100 });
    const sale = await openSale(fx, (await addMember(fx)).id);
    const body = await expectViolation(await send(fx, 'POST', `/sales/${sale.id}/articles`, { offerId: offer['@id'] }), 'offerId', 'tag-restriction',
      'api.error.sale.article-tag-restriction');
    expect(body.detail).toContain('student');
  });

  it('removes only from a cart, and a missing or foreign article is a 404', async () => {
    const sale = await openSale(fx, (await addMember(fx)).id);
    const article = await addArticle(fx, sale.id, catalog.trial.offer);
    await ok(await send(fx, 'POST', `/sales/${sale.id}/transitions`, { transition: 'validate' }));
    await expectProblem(await send(fx, 'DELETE', `/sale_articles/${article.id}`), 400, 'api.error.sale.not-a-cart');
    await expectProblem(await send(fx, 'DELETE', '/sale_articles/999999999'), 404, 'api.error.not-found');
    const bob = await tokenFor(fx, 'partner', { grant: 'contact', email: fx.emails.bob });
    await expectProblem(await send(fx, 'DELETE', `/sale_articles/${article.id}`, undefined, { token: bob }), 403, 'api.error.auth.contact-scope');
  });
});

describe('GET /sales/{id}/check', () => {
  const check = async (saleId: number) => expectProblem(await send(fx, 'GET', `/sales/${saleId}/check`), 400, (await peek(saleId)).code);
  const peek = async (saleId: number) => (await (await send(fx, 'GET', `/sales/${saleId}/check`)).json()) as Problem;
  const codes = (problem: Problem) => problem.violations!.map((v) => [v.code.replace('api.error.sale.', ''), v.propertyPath]);

  it('empty, and a contact whose names or address are missing', async () => {
    const db = await getDb();
    const bare = await insertContact(db, fx.tenant, { clubId: fx.clubs.a, email: `bare@${fx.token}.test`, givenName: 'Bare', familyName: '' });
    const sale = await openSale(fx, bare);
    const problem = await check(sale.id);
    expect(problem.code).toBe('api.error.sale.empty');
    expect(codes(problem)).toEqual([
      ['empty', 'articles'], ['contact-incomplete', 'contactFamilyName'], ['contact-incomplete', 'address.addressCountry'],
      ['contact-incomplete', 'address.addressLocality'], ['contact-incomplete', 'address.postalCode'], ['contact-incomplete', 'address.streetAddress'],
    ]);
    // Given on the sale, they count.
    const complete = await openSale(fx, bare, { contactFamilyName: 'Bare', address: { addressCountry: 'FR', addressLocality: 'Lyon', postalCode: '69001', streetAddress: '2 quai' } });
    await addArticle(fx, complete.id, catalog.bottle.offer);
    expect((await send(fx, 'GET', `/sales/${complete.id}/check`)).status).toBe(204);
  });

  it('age (too young on the club\'s today, or no birth date), start date, blocked contact, option without subscription', async () => {
    const young = await addMember(fx, { birthDate: '2010-03-11' });
    const sale = await openSale(fx, young.id);
    const main = await addArticle(fx, sale.id, catalog.monthly.offer);
    await addArticle(fx, sale.id, catalog.option.offer, { parent: main['@id'] });
    await addArticle(fx, sale.id, catalog.option.offer);
    await ok(await send(fx, 'POST', '/contact_tags', { contactId: young.iri, name: 'blocking_debt_manual', validFrom: '2020-01-01' }), 201);
    const problem = await check(sale.id);
    expect(problem.code).toBe('api.error.sale.age-restriction');
    expect(codes(problem)).toEqual([
      ['age-restriction', 'articles.0'], ['start-date-required', 'articles.0.implementation.startDate'], ['contact-blocked', 'contactId'],
      ['option-without-subscription', 'articles.2.parent'],
    ]);
    // Sixteen on the day itself is old enough.
    const sixteen = await addMember(fx, { birthDate: '2010-03-10' });
    const ok16 = await openSale(fx, sixteen.id);
    await addArticle(fx, ok16.id, catalog.monthly.offer, { implementation: { startDate: '2026-03-10' } });
    expect((await send(fx, 'GET', `/sales/${ok16.id}/check`)).status).toBe(204);
    const unknownAge = await openSale(fx, (await addMember(fx, { birthDate: null })).id);
    await addArticle(fx, unknownAge.id, catalog.monthly.offer, { implementation: { startDate: '2026-04-01' } });
    expect(codes(await check(unknownAge.id))).toEqual([['age-restriction', 'articles.0']]);
  });

  it('a tag restriction no longer met (the contact\'s tag expired) and an option for a contact with a subscription', async () => {
    const student = await addProduct(fx, { name: 'Student monthly', club: iriOf(fx, 'clubs', fx.clubs.a), requiredTags: ['student'] });
    const offer = await addOffer(fx, student, { name: 'Student', priceTI: 100 });
    const member = await addMember(fx);
    await ok(await send(fx, 'POST', '/contact_tags', { contactId: member.iri, name: 'student', validFrom: '2020-01-01', validThrough: '2026-03-10' }), 201);
    const sale = await openSale(fx, member.id);
    await addArticle(fx, sale.id, offer);
    expect((await send(fx, 'GET', `/sales/${sale.id}/check`)).status).toBe(204);
    setClock(new Date('2026-03-11T10:00:00Z'));
    try {
      expect(codes(await check(sale.id))).toEqual([['tag-restriction', 'articles.0']]);
    } finally {
      setClock(NOW);
    }
    // An option sold alone to a member with a subscription in force in the club passes.
    const subscriber = await addMember(fx);
    await ok(await send(fx, 'POST', '/subscriptions', {
      contactId: subscriber.iri, clubId: iriOf(fx, 'clubs', fx.clubs.a), name: 'Imported', paymentType: 'direct_debit', startDate: '2026-01-01',
      rhythmBilling: 'monthly',
    }, { token: fx.admin }), 201);
    const optionSale = await openSale(fx, subscriber.id);
    await addArticle(fx, optionSale.id, catalog.option.offer);
    expect((await send(fx, 'GET', `/sales/${optionSale.id}/check`)).status).toBe(204);
    await expectProblem(await send(fx, 'GET', '/sales/999999999/check'), 404, 'api.error.not-found');
  });
});
