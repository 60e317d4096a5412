// GET /optins and PUT /optins/{id}: a contact's communication consents.
import { describe, expect, it } from 'vitest';
import { call, createTenantFixture, iriOf, tokenFor, type TenantFixture } from '../factories';
import { expectIgnored, expectProblem, expectViolation } from '../problem';
import { contactToken, createContact, eventsOf, lastSeq, ld, partnerToken } from './helpers';

interface Optin { '@id': string; id: number; contactId: string; channel: string; type: string; isAuthorized: boolean; updatedAt: string }

async function list(fx: TenantFixture, query: string, token?: string): Promise<Optin[]> {
  const res = await call(`/${fx.token}/optins${query}`, { token: token ?? (await partnerToken(fx)), headers: { accept: 'application/json' } });
  const text = await res.text();
  expect(res.status, text).toBe(200);
  return JSON.parse(text) as Optin[];
}

function put(fx: TenantFixture, id: number, body: unknown, token: string): Promise<Response> {
  return call(`/${fx.token}/optins/${id}`, { token, method: 'PUT', body, headers: { accept: 'application/json' } });
}

async function optinOf(fx: TenantFixture, contactId: number, channel: string, type: string): Promise<Optin> {
  const [optin] = await list(fx, `?contactId=${iriOf(fx, 'contacts', contactId)}&channel=${channel}&type=${type}`);
  return optin!;
}

describe('GET /optins', () => {
  it('lists a contact\'s 12 opt-ins, filtered by channel and type', async () => {
    const fx = await createTenantFixture();
    const contactId = iriOf(fx, 'contacts', fx.contacts.alice);
    const all = await list(fx, `?contactId=${contactId}`);
    expect(all).toHaveLength(12);
    expect(all[0]).toEqual({
      '@id': iriOf(fx, 'optins', all[0]!.id), '@type': 'Optin', id: all[0]!.id, contactId,
      channel: expect.any(String), type: expect.any(String), isAuthorized: expect.any(Boolean), updatedAt: expect.any(String),
    });
    const email = await list(fx, `?contactId=${contactId}&channel=email`);
    expect(email.map((o) => o.type).sort()).toEqual(['advertising', 'legal', 'news', 'partners']);
    const legal = await list(fx, `?contactId=${contactId}&type=legal`);
    expect(legal.map((o) => [o.channel, o.isAuthorized]).sort()).toEqual([['email', true], ['postal_mail', true], ['text_message', true]]);
    const one = await list(fx, `?contactId=${encodeURIComponent(contactId)}&channel=text_message&type=partners`);
    expect(one).toEqual([expect.objectContaining({ channel: 'text_message', type: 'partners', isAuthorized: false, contactId })]);
  });

  it('pages the collection in the ld+json form', async () => {
    const fx = await createTenantFixture();
    const res = await call(`/${fx.token}/optins?contactId=${iriOf(fx, 'contacts', fx.contacts.bob)}&itemsPerPage=5&page=3`, { token: await partnerToken(fx), headers: ld });
    const body = await res.json();
    expect(body).toMatchObject({ '@type': 'hydra:Collection', 'hydra:totalItems': 12 });
    expect(body['hydra:member']).toHaveLength(2);
  });

  it('ignores an unknown channel or type and a contactId that is no IRI, naming them; another tenant\'s contact IRI is a 400', async () => {
    const [fx, other] = await Promise.all([createTenantFixture(), createTenantFixture()]);
    const token = await partnerToken(fx);
    const contactId = iriOf(fx, 'contacts', fx.contacts.bob);
    await expectIgnored(await call(`/${fx.token}/optins?contactId=${contactId}&channel=sms`, { token }), 'channel', 'x-ignored-parameters');
    await expectIgnored(await call(`/${fx.token}/optins?contactId=${contactId}&type=marketing`, { token }), 'type', 'x-ignored-parameters');
    await expectIgnored(await call(`/${fx.token}/optins?contactId=${fx.contacts.bob}`, { token }), 'contactId', 'x-ignored-parameters');
    await expectViolation(await call(`/${fx.token}/optins?contactId=${iriOf(other, 'contacts', other.contacts.bob)}`, { token }), 'contactId', 'invalid-iri');
    await expectProblem(await call(`/${fx.token}/optins?contactId=${iriOf(fx, 'contacts', other.contacts.bob)}`, { token }), 404, 'api.error.not-found');
  });

  it('shows a contact-scoped token its own opt-ins, with or without contactId, and refuses another\'s', async () => {
    const fx = await createTenantFixture();
    const token = await contactToken(fx, fx.emails.alice);
    const own = iriOf(fx, 'contacts', fx.contacts.alice);
    expect(new Set((await list(fx, '', token)).map((o) => o.contactId))).toEqual(new Set([own]));
    expect(await list(fx, '?type=news', token)).toHaveLength(3);
    expect(await list(fx, `?contactId=${own}`, token)).toHaveLength(12);
    await expectProblem(await call(`/${fx.token}/optins?contactId=${iriOf(fx, 'contacts', fx.contacts.bob)}`, { token }), 403, 'api.error.auth.contact-scope');
  });

  it('shows a club-scoped token only the opt-ins of its club\'s contacts', async () => {
    const fx = await createTenantFixture();
    const token = await tokenFor(fx, 'partner', { grant: 'club', clubId: fx.clubs.b });
    const mine = await list(fx, '', token);
    expect(new Set(mine.map((o) => o.contactId))).toEqual(new Set([iriOf(fx, 'contacts', fx.contacts.bob)]));
    await expectProblem(await call(`/${fx.token}/optins?contactId=${iriOf(fx, 'contacts', fx.contacts.alice)}`, { token }), 403, 'api.error.scope.unauthorized-club');
    // A client token sees the whole tenant.
    expect(await list(fx, '?channel=email&type=legal')).toHaveLength(2);
  });
});

describe('PUT /optins/{id}', () => {
  it('turns a consent on and off, with optin.updated { optinId, contactId, clubId } only when the value changes', async () => {
    const fx = await createTenantFixture();
    const token = await partnerToken(fx);
    const optin = await optinOf(fx, fx.contacts.bob, 'email', 'news');
    const seq = await lastSeq(fx.tenant.id);

    const on = await put(fx, optin.id, { isAuthorized: true }, token);
    expect(on.status).toBe(200);
    const body = await on.json();
    expect(body).toEqual({ ...optin, isAuthorized: true, updatedAt: expect.any(String) });
    expect(Date.parse(body.updatedAt)).toBeGreaterThanOrEqual(Date.parse(optin.updatedAt));
    expect((await put(fx, optin.id, { isAuthorized: true }, token)).status).toBe(200); // no change
    expect((await put(fx, optin.id, { isAuthorized: false }, token)).status).toBe(200);
    expect((await optinOf(fx, fx.contacts.bob, 'email', 'news')).isAuthorized).toBe(false);

    const object = { optinId: optin['@id'], contactId: iriOf(fx, 'contacts', fx.contacts.bob), clubId: iriOf(fx, 'clubs', fx.clubs.b) };
    expect((await eventsOf(fx.tenant.id, seq)).map((e) => [e.event, e.object, e.clubId])).toEqual([
      ['optin.updated', object, fx.clubs.b],
      ['optin.updated', object, fx.clubs.b],
    ]);
    // The other opt-ins are untouched.
    expect((await list(fx, `?contactId=${iriOf(fx, 'contacts', fx.contacts.bob)}`)).filter((o) => o.isAuthorized).map((o) => o.type)).toEqual(['legal', 'legal', 'legal']);
  });

  it('refuses to change a legal opt-in', async () => {
    const fx = await createTenantFixture();
    const token = await partnerToken(fx);
    const legal = await optinOf(fx, fx.contacts.alice, 'postal_mail', 'legal');
    const seq = await lastSeq(fx.tenant.id);
    for (const isAuthorized of [false, true]) {
      await expectProblem(await put(fx, legal.id, { isAuthorized }, token), 400, 'api.error.optin.legal-not-modifiable');
    }
    expect((await optinOf(fx, fx.contacts.alice, 'postal_mail', 'legal')).isAuthorized).toBe(true);
    expect(await eventsOf(fx.tenant.id, seq)).toEqual([]);
  });

  it('refuses any field but isAuthorized, naming it', async () => {
    const fx = await createTenantFixture();
    const token = await partnerToken(fx);
    const optin = await optinOf(fx, fx.contacts.alice, 'email', 'partners');
    const others = { channel: 'text_message', type: 'news', contactId: iriOf(fx, 'contacts', fx.contacts.bob), id: 1, updatedAt: '2026-01-01T00:00:00Z' };
    for (const [field, value] of Object.entries(others)) {
      const problem = await expectProblem(await put(fx, optin.id, { isAuthorized: true, [field]: value }, token), 400, 'api.error.optin.read-only-field');
      expect(problem.violations, field).toEqual([expect.objectContaining({ propertyPath: field })]);
    }
    await expectProblem(await put(fx, optin.id, { channel: 'postal_mail' }, token), 400, 'api.error.optin.read-only-field');
    await expectViolation(await put(fx, optin.id, {}, token), 'isAuthorized', 'required');
    await expectViolation(await put(fx, optin.id, { isAuthorized: 'yes' }, token), 'isAuthorized');
    expect(await optinOf(fx, fx.contacts.alice, 'email', 'partners')).toEqual(optin);
  });

  it('lets a contact-scoped token change its own opt-ins only', async () => {
    const fx = await createTenantFixture();
    const token = await contactToken(fx, fx.emails.alice);
    const own = await optinOf(fx, fx.contacts.alice, 'text_message', 'advertising');
    const res = await put(fx, own.id, { isAuthorized: true }, token);
    expect(res.status).toBe(200);
    expect((await res.json()).isAuthorized).toBe(true);
    const bobs = await optinOf(fx, fx.contacts.bob, 'text_message', 'advertising');
    await expectProblem(await put(fx, bobs.id, { isAuthorized: true }, token), 403, 'api.error.auth.contact-scope');
    expect((await optinOf(fx, fx.contacts.bob, 'text_message', 'advertising')).isAuthorized).toBe(false);
  });

  it('answers 404 for another tenant\'s opt-in or an unknown one', async () => {
    const [fx, other] = await Promise.all([createTenantFixture(), createTenantFixture()]);
    const theirs = await optinOf(other, other.contacts.bob, 'email', 'news');
    await expectProblem(await put(fx, theirs.id, { isAuthorized: true }, await partnerToken(fx)), 404, 'api.error.not-found');
    await expectProblem(await put(fx, 2_000_000_000, { isAuthorized: true }, await partnerToken(fx)), 404, 'api.error.not-found');
    expect((await optinOf(other, other.contacts.bob, 'email', 'news')).isAuthorized).toBe(false);
  });

  it('cannot add or delete opt-ins', async () => {
    const fx = await createTenantFixture();
    const token = await partnerToken(fx);
    const contact = await createContact(fx);
    const optin = await optinOf(fx, contact.id, 'email', 'news');
    expect((await call(`/${fx.token}/optins/${optin.id}`, { token, method: 'DELETE' })).status).toBeGreaterThanOrEqual(404);
    const add = await call(`/${fx.token}/optins`, { token, method: 'POST', body: { contactId: contact['@id'], channel: 'email', type: 'news', isAuthorized: true } });
    expect(add.status).toBeGreaterThanOrEqual(404);
    expect(await list(fx, `?contactId=${contact['@id']}`)).toHaveLength(12);
  });
});
