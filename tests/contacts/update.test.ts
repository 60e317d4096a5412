// PATCH /contacts/{id}: a merge patch of the contact's identity.
import { describe, expect, it } from 'vitest';
import { call, createTenantFixture, iriOf, tokenFor, type TenantFixture } from '../factories';
import { expectProblem, expectViolation } from '../problem';
import { contactToken, createContact, partnerToken, setRequiredFields } from './helpers';

async function patch(fx: TenantFixture, id: number, body: unknown, token?: string, contentType = 'application/merge-patch+json'): Promise<Response> {
  return call(`/${fx.token}/contacts/${id}`, {
    token: token ?? (await partnerToken(fx)), method: 'PATCH', body, headers: { 'content-type': contentType, accept: 'application/json' },
  });
}

const ADDRESS = { addressCountry: 'France', addressCountryIso: 'FR', addressLocality: 'Lyon', postalCode: '69003', streetAddress: '1 rue A', supplement: 'B' };

describe('PATCH /contacts/{id}', () => {
  it('changes only the fields sent, including one address field at a time', async () => {
    const fx = await createTenantFixture();
    const created = await createContact(fx, { mobile: '0611111111', gender: 'male', address: ADDRESS });
    const res = await patch(fx, created.id, { givenName: 'Léa', address: { postalCode: '69007' } });
    const text = await res.text();
    expect(res.status, text).toBe(200);
    const updated = JSON.parse(text);
    const { '@context': _ld, ...plain } = created;
    expect(updated).toEqual({
      ...plain, givenName: 'Léa', address: { ...(created.address as object), postalCode: '69007' },
    });
    const read = await call(`/${fx.token}/contacts/${created.id}`, { token: await partnerToken(fx), headers: { accept: 'application/json' } });
    expect(await read.json()).toEqual(updated);
  });

  it('accepts application/json as well as application/merge-patch+json', async () => {
    const fx = await createTenantFixture();
    const res = await patch(fx, fx.contacts.bob, { familyName: 'Durand' }, undefined, 'application/json');
    expect(res.status).toBe(200);
    expect((await res.json()).familyName).toBe('Durand');
  });

  it('clears a field that is not required with null', async () => {
    const fx = await createTenantFixture();
    const created = await createContact(fx, { mobile: '0611111111', gender: 'female', address: ADDRESS });
    const res = await patch(fx, created.id, { mobile: null, gender: null, address: { supplement: null } });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ mobile: null, gender: null, address: { ...ADDRESS, supplement: '' } });
  });

  it('removes the whole address with address: null, unless the tenant requires part of it', async () => {
    const fx = await createTenantFixture();
    const created = await createContact(fx, { address: ADDRESS });
    const res = await patch(fx, created.id, { address: null });
    expect(res.status).toBe(200);
    expect((await res.json()).address).toMatchObject({
      addressCountry: '', addressCountryIso: '', addressLocality: '', postalCode: '', streetAddress: '', supplement: '',
    });
    await setRequiredFields(fx.tenant.id, ['email', 'addressLocality']);
    await patch(fx, created.id, { address: ADDRESS });
    await expectViolation(await patch(fx, created.id, { address: null }), 'address.addressLocality', 'required');
  });

  it('refuses to empty a required field, naming it', async () => {
    const fx = await createTenantFixture();
    for (const [field, value] of [['familyName', ''], ['familyName', null], ['givenName', '  '], ['birthDate', null], ['email', null], ['email', ' ']] as const) {
      const res = await patch(fx, fx.contacts.bob, { [field]: value });
      const problem = await expectProblem(res, 400, 'api.error.validation.required');
      expect(problem.violations, `${field}=${JSON.stringify(value)}`).toEqual([expect.objectContaining({ propertyPath: field, code: 'required' })]);
    }
    await setRequiredFields(fx.tenant.id, ['email', 'postalCode']);
    await expectViolation(await patch(fx, fx.contacts.bob, { address: { postalCode: '' } }), 'address.postalCode', 'required');
    const after = await call(`/${fx.token}/contacts/${fx.contacts.bob}`, { token: await partnerToken(fx), headers: { accept: 'application/json' } });
    expect(await after.json()).toMatchObject({ email: fx.emails.bob, givenName: 'Bob', familyName: 'Test' });
  });

  it('keeps e-mails unique in the tenant, case-insensitively, but lets a contact change the case of its own', async () => {
    const fx = await createTenantFixture();
    const problem = await expectProblem(await patch(fx, fx.contacts.bob, { email: fx.emails.alice.toUpperCase() }), 400, 'api.error.contact.email-already-used');
    expect(problem.violations).toEqual([expect.objectContaining({ propertyPath: 'email' })]);
    const own = await patch(fx, fx.contacts.bob, { email: fx.emails.bob.toUpperCase() });
    expect(own.status).toBe(200);
    expect((await own.json()).email).toBe(fx.emails.bob.toUpperCase());
    const fresh = `fresh@${fx.token}.test`;
    expect((await patch(fx, fx.contacts.bob, { email: fresh })).status).toBe(200);
    const search = await call(`/${fx.token}/contacts?email=${encodeURIComponent(fresh)}`, { token: await partnerToken(fx), headers: { accept: 'application/json' } });
    expect((await search.json()).map((c: { '@id': string }) => c['@id'])).toEqual([iriOf(fx, 'contacts', fx.contacts.bob)]);
  });

  it('ignores read-only and unknown fields, naming each one, and writes none of them', async () => {
    const fx = await createTenantFixture();
    const readOnly: Record<string, unknown> = {
      number: 'C999999', state: 'client', clubId: iriOf(fx, 'clubs', fx.clubs.c), id: 5, '@id': iriOf(fx, 'contacts', 5),
      tags: [], blocked: true, initialSalepersonId: null, nickname: 'x',
    };
    for (const [field, value] of Object.entries(readOnly)) {
      const res = await patch(fx, fx.contacts.bob, { [field]: value });
      expect([res.status, res.headers.get('x-ignored-fields')], field).toEqual([200, field]);
    }
    const read = await call(`/${fx.token}/contacts/${fx.contacts.bob}`, { token: await partnerToken(fx), headers: { accept: 'application/json' } });
    expect(await read.json()).toMatchObject({ number: 'C2', state: 'prospect', clubId: iriOf(fx, 'clubs', fx.clubs.b) });
  });

  it('checks values as creation does', async () => {
    const fx = await createTenantFixture();
    await expectViolation(await patch(fx, fx.contacts.bob, { birthDate: '2023-02-30' }), 'birthDate');
    await expectViolation(await patch(fx, fx.contacts.bob, { email: 'nope' }), 'email');
    await expectViolation(await patch(fx, fx.contacts.bob, { mobile: 'call me' }), 'mobile');
    await expectViolation(await patch(fx, fx.contacts.bob, { sourceId: '7' }), 'sourceId');
    await expectViolation(await patch(fx, fx.contacts.bob, { sourceId: iriOf(fx, 'sources', 2_000_000_000) }), 'sourceId');
  });

  it('lets a contact-scoped token change its own contact, and refuses another', async () => {
    const fx = await createTenantFixture();
    const token = await contactToken(fx, fx.emails.alice);
    const own = await patch(fx, fx.contacts.alice, { mobile: '0699999999' }, token);
    expect(own.status).toBe(200);
    expect((await own.json()).mobile).toBe('0699999999');
    await expectProblem(await patch(fx, fx.contacts.bob, { mobile: '0699999999' }, token), 403, 'api.error.auth.contact-scope');
  });

  it('refuses a club-scoped token on another club\'s contact', async () => {
    const fx = await createTenantFixture();
    const token = await tokenFor(fx, 'partner', { grant: 'club', clubId: fx.clubs.a });
    await expectProblem(await patch(fx, fx.contacts.bob, { givenName: 'X' }, token), 403, 'api.error.scope.unauthorized-club');
  });

  it('answers 404 for another tenant\'s contact and leaves it unchanged', async () => {
    const [fx, other] = await Promise.all([createTenantFixture(), createTenantFixture()]);
    await expectProblem(await patch(fx, other.contacts.bob, { givenName: 'Hacked' }), 404, 'api.error.not-found');
    const read = await call(`/${other.token}/contacts/${other.contacts.bob}`, { token: await tokenFor(other, 'partner'), headers: { accept: 'application/json' } });
    expect((await read.json()).givenName).toBe('Bob');
  });
});
