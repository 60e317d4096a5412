// POST /contacts: what a created contact looks like, its number, its club and its 12 opt-ins.
import { describe, expect, it } from 'vitest';
import { getDb } from '../../lib/db/client';
import { insertSources } from '../../lib/seed/tenant-builder';
import { call, createSoloTenantFixture, createTenantFixture, iriOf, requestToken, tokenFor } from '../factories';
import { expectProblem, expectViolation } from '../problem';
import { contactBody, contactToken, createContact, ld } from './helpers';

const ADDRESS = {
  addressCountry: 'France', addressCountryIso: 'FR', addressLocality: 'Lyon', postalCode: '69003',
  streetAddress: '12 cours Lafayette', supplement: 'Bâtiment B',
};

describe('POST /contacts', () => {
  it('creates a prospect with its number, its IRI in Location, and every field it was given', async () => {
    const fx = await createTenantFixture();
    const body = contactBody(fx, {
      gender: 'female', mobile: '+33 6 11 22 33 44', landline: '04 78 00 00 01', pictureId: 'pic-1',
      parentalIdentificationValidated: true, address: ADDRESS,
    });
    const res = await call(`/${fx.token}/contacts`, { token: await tokenFor(fx, 'partner'), method: 'POST', body, headers: ld });
    const text = await res.text();
    expect(res.status, text).toBe(201);
    expect(res.headers.get('content-type')).toMatch(/^application\/ld\+json/);
    const contact = JSON.parse(text);
    expect(res.headers.get('location')).toBe(`/api${contact['@id']}`);
    expect(contact['@id']).toBe(iriOf(fx, 'contacts', contact.id));
    expect(contact).toEqual({
      '@context': '/contexts/Person', '@id': contact['@id'], '@type': 'Person', id: contact.id, number: 'C000001',
      familyName: 'Martin', givenName: 'Chloé', birthDate: '1990-04-12', gender: 'female', email: body.email,
      mobile: '+33 6 11 22 33 44', landline: '04 78 00 00 01',
      address: { '@id': `${contact['@id']}/address`, '@type': 'PostalAddress', ...ADDRESS },
      pictureId: 'pic-1', tags: [], clubId: iriOf(fx, 'clubs', fx.clubs.a), sourceId: null, state: 'prospect',
      parentalIdentificationValidated: true, initialSalepersonId: null, blocked: false, closure: null, erasedAt: null,
      occupationId: null, companyId: null, prescriberId: null, goalIds: [], motivationIds: [],
    });
    const read = await call(contact['@id'], { token: await tokenFor(fx, 'partner'), headers: ld });
    expect(await read.json()).toEqual(contact);
  });

  it('returns an empty address, not missing fields, when none was given', async () => {
    const fx = await createTenantFixture();
    const contact = await createContact(fx);
    expect(contact.address).toMatchObject({
      addressCountry: '', addressCountryIso: '', addressLocality: '', postalCode: '', streetAddress: '', supplement: '',
    });
  });

  it('accepts every address field, keeps them, and reads a country code in any case', async () => {
    const fx = await createTenantFixture();
    const contact = await createContact(fx, { address: { ...ADDRESS, addressCountryIso: 'fr', supplement: '' } });
    expect(contact.address).toMatchObject({ ...ADDRESS, addressCountryIso: 'FR', supplement: '' });
  });

  it('creates a temp contact when asked, and refuses every other state', async () => {
    const fx = await createTenantFixture();
    expect((await createContact(fx, { state: 'temp' })).state).toBe('temp');
    expect((await createContact(fx, { state: 'prospect' })).state).toBe('prospect');
    const token = await tokenFor(fx, 'partner');
    for (const state of ['client', 'old_client', 'banned', 'TEMP', '', null]) {
      const res = await call(`/${fx.token}/contacts`, { token, method: 'POST', body: contactBody(fx, { state }) });
      await expectViolation(res, 'state');
    }
  });

  it('numbers contacts across the whole tenant, whatever their club', async () => {
    const fx = await createTenantFixture();
    const numbers: unknown[] = [];
    for (const club of [fx.clubs.a, fx.clubs.b, fx.clubs.c, fx.clubs.a]) {
      numbers.push((await createContact(fx, { clubId: iriOf(fx, 'clubs', club) })).number);
    }
    expect(numbers).toEqual(['C000001', 'C000002', 'C000003', 'C000004']);
    // Another tenant has its own sequence.
    const other = await createTenantFixture();
    expect((await createContact(other)).number).toBe('C000001');
  });

  it('does not use up a number on a refused creation', async () => {
    const fx = await createTenantFixture();
    expect((await createContact(fx)).number).toBe('C000001');
    const res = await call(`/${fx.token}/contacts`, { token: await tokenFor(fx, 'partner'), method: 'POST', body: contactBody(fx, { email: fx.emails.alice }) });
    await expectProblem(res, 400, 'api.error.contact.email-already-used');
    expect((await createContact(fx)).number).toBe('C000002');
  });

  it('gives every new contact its 12 opt-ins: legal on every channel, everything else off', async () => {
    const fx = await createTenantFixture();
    const contact = await createContact(fx, { state: 'temp' });
    const res = await call(`/${fx.token}/optins?contactId=${contact['@id']}`, { token: await tokenFor(fx, 'partner'), headers: { accept: 'application/json' } });
    expect(res.status).toBe(200);
    const optins = (await res.json()) as { channel: string; type: string; isAuthorized: boolean; contactId: string }[];
    expect(optins.map((o) => `${o.channel}/${o.type}=${o.isAuthorized}`).sort()).toEqual([
      'email/advertising=false', 'email/legal=true', 'email/news=false', 'email/partners=false',
      'postal_mail/advertising=false', 'postal_mail/legal=true', 'postal_mail/news=false', 'postal_mail/partners=false',
      'text_message/advertising=false', 'text_message/legal=true', 'text_message/news=false', 'text_message/partners=false',
    ]);
    expect(new Set(optins.map((o) => o.contactId))).toEqual(new Set([contact['@id']]));
  });

  it('takes the club from x-user-club-id when the body names none', async () => {
    const fx = await createTenantFixture();
    const { clubId: _none, ...body } = contactBody(fx);
    const res = await call(`/${fx.token}/contacts`, {
      token: await tokenFor(fx, 'partner'), method: 'POST', body, headers: { 'x-user-club-id': iriOf(fx, 'clubs', fx.clubs.c) },
    });
    expect(res.status).toBe(201);
    expect((await res.json()).clubId).toBe(iriOf(fx, 'clubs', fx.clubs.c));
  });

  it('prefers the body\'s clubId to the header', async () => {
    const fx = await createTenantFixture();
    const res = await call(`/${fx.token}/contacts`, {
      token: await tokenFor(fx, 'partner'), method: 'POST', body: contactBody(fx, { clubId: iriOf(fx, 'clubs', fx.clubs.b) }),
      headers: { 'x-user-club-id': iriOf(fx, 'clubs', fx.clubs.c) },
    });
    expect(res.status).toBe(201);
    expect((await res.json()).clubId).toBe(iriOf(fx, 'clubs', fx.clubs.b));
  });

  it('needs a club when the tenant has several and neither the body nor the header names one', async () => {
    const fx = await createTenantFixture();
    const { clubId: _none, ...body } = contactBody(fx);
    const res = await call(`/${fx.token}/contacts`, { token: await tokenFor(fx, 'partner'), method: 'POST', body });
    await expectProblem(res, 400, 'api.error.header.club-required');
  });

  it('uses the only club of a one-club tenant, and the club of a club-scoped token', async () => {
    const solo = await createSoloTenantFixture();
    const soloToken = await requestToken(solo.token, solo.admin);
    const soloRes = await call(`/${solo.token}/contacts`, {
      token: soloToken, method: 'POST', body: { email: `x@${solo.token}.test`, familyName: 'S', givenName: 'S', birthDate: '2000-01-01' },
    });
    expect(soloRes.status).toBe(201);
    expect((await soloRes.json()).clubId).toBe(`/${solo.token}/clubs/${solo.club}`);

    const fx = await createTenantFixture();
    const { clubId: _none, ...body } = contactBody(fx);
    const clubToken = await tokenFor(fx, 'partner', { grant: 'club', clubId: fx.clubs.b });
    const res = await call(`/${fx.token}/contacts`, { token: clubToken, method: 'POST', body });
    expect(res.status).toBe(201);
    expect((await res.json()).clubId).toBe(iriOf(fx, 'clubs', fx.clubs.b));
    const elsewhere = await call(`/${fx.token}/contacts`, { token: clubToken, method: 'POST', body: contactBody(fx, { clubId: iriOf(fx, 'clubs', fx.clubs.a) }) });
    await expectProblem(elsewhere, 403, 'api.error.scope.unauthorized-club');
  });

  it('refuses a clubId that is not the IRI of a club of this tenant', async () => {
    const [fx, other] = await Promise.all([createTenantFixture(), createTenantFixture()]);
    const token = await tokenFor(fx, 'partner');
    const bad = [iriOf(other, 'clubs', other.clubs.a), String(fx.clubs.a), fx.clubs.a, iriOf(fx, 'contacts', fx.contacts.alice), iriOf(fx, 'clubs', 2_000_000_000)];
    for (const clubId of bad) {
      const res = await call(`/${fx.token}/contacts`, { token, method: 'POST', body: contactBody(fx, { clubId }) });
      await expectViolation(res, 'clubId');
    }
  });

  it('records a source of the tenant, and refuses another tenant\'s', async () => {
    const [fx, other] = await Promise.all([createTenantFixture(), createTenantFixture()]);
    const db = await getDb();
    const [mine] = await insertSources(db, fx.tenant, ['Web']);
    const [theirs] = await insertSources(db, other.tenant, ['Web']);
    expect((await createContact(fx, { sourceId: iriOf(fx, 'sources', mine!) })).sourceId).toBe(iriOf(fx, 'sources', mine!));
    const token = await tokenFor(fx, 'partner');
    for (const sourceId of [iriOf(other, 'sources', theirs!), iriOf(fx, 'sources', theirs!), String(mine)]) {
      await expectViolation(await call(`/${fx.token}/contacts`, { token, method: 'POST', body: contactBody(fx, { sourceId }) }), 'sourceId');
    }
  });

  it('refuses a contact-scoped token', async () => {
    const fx = await createTenantFixture();
    const res = await call(`/${fx.token}/contacts`, { token: await contactToken(fx, fx.emails.alice), method: 'POST', body: contactBody(fx) });
    await expectProblem(res, 403, 'api.error.scope.unauthorized-endpoint');
  });
});
