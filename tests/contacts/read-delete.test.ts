// GET /contacts/{id}, its alias /contact/{id}, and DELETE /contacts/{id} (admin).
import { describe, expect, it } from 'vitest';
import { call, createTenantFixture, iriOf, tokenFor } from '../factories';
import { expectProblem } from '../problem';
import { contactBody, contactToken, createContact, ld, partnerToken } from './helpers';

describe('GET /contacts/{id}', () => {
  it('answers the same contact at /contacts/{id} and /contact/{id}', async () => {
    const fx = await createTenantFixture();
    const token = await partnerToken(fx);
    const created = await createContact(fx, { mobile: '0612345678' });
    const plural = await call(`/${fx.token}/contacts/${created.id}`, { token, headers: ld });
    const singular = await call(`/${fx.token}/contact/${created.id}`, { token, headers: ld });
    expect(plural.status).toBe(200);
    expect(singular.status).toBe(200);
    const body = await plural.json();
    expect(body).toEqual(created);
    expect(await singular.json()).toEqual(body);
  });

  it('answers 404 for an unknown contact and for another tenant\'s', async () => {
    const [fx, other] = await Promise.all([createTenantFixture(), createTenantFixture()]);
    const token = await partnerToken(fx);
    for (const path of [`/contacts/${other.contacts.alice}`, `/contact/${other.contacts.alice}`, '/contacts/2147483647']) {
      await expectProblem(await call(`/${fx.token}${path}`, { token }), 404, 'api.error.not-found');
    }
    await expectProblem(await call(`/${fx.token}/contacts/abc`, { token }), 400, 'api.error.validation.invalid');
  });

  it('lets a contact-scoped token read its own contact and nobody else', async () => {
    const fx = await createTenantFixture();
    const token = await contactToken(fx, fx.emails.alice);
    const own = await call(`/${fx.token}/contacts/${fx.contacts.alice}`, { token });
    expect(own.status).toBe(200);
    expect((await own.json())['@id']).toBe(iriOf(fx, 'contacts', fx.contacts.alice));
    for (const path of [`/contacts/${fx.contacts.bob}`, `/contact/${fx.contacts.bob}`]) {
      await expectProblem(await call(`/${fx.token}${path}`, { token }), 403, 'api.error.auth.contact-scope');
    }
  });

  it('lets a club-scoped token read the contacts of its club only', async () => {
    const fx = await createTenantFixture();
    const token = await tokenFor(fx, 'partner', { grant: 'club', clubId: fx.clubs.a });
    expect((await call(`/${fx.token}/contacts/${fx.contacts.alice}`, { token })).status).toBe(200);
    await expectProblem(await call(`/${fx.token}/contacts/${fx.contacts.bob}`, { token }), 403, 'api.error.scope.unauthorized-club');
  });

  it('lists the tenant\'s contacts without an e-mail filter, a club-scoped token its club\'s', async () => {
    const fx = await createTenantFixture();
    const all = await call(`/${fx.token}/contacts`, { token: await partnerToken(fx), headers: ld });
    expect((await all.json())['hydra:totalItems']).toBe(2);
    const clubB = await tokenFor(fx, 'partner', { grant: 'club', clubId: fx.clubs.b });
    const mine = await call(`/${fx.token}/contacts`, { token: clubB, headers: { accept: 'application/json' } });
    expect(((await mine.json()) as { '@id': string }[]).map((c) => c['@id'])).toEqual([iriOf(fx, 'contacts', fx.contacts.bob)]);
  });
});

describe('DELETE /contacts/{id}', () => {
  it('deletes for an admin client: the contact is then a 404, and its e-mail is free again', async () => {
    const fx = await createTenantFixture();
    const admin = await tokenFor(fx, 'admin');
    const created = await createContact(fx);
    const res = await call(`/${fx.token}/contacts/${created.id}`, { token: admin, method: 'DELETE' });
    expect(res.status).toBe(204);
    expect(await res.text()).toBe('');
    for (const path of [`/contacts/${created.id}`, `/contact/${created.id}`]) {
      await expectProblem(await call(`/${fx.token}${path}`, { token: admin }), 404, 'api.error.not-found');
    }
    await expectProblem(await call(`/${fx.token}/contacts/${created.id}`, { token: admin, method: 'DELETE' }), 404, 'api.error.not-found');
    await expectProblem(await call(`/${fx.token}/optins?contactId=${created['@id']}`, { token: admin }), 404, 'api.error.not-found');
    const search = await call(`/${fx.token}/contacts?email=${encodeURIComponent(String(created.email))}`, { token: admin, headers: ld });
    expect((await search.json())['hydra:totalItems']).toBe(0);
    const again = await call(`/${fx.token}/contacts`, { token: admin, method: 'POST', body: contactBody(fx, { email: created.email }) });
    expect(again.status).toBe(201);
  });

  it('refuses partner and contact-scoped tokens, and leaves the contact in place', async () => {
    const fx = await createTenantFixture();
    const partner = await partnerToken(fx);
    await expectProblem(await call(`/${fx.token}/contacts/${fx.contacts.bob}`, { token: partner, method: 'DELETE' }), 403, 'api.error.scope.unauthorized-endpoint');
    const self = await contactToken(fx, fx.emails.bob);
    await expectProblem(await call(`/${fx.token}/contacts/${fx.contacts.bob}`, { token: self, method: 'DELETE' }), 403, 'api.error.scope.unauthorized-endpoint');
    expect((await call(`/${fx.token}/contacts/${fx.contacts.bob}`, { token: partner })).status).toBe(200);
  });

  it('answers 404 for another tenant\'s contact and leaves it alone', async () => {
    const [fx, other] = await Promise.all([createTenantFixture(), createTenantFixture()]);
    await expectProblem(await call(`/${fx.token}/contacts/${other.contacts.bob}`, { token: await tokenFor(fx, 'admin'), method: 'DELETE' }), 404, 'api.error.not-found');
    expect((await call(`/${other.token}/contacts/${other.contacts.bob}`, { token: await tokenFor(other, 'partner') })).status).toBe(200);
  });

  it('deletes the contact\'s tags and badges with it', async () => {
    const fx = await createTenantFixture();
    const admin = await tokenFor(fx, 'admin');
    const contactId = iriOf(fx, 'contacts', fx.contacts.bob);
    const tag = await call(`/${fx.token}/contact_tags`, { token: admin, method: 'POST', body: { contactId, name: 'vip' } });
    const badge = await call(`/${fx.token}/identificators`, { token: admin, method: 'POST', body: { targetId: contactId, number: `B-${fx.token}` } });
    expect([tag.status, badge.status]).toEqual([201, 201]);
    const [tagId, badgeId] = [(await tag.json()).id, (await badge.json()).id];
    expect((await call(`/${fx.token}/contacts/${fx.contacts.bob}`, { token: admin, method: 'DELETE' })).status).toBe(204);
    await expectProblem(await call(`/${fx.token}/contact_tags/${tagId}`, { token: admin, method: 'DELETE' }), 404, 'api.error.not-found');
    await expectProblem(await call(`/${fx.token}/identificators/${badgeId}`, { token: admin, method: 'DELETE' }), 404, 'api.error.not-found');
    // The badge number can be given again.
    const reused = await call(`/${fx.token}/identificators`, {
      token: admin, method: 'POST', body: { targetId: iriOf(fx, 'contacts', fx.contacts.alice), number: `B-${fx.token}` },
    });
    expect(reused.status).toBe(201);
  });
});
