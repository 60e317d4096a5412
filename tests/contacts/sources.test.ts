// Sources (contact origins) at /sources and /referentials/sources, and PUT /sale/{id}/update_contact before sales exist.
import { describe, expect, it } from 'vitest';
import { call, createTenantFixture, iriOf, tokenFor } from '../factories';
import { expectProblem, expectViolation } from '../problem';
import { contactToken, createContact, ld, partnerToken } from './helpers';

describe('sources', () => {
  it('lets a partner add sources at either path, which every token of the tenant then lists at both', async () => {
    const fx = await createTenantFixture();
    const partner = await partnerToken(fx);
    const res = await call(`/${fx.token}/sources`, { token: partner, method: 'POST', body: { name: '  Website ' }, headers: ld });
    expect(res.status).toBe(201);
    const source = await res.json();
    expect(source).toEqual({ '@context': '/contexts/Source', '@id': iriOf(fx, 'sources', source.id), '@type': 'Source', id: source.id, name: 'Website', archived: false });
    expect(res.headers.get('location')).toBe(`/api${source['@id']}`);
    const second = await call(`/${fx.token}/referentials/sources`, { token: await tokenFor(fx, 'admin'), method: 'POST', body: { name: 'My super app' } });
    expect(second.status).toBe(201);
    const app = await second.json();
    expect(app['@id']).toBe(iriOf(fx, 'sources', app.id));

    for (const token of [partner, await contactToken(fx, fx.emails.alice)]) {
      for (const path of ['sources', 'referentials/sources']) {
        const list = await call(`/${fx.token}/${path}`, { token, headers: ld });
        expect(list.status).toBe(200);
        const body = await list.json();
        expect(body['@id']).toBe(`/${fx.token}/${path}`);
        expect(body['hydra:totalItems']).toBe(2);
        expect(body['hydra:member'].map((s: { name: string }) => s.name)).toEqual(['Website', 'My super app']);
      }
    }
    // A contact can name its source.
    expect((await createContact(fx, { sourceId: app['@id'] })).sourceId).toBe(app['@id']);
  });

  it('answers the existing source (200) for a name already used in the tenant, in any case, but not in another tenant', async () => {
    const [fx, other] = await Promise.all([createTenantFixture(), createTenantFixture()]);
    const partner = await partnerToken(fx);
    const first = await call(`/${fx.token}/referentials/sources`, { token: partner, method: 'POST', body: { name: 'Partner gym' } });
    expect(first.status).toBe(201);
    const created = await first.json();
    for (const path of ['sources', 'referentials/sources']) {
      const again = await call(`/${fx.token}/${path}`, { token: partner, method: 'POST', body: { name: 'PARTNER GYM' } });
      expect(again.status).toBe(200);
      expect(again.headers.get('location')).toBeNull();
      expect(await again.json()).toMatchObject({ '@id': created['@id'], name: 'Partner gym' });
    }
    const elsewhere = await call(`/${other.token}/sources`, { token: await tokenFor(other, 'admin'), method: 'POST', body: { name: 'Partner gym' } });
    expect(elsewhere.status).toBe(201);
    const list = await call(`/${fx.token}/sources`, { token: partner, headers: { accept: 'application/json' } });
    expect(await list.json()).toHaveLength(1);
  });

  it('needs a partner client (not a contact) to add one, and a name', async () => {
    const fx = await createTenantFixture();
    await expectProblem(await call(`/${fx.token}/sources`, { token: await contactToken(fx, fx.emails.bob), method: 'POST', body: { name: 'Web' } }), 403, 'api.error.scope.unauthorized-endpoint');
    await expectProblem(await call(`/${fx.token}/referentials/sources`, { token: await contactToken(fx, fx.emails.bob), method: 'POST', body: { name: 'Web' } }), 403, 'api.error.scope.unauthorized-endpoint');
    const partner = await partnerToken(fx);
    await expectViolation(await call(`/${fx.token}/sources`, { token: partner, method: 'POST', body: {} }), 'name', 'required');
    await expectViolation(await call(`/${fx.token}/referentials/sources`, { token: partner, method: 'POST', body: { name: '   ' } }), 'name');
    const list = await call(`/${fx.token}/sources`, { token: partner, headers: ld });
    expect((await list.json())['hydra:totalItems']).toBe(0);
  });

  it('reads, renames (PATCH or PUT) and deletes one; one a contact names is archived instead', async () => {
    const fx = await createTenantFixture();
    const partner = await partnerToken(fx);
    const add = async (name: string) => (await (await call(`/${fx.token}/referentials/sources`, { token: partner, method: 'POST', body: { name } })).json()) as { id: number; '@id': string };
    const [used, unused, taken] = [await add('Flyer'), await add('Radio'), await add('Poster')];
    await createContact(fx, { sourceId: used['@id'] });
    const read = await call(`/${fx.token}/referentials/sources/${used.id}`, { token: partner, headers: { accept: 'application/json' } });
    expect(await read.json()).toEqual({ '@id': used['@id'], '@type': 'Source', id: used.id, name: 'Flyer', archived: false });
    const renamed = await call(`/${fx.token}/sources/${used.id}`, { token: partner, method: 'PUT', body: { name: 'Flyers' } });
    expect((await renamed.json()).name).toBe('Flyers');
    await expectViolation(await call(`/${fx.token}/referentials/sources/${used.id}`, { token: partner, method: 'PATCH', body: { name: 'POSTER' } }),
      'name', 'already-used', 'api.error.source.name-already-used');
    expect((await call(`/${fx.token}/referentials/sources/${used.id}`, { token: partner, method: 'DELETE' })).status).toBe(204);
    expect((await call(`/${fx.token}/sources/${unused.id}`, { token: partner, method: 'DELETE' })).status).toBe(204);
    await expectProblem(await call(`/${fx.token}/referentials/sources/${unused.id}`, { token: partner }), 404, 'api.error.not-found');
    const left = await (await call(`/${fx.token}/sources`, { token: partner, headers: { accept: 'application/json' } })).json();
    expect(left.map((s: { id: number; archived: boolean }) => [s.id, s.archived])).toEqual([[used.id, true], [taken.id, false]]);
    const restored = await call(`/${fx.token}/referentials/sources/${used.id}`, { token: partner, method: 'PATCH', body: { archived: false } });
    expect((await restored.json()).archived).toBe(false);
  });

  it('never shows another tenant\'s sources', async () => {
    const [fx, other] = await Promise.all([createTenantFixture(), createTenantFixture()]);
    const theirs = await (await call(`/${other.token}/sources`, { token: await tokenFor(other, 'admin'), method: 'POST', body: { name: 'Theirs' } })).json();
    const list = await call(`/${fx.token}/sources`, { token: await partnerToken(fx), headers: { accept: 'application/json' } });
    expect(await list.json()).toEqual([]);
    await expectProblem(await call(`/${fx.token}/referentials/sources/${theirs.id}`, { token: await partnerToken(fx) }), 404, 'api.error.not-found');
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
