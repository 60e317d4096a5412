// Spec 6.8.0 through the API (a tag restriction counts the tags the cart's other articles grant;
// removing an article removes those depending on its tags, repeatedly), GET /checkouts, and
// PUT /sale/{id}/update_contact after a migration moves a prospect's sales and money.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '../../lib/db/client';
import { contactAvailableAmount } from '../../lib/domain/ledger/balances';
import { insertContact } from '../../lib/seed/tenant-builder';
import { setClock } from '../../lib/time/clock';
import { addOffer, addProduct } from '../catalog/helpers';
import { iriOf, tokenFor } from '../factories';
import { expectProblem } from '../problem';
import {
  addArticle, addMember, expectMoneyConserved, NOW, ok, openSale, pay, readSale, send, setup, type Fixture, type Json,
} from './helpers';

let fx: Fixture;
beforeAll(async () => {
  setClock(NOW);
  fx = await setup();
});
afterAll(() => setClock(null));

async function chainCatalog() {
  const club = iriOf(fx, 'clubs', fx.clubs.a);
  const make = async (name: string, requiredTags: string[], grantedTags: string[]) =>
    addOffer(fx, await addProduct(fx, { name, club, requiredTags, grantedTags }), { name, priceTI: 100 });
  return {
    a: await make('A grants x', [], ['x']), b: await make('B needs x, grants y', ['x'], ['y']), c: await make('C needs y', ['y'], []),
    x2: await make('Also grants x', [], ['x']), plain: await make('Plain', [], []),
  };
}

describe('tag restrictions across a cart (6.8.0)', () => {
  it('counts what other articles grant; removing A removes B and C, and what stays granted keeps its dependants', async () => {
    const offers = await chainCatalog();
    const sale = await openSale(fx, (await addMember(fx)).id);
    await expectProblem(await send(fx, 'POST', `/sales/${sale.id}/articles`, { offerId: offers.b['@id'] }), 400, 'api.error.sale.article-tag-restriction');
    const a = await addArticle(fx, sale.id, offers.a);
    await expectProblem(await send(fx, 'POST', `/sales/${sale.id}/articles`, { offerId: offers.c['@id'] }), 400, 'api.error.sale.article-tag-restriction');
    await addArticle(fx, sale.id, offers.b);
    await addArticle(fx, sale.id, offers.c);
    await addArticle(fx, sale.id, offers.plain);
    expect((await send(fx, 'GET', `/sales/${sale.id}/check`)).status).toBe(204);
    expect((await send(fx, 'DELETE', `/sale_articles/${a.id}`)).status).toBe(204);
    expect((await readSale(fx, sale.id)).articles.map((x) => x.name)).toEqual(['Plain']);

    // With a second article granting x, removing A keeps B and C.
    const again = await openSale(fx, (await addMember(fx)).id);
    const a2 = await addArticle(fx, again.id, offers.a);
    await addArticle(fx, again.id, offers.x2);
    await addArticle(fx, again.id, offers.b);
    await addArticle(fx, again.id, offers.c);
    expect((await send(fx, 'DELETE', `/sale_articles/${a2.id}`)).status).toBe(204);
    expect((await readSale(fx, again.id)).articles.map((x) => x.name)).toEqual(['Also grants x', 'B needs x, grants y', 'C needs y']);

    // A contact holding x keeps B and C whatever is removed; validating grants the tags to the contact.
    const holder = await addMember(fx);
    await ok(await send(fx, 'POST', '/contact_tags', { contactId: holder.iri, name: 'x', validFrom: '2020-01-01' }), 201);
    const held = await openSale(fx, holder.id);
    const b = await addArticle(fx, held.id, offers.b);
    await addArticle(fx, held.id, offers.c);
    await ok(await pay(fx, held.id, 200), 201);
    const contact = await ok<{ tags: { name: string }[] }>(await send(fx, 'GET', `/contacts/${holder.id}`));
    expect(contact.tags.map((t) => t.name).sort()).toEqual(['x', 'y']);
    expect(b).toMatchObject({ name: 'B needs x, grants y' });
  });

  it('removing a parent removes its options', async () => {
    const main = await addOffer(fx, await addProduct(fx, { name: 'Main', club: iriOf(fx, 'clubs', fx.clubs.a) }), { name: 'Main', priceTI: 100 });
    const opt = await addOffer(fx, await addProduct(fx, { name: 'Opt', club: iriOf(fx, 'clubs', fx.clubs.a) }), { name: 'Opt', priceTI: 100 });
    const sale = await openSale(fx, (await addMember(fx)).id);
    const parent = await addArticle(fx, sale.id, main);
    const child = await addArticle(fx, sale.id, opt, { parent: parent['@id'] });
    await addArticle(fx, sale.id, opt, { parent: child['@id'] });
    await addArticle(fx, sale.id, opt);
    expect((await send(fx, 'DELETE', `/sale_articles/${parent.id}`)).status).toBe(204);
    expect((await readSale(fx, sale.id)).articles.map((x) => x.parent)).toEqual([null]);
    await expectProblem(await send(fx, 'GET', `/sale_articles/${child.id}`), 404, 'api.error.not-found');
  });
});

describe('GET /checkouts', () => {
  it('lists a web and a desk checkout per club; a club-bound token sees its own; filters are checked', async () => {
    const all = await ok<{ club: string; type: string; name: string }[]>(await send(fx, 'GET', '/checkouts'));
    expect(all).toHaveLength(6);
    for (const club of [fx.clubs.a, fx.clubs.b, fx.clubs.c]) {
      expect(all.filter((c) => c.club === iriOf(fx, 'clubs', club)).map((c) => c.type)).toEqual(['web', 'desk']);
    }
    const desks = await ok<unknown[]>(await send(fx, 'GET', '/checkouts?type=desk'));
    expect(desks).toHaveLength(3);
    const clubB = await tokenFor(fx, 'partner', { grant: 'club', clubId: fx.clubs.b });
    const own = await ok<{ club: string }[]>(await send(fx, 'GET', '/checkouts', undefined, { token: clubB }));
    expect(new Set(own.map((c) => c.club))).toEqual(new Set([iriOf(fx, 'clubs', fx.clubs.b)]));
    await expectProblem(await send(fx, 'GET', `/checkouts?club=${encodeURIComponent(iriOf(fx, 'clubs', fx.clubs.a))}`, undefined, { token: clubB }),
      403, 'api.error.scope.unauthorized-club');
    expect((await send(fx, 'GET', '/checkouts?type=drawer')).headers.get('x-ignored-parameters')).toBe('type');
    expect((await send(fx, 'GET', '/checkouts?shop=1')).headers.get('x-ignored-parameters')).toBe('shop');
    const ld = await (await send(fx, 'GET', '/checkouts?itemsPerPage=2', undefined, {})).json();
    expect(ld).toHaveLength(2);
  });
});

describe('PUT /sale/{id}/update_contact after a migration', () => {
  it('the migration moves the source\'s sales and money to the target; update_contact copies the target\'s number', async () => {
    const club = iriOf(fx, 'clubs', fx.clubs.a);
    const shop = await addOffer(fx, await addProduct(fx, { name: 'Towel', club }), { name: 'Towel', priceTI: 1000 });
    const source = await addMember(fx, { state: 'prospect' });
    const done = await openSale(fx, source.id);
    await addArticle(fx, done.id, shop);
    await ok(await pay(fx, done.id, 1500), 201); // 500 beyond: the source's available amount
    const cart = await openSale(fx, source.id);
    await addArticle(fx, cart.id, shop);
    await ok(await pay(fx, cart.id, 400), 201); // kept by the cart
    const db = await getDb();
    const targetId = await insertContact(db, fx.tenant, { clubId: fx.clubs.b, email: `temp-${fx.token}@x.test`, givenName: 'Temp', familyName: 'T', state: 'temp' });
    const sourceToken = await tokenFor(fx, 'partner', { grant: 'contact', email: source.email });
    const migrated = await send(fx, 'PUT', `/contacts/${source.id}/migrate`, {
      targetContactId: iriOf(fx, 'contacts', targetId), targetClubId: iriOf(fx, 'clubs', fx.clubs.b),
    }, { token: sourceToken });
    expect(migrated.status, await migrated.clone().text()).toBe(204);

    const before = await readSale(fx, cart.id);
    expect(before).toMatchObject({ contactId: iriOf(fx, 'contacts', targetId), contactNumber: source.number, paidAmount: 400, state: 'cart' });
    expect(await contactAvailableAmount(db, fx.tenant.id, targetId)).toBe(500);
    expect(await contactAvailableAmount(db, fx.tenant.id, source.id)).toBe(0);
    const res = await send(fx, 'PUT', `/sale/${cart.id}/update_contact`);
    expect(res.status, await res.clone().text()).toBe(204);
    const target = await ok<Json>(await send(fx, 'GET', `/contacts/${targetId}`));
    expect(await readSale(fx, cart.id)).toMatchObject({ contactNumber: target.number, contactGivenName: source.name, contactFamilyName: 'Buyer' });
    expect((await send(fx, 'PUT', `/sales/${done.id}/update_contact`)).status).toBe(204);
    expect(await readSale(fx, done.id)).toMatchObject({ contactNumber: target.number, state: 'validated', paidAmount: 1000 });
    // The cart can still be paid by its new contact.
    await ok(await pay(fx, cart.id, 600), 201);
    expect(await readSale(fx, cart.id)).toMatchObject({ state: 'validated', paidAmount: 1000 });
    await expectProblem(await send(fx, 'PUT', '/sale/999999999/update_contact'), 404, 'api.error.not-found');
    await expectMoneyConserved(fx);
  });
});
