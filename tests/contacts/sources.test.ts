// GET/POST /sources (contact origins) and PUT /sale/{id}/update_contact before sales exist.
import { describe, expect, it } from 'vitest';
import { call, createTenantFixture, iriOf, tokenFor } from '../factories';
import { expectProblem, expectViolation } from '../problem';
import { contactToken, createContact, ld, partnerToken } from './helpers';

describe('sources', () => {
  it('lets an admin add sources, which every token of the tenant then lists', async () => {
    const fx = await createTenantFixture();
    const admin = await tokenFor(fx, 'admin');
    const res = await call(`/${fx.token}/sources`, { token: admin, method: 'POST', body: { name: '  Website ' }, headers: ld });
    expect(res.status).toBe(201);
    const source = await res.json();
    expect(source).toEqual({ '@context': '/contexts/Source', '@id': iriOf(fx, 'sources', source.id), '@type': 'Source', id: source.id, name: 'Website' });
    expect(res.headers.get('location')).toBe(`/api${source['@id']}`);
    const second = await (await call(`/${fx.token}/sources`, { token: admin, method: 'POST', body: { name: 'Flyer' } })).json();

    for (const token of [await partnerToken(fx), await contactToken(fx, fx.emails.alice)]) {
      const list = await call(`/${fx.token}/sources`, { token, headers: ld });
      expect(list.status).toBe(200);
      const body = await list.json();
      expect(body['hydra:totalItems']).toBe(2);
      expect(body['hydra:member'].map((s: { name: string }) => s.name)).toEqual(['Website', 'Flyer']);
    }
    // A contact can name its source.
    expect((await createContact(fx, { sourceId: second['@id'] })).sourceId).toBe(second['@id']);
  });

  it('refuses a name already used in the tenant, in any case, but not in another tenant', async () => {
    const [fx, other] = await Promise.all([createTenantFixture(), createTenantFixture()]);
    const admin = await tokenFor(fx, 'admin');
    expect((await call(`/${fx.token}/sources`, { token: admin, method: 'POST', body: { name: 'Partner gym' } })).status).toBe(201);
    const dup = await call(`/${fx.token}/sources`, { token: admin, method: 'POST', body: { name: 'PARTNER GYM' } });
    await expectViolation(dup, 'name', 'already-used', 'api.error.source.name-already-used');
    const elsewhere = await call(`/${other.token}/sources`, { token: await tokenFor(other, 'admin'), method: 'POST', body: { name: 'Partner gym' } });
    expect(elsewhere.status).toBe(201);
    const list = await call(`/${fx.token}/sources`, { token: admin, headers: { accept: 'application/json' } });
    expect(await list.json()).toHaveLength(1);
  });

  it('needs an admin client to add one, and a name', async () => {
    const fx = await createTenantFixture();
    await expectProblem(await call(`/${fx.token}/sources`, { token: await partnerToken(fx), method: 'POST', body: { name: 'Web' } }), 403, 'api.error.scope.unauthorized-endpoint');
    await expectProblem(await call(`/${fx.token}/sources`, { token: await contactToken(fx, fx.emails.bob), method: 'POST', body: { name: 'Web' } }), 403, 'api.error.scope.unauthorized-endpoint');
    const admin = await tokenFor(fx, 'admin');
    await expectViolation(await call(`/${fx.token}/sources`, { token: admin, method: 'POST', body: {} }), 'name', 'required');
    await expectViolation(await call(`/${fx.token}/sources`, { token: admin, method: 'POST', body: { name: '   ' } }), 'name');
    await expectViolation(await call(`/${fx.token}/sources`, { token: admin, method: 'POST', body: { name: 'Web', id: 4 } }), 'id', 'unknown-field');
    const list = await call(`/${fx.token}/sources`, { token: admin, headers: ld });
    expect((await list.json())['hydra:totalItems']).toBe(0);
  });

  it('never shows another tenant\'s sources', async () => {
    const [fx, other] = await Promise.all([createTenantFixture(), createTenantFixture()]);
    await call(`/${other.token}/sources`, { token: await tokenFor(other, 'admin'), method: 'POST', body: { name: 'Theirs' } });
    const list = await call(`/${fx.token}/sources`, { token: await partnerToken(fx), headers: { accept: 'application/json' } });
    expect(await list.json()).toEqual([]);
  });
});

describe('PUT /sale/{id}/update_contact', () => {
  it('answers 404 while no sale exists', async () => {
    const fx = await createTenantFixture();
    for (const token of [await partnerToken(fx), await contactToken(fx, fx.emails.alice)]) {
      const res = await call(`/${fx.token}/sale/1/update_contact`, { token, method: 'PUT' });
      await expectProblem(res, 404, 'api.error.not-found');
    }
    await expectProblem(await call(`/${fx.token}/sale/1/update_contact`, { method: 'PUT' }), 401, 'api.error.auth.invalid-token');
  });
});
