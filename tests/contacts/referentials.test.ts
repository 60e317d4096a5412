// The nine reference families at /referentials/{family} (CONTRACT §10), and contacts naming them.
import { describe, expect, it } from 'vitest';
import { referentialFamilies } from '../../lib/db/schema';
import { call, createTenantFixture, iriOf, tokenFor, type TenantFixture } from '../factories';
import { expectProblem, expectViolation } from '../problem';
import { contactBody, contactToken, createContact, ld, partnerToken } from './helpers';

const json = { accept: 'application/json' };

async function add(fx: TenantFixture, family: string, name: string): Promise<{ id: number; '@id': string }> {
  const res = await call(`/${fx.token}/referentials/${family}`, { token: await tokenFor(fx, 'admin'), method: 'POST', body: { name } });
  expect(res.status, await res.clone().text()).toBe(201);
  return res.json();
}

describe('/referentials/{family}', () => {
  it('lets staff add items to each family, which partners and contacts read', async () => {
    const fx = await createTenantFixture();
    const admin = await tokenFor(fx, 'admin');
    for (const family of referentialFamilies) {
      const res = await call(`/${fx.token}/referentials/${family}`, { token: admin, method: 'POST', body: { name: ` ${family} one ` }, headers: ld });
      expect(res.status).toBe(201);
      const item = await res.json();
      expect(item).toEqual({
        '@context': '/contexts/Referential', '@id': iriOf(fx, `referentials/${family}`, item.id), '@type': 'Referential',
        id: item.id, name: `${family} one`, archived: false,
      });
      expect(res.headers.get('location')).toBe(`/api${item['@id']}`);
      // The same name again, in another case: the existing item, 200.
      const again = await call(`/${fx.token}/referentials/${family}`, { token: admin, method: 'POST', body: { name: `${family.toUpperCase()} ONE` } });
      expect(again.status).toBe(200);
      expect((await again.json())['@id']).toBe(item['@id']);
    }
    // A name is unique per family, not across families.
    await add(fx, 'goals', 'Shared name');
    await add(fx, 'motivations', 'Shared name');
    for (const token of [await partnerToken(fx), await contactToken(fx, fx.emails.alice), await tokenFor(fx, 'partner', { grant: 'club', clubId: fx.clubs.a })]) {
      const list = await call(`/${fx.token}/referentials/goals?itemsPerPage=1`, { token, headers: ld });
      expect(list.status).toBe(200);
      const body = await list.json();
      expect(body).toMatchObject({ '@id': `/${fx.token}/referentials/goals`, 'hydra:totalItems': 2 });
      expect(body['hydra:member'].map((m: { name: string }) => m.name)).toEqual(['goals one']);
      expect(body['hydra:view']['hydra:next']).toBe(`/${fx.token}/referentials/goals?itemsPerPage=1&page=2`);
      const one = await call(`/${fx.token}${body['hydra:member'][0]['@id'].slice(fx.token.length + 1)}`, { token, headers: json });
      expect((await one.json()).name).toBe('goals one');
    }
  });

  it('refuses writes to partners and contacts, and answers 404 for an unknown family or item', async () => {
    const fx = await createTenantFixture();
    const item = await add(fx, 'occupations', 'Nurse');
    for (const token of [await partnerToken(fx), await contactToken(fx, fx.emails.alice)]) {
      await expectProblem(await call(`/${fx.token}/referentials/occupations`, { token, method: 'POST', body: { name: 'Cook' } }), 403, 'api.error.scope.unauthorized-endpoint');
      await expectProblem(await call(`/${fx.token}/referentials/occupations/${item.id}`, { token, method: 'PATCH', body: { name: 'Cook' } }), 403, 'api.error.scope.unauthorized-endpoint');
      await expectProblem(await call(`/${fx.token}/referentials/occupations/${item.id}`, { token, method: 'DELETE' }), 403, 'api.error.scope.unauthorized-endpoint');
    }
    const admin = await tokenFor(fx, 'admin');
    await expectProblem(await call(`/${fx.token}/referentials/hobbies`, { token: admin }), 404, 'api.error.route.not-found');
    await expectProblem(await call(`/${fx.token}/referentials/hobbies/1`, { token: admin, method: 'DELETE' }), 404, 'api.error.route.not-found');
    await expectProblem(await call(`/${fx.token}/referentials/companies/${item.id}`, { token: admin }), 404, 'api.error.not-found');
    await expectViolation(await call(`/${fx.token}/referentials/companies`, { token: admin, method: 'POST', body: {} }), 'name', 'required');
    // The cancellation motives keep their own list.
    expect((await call(`/${fx.token}/referentials/cancellation_motives`, { token: admin, headers: { 'x-user-club-id': iriOf(fx, 'clubs', fx.clubs.a) } })).status).toBe(200);
    const other = await createTenantFixture();
    await expectProblem(await call(`/${other.token}/referentials/occupations/${item.id}`, { token: await tokenFor(other, 'admin') }), 404, 'api.error.not-found');
  });

  it('renames with PATCH or PUT, archives, and deletes (archives one a contact names)', async () => {
    const fx = await createTenantFixture();
    const admin = await tokenFor(fx, 'admin');
    const [nurse, cook, unused] = [await add(fx, 'occupations', 'Nurse'), await add(fx, 'occupations', 'Cook'), await add(fx, 'occupations', 'Pilot')];
    const patched = await call(`/${fx.token}/referentials/occupations/${nurse.id}`, { token: admin, method: 'PATCH', body: { name: 'Nurses' } });
    expect((await patched.json()).name).toBe('Nurses');
    const put = await call(`/${fx.token}/referentials/occupations/${nurse.id}`, { token: admin, method: 'PUT', body: { name: 'Nurse' } });
    expect(put.status).toBe(200);
    expect((await put.json()).name).toBe('Nurse');
    await expectViolation(await call(`/${fx.token}/referentials/occupations/${cook.id}`, { token: admin, method: 'PATCH', body: { name: 'NURSE' } }),
      'name', 'already-used', 'api.error.referential.name-already-used');
    await createContact(fx, { occupationId: nurse['@id'] });
    const goal = await add(fx, 'goals', 'Lose weight');
    await createContact(fx, { goalIds: [goal['@id']] });
    for (const [family, id] of [['occupations', nurse.id], ['occupations', unused.id], ['goals', goal.id]] as const) {
      expect((await call(`/${fx.token}/referentials/${family}/${id}`, { token: admin, method: 'DELETE' })).status).toBe(204);
    }
    const left = await (await call(`/${fx.token}/referentials/occupations`, { token: admin, headers: json })).json();
    expect(left.map((o: { name: string; archived: boolean }) => [o.name, o.archived])).toEqual([['Nurse', true], ['Cook', false]]);
    expect((await (await call(`/${fx.token}/referentials/goals/${goal.id}`, { token: admin, headers: json })).json()).archived).toBe(true);
    const restored = await call(`/${fx.token}/referentials/occupations/${nurse.id}`, { token: admin, method: 'PATCH', body: { archived: false } });
    expect((await restored.json()).archived).toBe(false);
  });
});

describe('contacts naming referentials', () => {
  it('accepts and answers occupationId, companyId, prescriberId, goalIds and motivationIds', async () => {
    const fx = await createTenantFixture();
    const [occupation, company, prescriber, goal1, goal2, motivation] = [
      await add(fx, 'occupations', 'Nurse'), await add(fx, 'companies', 'Acme'), await add(fx, 'prescribers', 'Dr Who'),
      await add(fx, 'goals', 'Strength'), await add(fx, 'goals', 'Cardio'), await add(fx, 'motivations', 'Health'),
    ];
    const contact = await createContact(fx, {
      occupationId: occupation['@id'], companyId: company['@id'], prescriberId: prescriber['@id'],
      goalIds: [goal2['@id'], goal1['@id']], motivationIds: [motivation['@id']],
    });
    expect(contact).toMatchObject({
      occupationId: occupation['@id'], companyId: company['@id'], prescriberId: prescriber['@id'],
      goalIds: [goal2['@id'], goal1['@id']], motivationIds: [motivation['@id']],
    });
    const partner = await partnerToken(fx);
    const patched = await call(`/${fx.token}/contacts/${contact.id}`, { token: partner, method: 'PATCH', body: { occupationId: null, goalIds: [] } });
    expect(patched.status).toBe(200);
    expect(await patched.json()).toMatchObject({ occupationId: null, companyId: company['@id'], goalIds: [], motivationIds: [motivation['@id']] });
    const plain = await createContact(fx);
    expect(plain).toMatchObject({ occupationId: null, companyId: null, prescriberId: null, goalIds: [], motivationIds: [] });
  });

  it('refuses a wrong IRI with a 400 on that field', async () => {
    const fx = await createTenantFixture();
    const goal = await add(fx, 'goals', 'Strength');
    const occupation = await add(fx, 'occupations', 'Nurse');
    const partner = await partnerToken(fx);
    const other = await createTenantFixture();
    const theirs = await add(other, 'occupations', 'Nurse');
    const cases: [Record<string, unknown>, string][] = [
      [{ occupationId: goal['@id'] }, 'occupationId'], // another family's collection
      [{ occupationId: String(occupation.id) }, 'occupationId'], // a bare number
      [{ occupationId: theirs['@id'].replace(other.token, fx.token) }, 'occupationId'], // another tenant's id
      [{ occupationId: iriOf(fx, 'referentials/occupations', 999_999) }, 'occupationId'],
      [{ companyId: occupation['@id'] }, 'companyId'],
      [{ goalIds: [goal['@id'], iriOf(fx, 'referentials/goals', occupation.id)] }, 'goalIds.1'], // an occupation's id as a goal
      [{ motivationIds: goal['@id'] }, 'motivationIds'],
    ];
    for (const [fields, path] of cases) {
      const res = await call(`/${fx.token}/contacts`, { token: partner, method: 'POST', body: contactBody(fx, fields) });
      await expectViolation(res, path);
      const patch = await call(`/${fx.token}/contacts/${fx.contacts.bob}`, { token: partner, method: 'PATCH', body: fields });
      await expectViolation(patch, path);
    }
  });
});
