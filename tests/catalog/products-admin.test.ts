// Staff write the catalog's products: POST, PATCH, PUT and DELETE /products (admin), and GET /products/{id}.
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '../../lib/db/client';
import { markOfferSold } from '../../lib/domain/catalog/mark-offer-sold';
import { setClock } from '../../lib/time/clock';
import { call, iriOf, tokenFor } from '../factories';
import { expectProblem, expectViolation, expectIgnored } from '../problem';
import { addOffer, addProduct, clubIri, getJson, NOW, setup, type Fixture } from './helpers';

let fx: Fixture;
let other: Fixture;
beforeAll(async () => {
  setClock(NOW);
  [fx, other] = await Promise.all([setup(), setup()]);
});

const post = (body: unknown, token = fx.admin) => call(`/${fx.token}/products`, { token, method: 'POST', body });
const patch = (id: number, body: unknown, token = fx.admin, method = 'PATCH') => call(`/${fx.token}/products/${id}`, { token, method, body });

describe('POST /products', () => {
  it('creates a product with every field of CONTRACT §9.1, 201 with its Location', async () => {
    const res = await post({
      name: 'Monthly Club', description: 'Unlimited access', type: 'subscription', club: clubIri(fx, 'a'),
      productBehaviors: [{ type: 'subscription', configuration: { validityPeriod: 'P12M', paymentType: 'direct_debit', fixedTerm: false } }],
      requiredTags: ['student'], grantedTags: ['member'], minimumAge: 16,
    });
    expect(res.status, await res.clone().text()).toBe(201);
    const body = await res.json();
    expect(res.headers.get('location')).toBe(`/api${body['@id']}`);
    expect(body).toEqual({
      '@context': '/contexts/Product', '@id': iriOf(fx, 'products', body.id), '@type': 'Product', id: body.id, name: 'Monthly Club',
      description: 'Unlimited access', type: 'subscription', club: clubIri(fx, 'a'),
      productBehaviors: [{ type: 'subscription', configuration: { validityPeriod: 'P12M', paymentType: 'direct_debit', fixedTerm: false } }],
      requiredTags: ['student'], grantedTags: ['member'], minimumAge: 16, translations: {}, offers: [],
    });
  });

  it('defaults to a product of every club, with no behaviour, tag or age', async () => {
    const product = await addProduct(fx, { name: 'Bottle' });
    expect(product).toMatchObject({ club: null, description: '', productBehaviors: [], requiredTags: [], grantedTags: [], minimumAge: null, offers: [] });
  });

  it('reads each behaviour type with its own configuration, and fills the defaults', async () => {
    const product = await addProduct(fx, {
      type: 'package', productBehaviors: [
        { type: 'subscription_option', configuration: { validityPeriod: 'P52W' } },
        { type: 'sessions', configuration: { sessions: 10, validityPeriod: 'P6M' } },
        { type: 'badge' },
      ],
    });
    expect(product.productBehaviors).toEqual([
      { type: 'subscription_option', configuration: { validityPeriod: 'P52W', mandatory: false } },
      { type: 'sessions', configuration: { sessions: 10, validityPeriod: 'P6M' } },
      { type: 'badge', configuration: {} },
    ]);
  });

  it('reads a behaviour named by its IRI, as Stadline\'s collection sends it ("Cursos : Create the product"), ignoring what it does not know', async () => {
    const res = await post({
      type: 'subscription', name: 'Cursos product', description: '', code: '', clientTransition: true, productGroup: null,
      productTypeNF: 'service', variant: 'course',
      productBehaviors: [{
        configuration: {
          engagementPeriod: 'P0M', validityPeriod: 'P2M', activityIds: ['/x/activities/1'], tagName: 'cursosaquagym',
          changeLinkedClub: true, name: 'Cursos product', periodicity: 'month',
        },
        behavior: '/demoapi/behaviors/subscription',
      }],
    });
    expect(res.status, await res.clone().text()).toBe(201);
    expect((await res.json()).productBehaviors).toEqual([
      { type: 'subscription', configuration: { validityPeriod: 'P2M', paymentType: 'direct_debit', fixedTerm: false } },
    ]);
    const ignored = res.headers.get('x-ignored-fields')?.split(',') ?? [];
    expect(ignored).toEqual(expect.arrayContaining(['code', 'productTypeNF', 'variant', 'productBehaviors.0.configuration.engagementPeriod',
      'productBehaviors.0.configuration.periodicity']));
    expect(ignored).not.toContain('productBehaviors.0.behavior');
  });

  it('keeps `type` over a `behavior` IRI, and refuses a behaviour IRI that names no behaviour', async () => {
    const both = await post({ name: 'X', type: 'package', productBehaviors: [{ type: 'badge', behavior: '/t/behaviors/sessions' }] });
    expect(both.status, await both.clone().text()).toBe(201);
    expect((await both.json()).productBehaviors).toEqual([{ type: 'badge', configuration: {} }]);
    await expectViolation(await post({ name: 'X', type: 'regular', productBehaviors: [{ behavior: '/t/behaviors/teleport' }] }), 'productBehaviors.0.type');
    await expectViolation(await post({ name: 'X', type: 'regular', productBehaviors: [{ behavior: 'subscription' }] }), 'productBehaviors.0.type');
  });

  it('refuses bad input with a 400 naming the field, never a 500', async () => {
    await expectViolation(await post({ type: 'regular' }), 'name', 'required');
    await expectViolation(await post({ name: 'X' }), 'type', 'required');
    await expectViolation(await post({ name: 'X', type: 'gift' }), 'type');
    await expectViolation(await post({ name: ' ', type: 'regular' }), 'name');
    await expectViolation(await post({ name: 'X', type: 'regular', minimumAge: -1 }), 'minimumAge');
    await expectViolation(await post({ name: 'X', type: 'regular', requiredTags: ['a', 'a'] }), 'requiredTags');
    await expectViolation(await post({ name: 'X', type: 'regular', grantedTags: 'vip' }), 'grantedTags');
    await expectIgnored(await post({ name: 'X', type: 'regular', price: 10 }), 'price');
    await expectIgnored(await post({ name: 'X', type: 'regular', offers: [] }), 'offers');
    await expectViolation(await post({ name: 'X', type: 'regular', productBehaviors: [{ type: 'teleport' }] }), 'productBehaviors.0.type');
    await expectViolation(await post({ name: 'X', type: 'regular', productBehaviors: [{ type: 'sessions', configuration: { sessions: 0, validityPeriod: 'P1M' } }] }),
      'productBehaviors.0.configuration.sessions');
    await expectViolation(await post({ name: 'X', type: 'regular', productBehaviors: [{ type: 'subscription', configuration: { validityPeriod: '12 months', paymentType: 'direct_debit' } }] }),
      'productBehaviors.0.configuration.validityPeriod');
    await expectIgnored(await post({ name: 'X', type: 'regular', productBehaviors: [{ type: 'badge', configuration: { color: 'red' } }] }),
      'productBehaviors.0.configuration.color');
    await expectViolation(await post({ name: 'X', type: 'regular', productBehaviors: [{ type: 'badge' }, { type: 'badge' }] }), 'productBehaviors');
  });

  it('refuses a club that is not an IRI of this tenant', async () => {
    await expectViolation(await post({ name: 'X', type: 'regular', club: String(fx.clubs.a) }), 'club', 'invalid-iri');
    await expectViolation(await post({ name: 'X', type: 'regular', club: clubIri(other, 'a') }), 'club', 'invalid-iri');
    await expectViolation(await post({ name: 'X', type: 'regular', club: iriOf(fx, 'clubs', 999999999) }), 'club', 'not-found');
  });

  it('needs an admin client: a partner is a 403, a contact token too; a club token writes its own club\'s products only', async () => {
    await expectProblem(await post({ name: 'X', type: 'regular' }, fx.partner), 403, 'api.error.scope.unauthorized-endpoint');
    const contact = await tokenFor(fx, 'admin', { grant: 'contact', email: fx.emails.alice });
    await expectProblem(await post({ name: 'X', type: 'regular' }, contact), 403, 'api.error.scope.unauthorized-endpoint');
    const clubA = await tokenFor(fx, 'admin', { grant: 'club', clubId: fx.clubs.a });
    expect((await post({ name: 'X', type: 'regular', club: clubIri(fx, 'a') }, clubA)).status).toBe(201);
    await expectProblem(await post({ name: 'X', type: 'regular', club: clubIri(fx, 'b') }, clubA), 403, 'api.error.scope.unauthorized-club');
    await expectProblem(await post({ name: 'X', type: 'regular' }, clubA), 403, 'api.error.scope.unauthorized-club');
    await expectProblem(await call(`/${fx.token}/products`, { method: 'POST', body: { name: 'X', type: 'regular' } }), 401, 'api.error.auth.invalid-token');
  });
});

describe('PATCH and PUT /products/{id}', () => {
  it('changes the fields given, and PUT does the same', async () => {
    const product = await addProduct(fx, { name: 'Old', requiredTags: ['a'] });
    const res = await patch(product.id, { name: 'New', club: clubIri(fx, 'b'), minimumAge: 18 });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await res.json()).toMatchObject({ name: 'New', club: clubIri(fx, 'b'), minimumAge: 18, requiredTags: ['a'], type: 'regular' });
    const put = await patch(product.id, { club: null, requiredTags: [] }, fx.admin, 'PUT');
    expect(put.status).toBe(200);
    expect(await put.json()).toMatchObject({ name: 'New', club: null, requiredTags: [] });
  });

  it('refuses bad input and unknown products', async () => {
    const product = await addProduct(fx);
    await expectViolation(await patch(product.id, { type: 'nope' }), 'type');
    await expectIgnored(await patch(product.id, { id: 4 }), 'id');
    await expectViolation(await patch(product.id, { club: iriOf(other, 'clubs', other.clubs.a) }), 'club', 'invalid-iri');
    await expectProblem(await patch(999999999, { name: 'X' }), 404, 'api.error.not-found');
    const foreign = await addProduct(other);
    await expectProblem(await patch(foreign.id, { name: 'X' }), 404, 'api.error.not-found');
    await expectViolation(await patch(0, { name: 'X' }), 'id');
  });

  it('keeps a club token to its club\'s products', async () => {
    const clubA = await tokenFor(fx, 'admin', { grant: 'club', clubId: fx.clubs.a });
    const mine = await addProduct(fx, { club: clubIri(fx, 'a') });
    const theirs = await addProduct(fx, { club: clubIri(fx, 'b') });
    expect((await patch(mine.id, { name: 'Mine' }, clubA)).status).toBe(200);
    await expectProblem(await patch(theirs.id, { name: 'Mine' }, clubA), 403, 'api.error.scope.unauthorized-club');
    await expectProblem(await patch(mine.id, { club: clubIri(fx, 'b') }, clubA), 403, 'api.error.scope.unauthorized-club');
  });
});

describe('DELETE /products/{id}', () => {
  it('deletes a product never sold, with its offers', async () => {
    const product = await addProduct(fx);
    const offer = await addOffer(fx, product);
    const res = await call(`/${fx.token}/products/${product.id}`, { token: fx.admin, method: 'DELETE' });
    expect(res.status).toBe(204);
    await expectProblem(await call(`/${fx.token}/products/${product.id}`, { token: fx.partner }), 404, 'api.error.not-found');
    await expectProblem(await call(`/${fx.token}/offers/${offer.id}`, { token: fx.partner }), 404, 'api.error.not-found');
  });

  it('archives a product one of whose offers was sold: still readable, gone from the catalog, closed to changes', async () => {
    const product = await addProduct(fx, { name: 'Sold once' });
    const offer = await addOffer(fx, product);
    await markOfferSold(await getDb(), fx.tenant.id, offer.id);
    expect((await call(`/${fx.token}/products/${product.id}`, { token: fx.admin, method: 'DELETE' })).status).toBe(204);
    expect(await getJson(fx, `/products/${product.id}`)).toMatchObject({ name: 'Sold once', offers: [offer['@id']] });
    const catalog = await getJson<{ id: number }[]>(fx, '/products?itemsPerPage=100');
    expect(catalog.map((p) => p.id)).not.toContain(product.id);
    await expectProblem(await patch(product.id, { name: 'Again' }), 400, 'api.error.catalog.archived');
    await expectViolation(await call(`/${fx.token}/offers`, {
      token: fx.admin, method: 'POST', body: { product: product['@id'], name: 'New', channels: ['web'], validFrom: '2026-01-01' },
    }), 'product', 'archived');
    expect((await call(`/${fx.token}/products/${product.id}`, { token: fx.admin, method: 'DELETE' })).status).toBe(204);
  });

  it('is admin only and a 404 for another tenant\'s product', async () => {
    const foreign = await addProduct(other);
    await expectProblem(await call(`/${fx.token}/products/${foreign.id}`, { token: fx.admin, method: 'DELETE' }), 404, 'api.error.not-found');
    const product = await addProduct(fx);
    await expectProblem(await call(`/${fx.token}/products/${product.id}`, { token: fx.partner, method: 'DELETE' }), 403, 'api.error.scope.unauthorized-endpoint');
  });
});

describe('GET /products/{id}', () => {
  it('answers the product with its offers on sale, as IRIs, to any partner token', async () => {
    const product = await addProduct(fx);
    const first = await addOffer(fx, product);
    const second = await addOffer(fx, product, { validFrom: '2030-01-01' });
    const contact = await tokenFor(fx, 'partner', { grant: 'contact', email: fx.emails.alice });
    const read = await getJson(fx, `/products/${product.id}`, contact);
    expect(read).toEqual({ ...product, offers: [first['@id'], second['@id']], '@context': undefined });
  });
});
