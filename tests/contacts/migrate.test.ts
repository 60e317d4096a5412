// PUT /contacts/{id}/migrate: a prospect of one club moves into a temp contact of another club.
import { describe, expect, it } from 'vitest';
import { call, createTenantFixture, iriOf, tokenFor, type TenantFixture } from '../factories';
import { expectProblem, expectViolation, expectIgnored } from '../problem';
import { contactToken, createContact, eventsOf, lastSeq, partnerToken } from './helpers';

const ADDRESS = { addressCountry: 'France', addressCountryIso: 'FR', addressLocality: 'Lyon', postalCode: '69003', streetAddress: '1 rue A', supplement: 'B' };
const json = { accept: 'application/json' };

/** A prospect of club A (the source, with its own token) and a temp contact of club B (the target). */
async function pair(fx: TenantFixture, source: Record<string, unknown> = {}, target: Record<string, unknown> = {}) {
  const src = await createContact(fx, {
    givenName: 'Source', familyName: 'Person', birthDate: '1985-06-01', gender: 'female', mobile: '0611223344',
    landline: '0478000001', address: ADDRESS, clubId: iriOf(fx, 'clubs', fx.clubs.a), ...source,
  });
  const tgt = await createContact(fx, { givenName: 'Temp', familyName: 'Placeholder', state: 'temp', clubId: iriOf(fx, 'clubs', fx.clubs.b), ...target });
  return { src, tgt, token: await contactToken(fx, String(src.email)) };
}

function migrate(fx: TenantFixture, sourceId: number, body: unknown, token: string): Promise<Response> {
  return call(`/${fx.token}/contacts/${sourceId}/migrate`, { token, method: 'PUT', body });
}

const target = (fx: TenantFixture, tgt: { '@id': string }, club = fx.clubs.b) => ({ targetContactId: tgt['@id'], targetClubId: iriOf(fx, 'clubs', club) });

async function optinsOf(fx: TenantFixture, contactIri: string) {
  const res = await call(`/${fx.token}/optins?contactId=${contactIri}`, { token: await partnerToken(fx), headers: json });
  return Object.fromEntries(((await res.json()) as { channel: string; type: string; isAuthorized: boolean; '@id': string; id: number }[])
    .map((o) => [`${o.channel}/${o.type}`, o]));
}

describe('PUT /contacts/{id}/migrate', () => {
  it('gives the target the source\'s identity, opt-ins and tags, makes it a prospect, and deletes the source', async () => {
    const fx = await createTenantFixture();
    const { src, tgt, token } = await pair(fx);
    const partner = await partnerToken(fx);
    const srcOptins = await optinsOf(fx, src['@id']);
    const tgtOptins = await optinsOf(fx, tgt['@id']);
    expect((await call(`/${fx.token}/optins/${srcOptins['email/news']!.id}`, { token: partner, method: 'PUT', body: { isAuthorized: true } })).status).toBe(200);
    expect((await call(`/${fx.token}/optins/${tgtOptins['text_message/advertising']!.id}`, { token: partner, method: 'PUT', body: { isAuthorized: true } })).status).toBe(200);
    for (const name of ['vip', 'blocking_debt_old']) {
      expect((await call(`/${fx.token}/contact_tags`, { token: partner, method: 'POST', body: { contactId: src['@id'], name, validFrom: '2020-01-01' } })).status).toBe(201);
    }
    const seq = await lastSeq(fx.tenant.id);

    const res = await migrate(fx, src.id, target(fx, tgt), token);
    expect(res.status, await res.clone().text()).toBe(204);
    expect(await res.text()).toBe('');

    await expectProblem(await call(`/${fx.token}/contacts/${src.id}`, { token: partner }), 404, 'api.error.not-found');
    const after = await (await call(`/${fx.token}/contacts/${tgt.id}`, { token: partner, headers: json })).json();
    expect(after).toMatchObject({
      '@id': tgt['@id'], number: tgt.number, clubId: iriOf(fx, 'clubs', fx.clubs.b), state: 'prospect',
      email: src.email, givenName: 'Source', familyName: 'Person', birthDate: '1985-06-01', gender: 'female',
      mobile: '0611223344', landline: '0478000001', address: { ...ADDRESS, '@id': `${tgt['@id']}/address` }, blocked: true,
    });
    expect(after.tags.map((t: { name: string; validFrom: string; contactId: string }) => [t.name, t.validFrom, t.contactId]))
      .toEqual([['vip', '2020-01-01', tgt['@id']], ['blocking_debt_old', '2020-01-01', tgt['@id']]]);
    const moved = await optinsOf(fx, tgt['@id']);
    expect(Object.keys(moved)).toHaveLength(12);
    for (const [key, optin] of Object.entries(moved)) {
      expect(optin.isAuthorized, key).toBe(key === 'email/news' || key.endsWith('/legal'));
    }
    // The e-mail now finds the target.
    const found = await call(`/${fx.token}/contacts?email=${encodeURIComponent(String(src.email))}`, { token: partner, headers: json });
    expect((await found.json()).map((c: { '@id': string }) => c['@id'])).toEqual([tgt['@id']]);

    expect((await eventsOf(fx.tenant.id, seq)).map((e) => [e.event, e.object, e.clubId])).toEqual([
      ['contact.deleted', { contactId: src['@id'], clubId: iriOf(fx, 'clubs', fx.clubs.a) }, fx.clubs.a],
      ['contact.updated', { contactId: tgt['@id'], clubId: iriOf(fx, 'clubs', fx.clubs.b) }, fx.clubs.b],
    ]);
  });

  it('needs a contact-scoped token of the source itself', async () => {
    const fx = await createTenantFixture();
    const { src, tgt } = await pair(fx);
    const other = await createContact(fx);
    for (const token of [await partnerToken(fx), await tokenFor(fx, 'admin'), await tokenFor(fx, 'partner', { grant: 'club', clubId: fx.clubs.a })]) {
      await expectProblem(await migrate(fx, src.id, target(fx, tgt), token), 403, 'api.error.scope.unauthorized-endpoint');
    }
    for (const token of [await contactToken(fx, String(other.email)), await contactToken(fx, String(tgt.email))]) {
      await expectProblem(await migrate(fx, src.id, target(fx, tgt), token), 403, 'api.error.auth.contact-scope');
    }
    expect((await call(`/${fx.token}/contacts/${src.id}`, { token: await partnerToken(fx) })).status).toBe(200);
  });

  it('refuses a source that is not a prospect', async () => {
    const fx = await createTenantFixture();
    const tgt = await createContact(fx, { state: 'temp', clubId: iriOf(fx, 'clubs', fx.clubs.b) });
    const alice = await contactToken(fx, fx.emails.alice); // alice is a client
    await expectProblem(await migrate(fx, fx.contacts.alice, target(fx, tgt), alice), 400, 'api.error.contact-migration.source-not-prospect');
    const temp = await createContact(fx, { state: 'temp' });
    await expectProblem(await migrate(fx, temp.id, target(fx, tgt), await contactToken(fx, String(temp.email))), 400, 'api.error.contact-migration.source-not-prospect');
  });

  it('refuses a target that is not a temp contact', async () => {
    const fx = await createTenantFixture();
    const { src, token } = await pair(fx);
    const bob = { '@id': iriOf(fx, 'contacts', fx.contacts.bob) }; // a prospect of club B
    await expectProblem(await migrate(fx, src.id, target(fx, bob), token), 400, 'api.error.contact-migration.target-not-temp');
  });

  it('refuses a migration within one club', async () => {
    const fx = await createTenantFixture();
    const { src, token } = await pair(fx);
    const sameClub = await createContact(fx, { state: 'temp', clubId: iriOf(fx, 'clubs', fx.clubs.a) });
    await expectProblem(await migrate(fx, src.id, target(fx, sameClub, fx.clubs.a), token), 400, 'api.error.contact-migration.same-club');
  });

  it('refuses a target club that is not the target contact\'s', async () => {
    const fx = await createTenantFixture();
    const { src, tgt, token } = await pair(fx);
    await expectProblem(await migrate(fx, src.id, target(fx, tgt, fx.clubs.c), token), 400, 'api.error.contact-migration.target-club-mismatch');
  });

  it('refuses a target that does not exist, belongs to another tenant, or is the source itself', async () => {
    const [fx, other] = await Promise.all([createTenantFixture(), createTenantFixture()]);
    const { src, token } = await pair(fx);
    const foreign = await createContact(other, { state: 'temp', clubId: iriOf(other, 'clubs', other.clubs.b) });
    for (const id of [2_000_000_000, foreign.id, src.id]) {
      const res = await migrate(fx, src.id, target(fx, { '@id': iriOf(fx, 'contacts', id) }), token);
      const body = await expectProblem(res, 400, 'api.error.contact-migration.target-not-found');
      expect(body.violations).toEqual([expect.objectContaining({ propertyPath: 'targetContactId', code: 'invalid-iri' })]);
    }
    // The other tenant's temp contact is untouched.
    const read = await call(`/${other.token}/contacts/${foreign.id}`, { token: await partnerToken(other), headers: json });
    expect((await read.json()).state).toBe('temp');
  });

  it('refuses a body without IRIs of this tenant', async () => {
    const [fx, other] = await Promise.all([createTenantFixture(), createTenantFixture()]);
    const { src, tgt, token } = await pair(fx);
    await expectViolation(await migrate(fx, src.id, { targetClubId: iriOf(fx, 'clubs', fx.clubs.b) }, token), 'targetContactId', 'required');
    await expectViolation(await migrate(fx, src.id, { ...target(fx, tgt), targetClubId: String(fx.clubs.b) }, token), 'targetClubId', 'invalid-iri');
    await expectViolation(await migrate(fx, src.id, { ...target(fx, tgt), targetContactId: tgt.id }, token), 'targetContactId');
    await expectViolation(await migrate(fx, src.id, { ...target(fx, tgt), targetClubId: iriOf(other, 'clubs', other.clubs.b) }, token), 'targetClubId', 'invalid-iri');
    await expectViolation(await migrate(fx, src.id, { ...target(fx, tgt), targetClubId: iriOf(fx, 'clubs', 2_000_000_000) }, token), 'targetClubId');
    await expectIgnored(await migrate(fx, src.id, { ...target(fx, tgt), force: true }, token), 'force');
  });

  it('changes nothing and emits nothing when refused', async () => {
    const fx = await createTenantFixture();
    const { src, tgt, token } = await pair(fx);
    const seq = await lastSeq(fx.tenant.id);
    await expectProblem(await migrate(fx, src.id, target(fx, tgt, fx.clubs.c), token), 400, 'api.error.contact-migration.target-club-mismatch');
    const partner = await partnerToken(fx);
    expect((await (await call(`/${fx.token}/contacts/${tgt.id}`, { token: partner, headers: json })).json())).toMatchObject({ state: 'temp', givenName: 'Temp' });
    expect((await call(`/${fx.token}/contacts/${src.id}`, { token: partner })).status).toBe(200);
    expect(await eventsOf(fx.tenant.id, seq)).toEqual([]);
  });

  it('leaves the source\'s token with nothing to reach once the source is gone', async () => {
    const fx = await createTenantFixture();
    const { src, tgt, token } = await pair(fx);
    expect((await migrate(fx, src.id, target(fx, tgt), token)).status).toBe(204);
    await expectProblem(await call(`/${fx.token}/contacts/${src.id}`, { token }), 404, 'api.error.not-found');
    await expectProblem(await migrate(fx, src.id, target(fx, tgt), token), 404, 'api.error.not-found');
  });
});
