// GET /contacts?email= (the existence check before creating) and GET /network/contact_search.
import { describe, expect, it } from 'vitest';
import { call, createTenantFixture, iriOf, tokenFor } from '../factories';
import { expectProblem } from '../problem';
import { contactToken, createContact, ld } from './helpers';

type Collection = { 'hydra:member': Record<string, unknown>[]; 'hydra:totalItems': number };

async function collection(res: Response): Promise<Collection> {
  const text = await res.text();
  expect(res.status, text).toBe(200);
  return JSON.parse(text) as Collection;
}

describe('GET /contacts?email=', () => {
  it('finds an address with a plus sign however the client encodes it, case-insensitively', async () => {
    const fx = await createTenantFixture();
    const token = await tokenFor(fx, 'partner');
    const email = `Chloe+Gym@${fx.token}.test`;
    const created = await createContact(fx, { email });
    const local = `chloe+gym@${fx.token}.test`;
    const spellings = [
      encodeURIComponent(email), // chloe%2Bgym%40…, as the spec asks
      email, // raw: the plus arrives as a space
      `Chloe+Gym%40${fx.token}.test`, // plus raw, at encoded
      `chloe%2Bgym@${fx.token.toUpperCase()}.TEST`, // plus encoded, at raw, other case
      encodeURIComponent(local.toUpperCase()),
    ];
    for (const spelling of spellings) {
      const body = await collection(await call(`/${fx.token}/contacts?email=${spelling}`, { token, headers: ld }));
      expect(body['hydra:totalItems'], spelling).toBe(1);
      expect(body['hydra:member'].map((c) => c['@id']), spelling).toEqual([created['@id']]);
      expect(body['hydra:member'][0]).toMatchObject({ email, number: created.number });
    }
  });

  it('shows the contact exactly as reading it does, tags and blocked state included', async () => {
    const fx = await createTenantFixture();
    const token = await tokenFor(fx, 'partner');
    const created = await createContact(fx);
    for (const [name, validFrom] of [['vip', '2026-01-01'], ['blocking_unpaid', '2020-01-01'], ['promo', '2025-06-01']]) {
      const tag = await call(`/${fx.token}/contact_tags`, { token, method: 'POST', body: { contactId: created['@id'], name, validFrom } });
      expect(tag.status).toBe(201);
    }
    const json = { accept: 'application/json' };
    const read = await (await call(`/${fx.token}/contacts/${created.id}`, { token, headers: json })).json() as Record<string, unknown>;
    const found = await (await call(`/${fx.token}/contacts?email=${encodeURIComponent(String(created.email))}`, { token, headers: json })).json() as unknown[];
    expect(found).toEqual([read]);
    expect(read).toMatchObject({ blocked: true });
    expect((read.tags as { name: string }[]).map((t) => t.name)).toEqual(['vip', 'blocking_unpaid', 'promo']);
  });

  it('answers an empty collection when nobody has the address', async () => {
    const fx = await createTenantFixture();
    const body = await collection(await call(`/${fx.token}/contacts?email=${encodeURIComponent(`nobody@${fx.token}.test`)}`, { token: await tokenFor(fx, 'partner') }));
    expect(body).toMatchObject({ '@type': 'hydra:Collection', 'hydra:totalItems': 0, 'hydra:member': [] });
  });

  it('does not match on a prefix or a pattern', async () => {
    const fx = await createTenantFixture();
    const token = await tokenFor(fx, 'partner');
    for (const probe of ['alice', `alice@${fx.token}`, `%25@${fx.token}.test`, `_lice@${fx.token}.test`]) {
      const body = await collection(await call(`/${fx.token}/contacts?email=${probe}`, { token }));
      expect(body['hydra:totalItems'], probe).toBe(0);
    }
  });

  it('returns a plain array of the full contact with accept: application/json', async () => {
    const fx = await createTenantFixture();
    const res = await call(`/${fx.token}/contacts?email=${encodeURIComponent(fx.emails.alice)}`, {
      token: await tokenFor(fx, 'partner'), headers: { accept: 'application/json' },
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as Record<string, unknown>[];
    expect(body).toHaveLength(1);
    expect(body[0]).toMatchObject({
      '@id': iriOf(fx, 'contacts', fx.contacts.alice), '@type': 'Person', email: fx.emails.alice,
      givenName: 'Alice', familyName: 'Test', clubId: iriOf(fx, 'clubs', fx.clubs.a), state: 'client', tags: [],
    });
  });

  it('searches the whole tenant for a client token, and only its club for a club-scoped token', async () => {
    const fx = await createTenantFixture();
    const bob = `?email=${encodeURIComponent(fx.emails.bob)}`;
    const partner = await tokenFor(fx, 'partner');
    expect((await collection(await call(`/${fx.token}/contacts${bob}`, { token: partner })))['hydra:totalItems']).toBe(1);
    // The acting club header does not narrow the lookup: the e-mail is unique in the whole tenant.
    const acting = { 'x-user-club-id': iriOf(fx, 'clubs', fx.clubs.a) };
    expect((await collection(await call(`/${fx.token}/contacts${bob}`, { token: partner, headers: acting })))['hydra:totalItems']).toBe(1);
    const clubA = await tokenFor(fx, 'partner', { grant: 'club', clubId: fx.clubs.a });
    expect((await collection(await call(`/${fx.token}/contacts${bob}`, { token: clubA })))['hydra:totalItems']).toBe(0);
    const clubB = await tokenFor(fx, 'partner', { grant: 'club', clubId: fx.clubs.b });
    expect((await collection(await call(`/${fx.token}/contacts${bob}`, { token: clubB })))['hydra:totalItems']).toBe(1);
  });

  it('never finds a contact of another tenant', async () => {
    const [fx, other] = await Promise.all([createTenantFixture(), createTenantFixture()]);
    const body = await collection(await call(`/${fx.token}/contacts?email=${encodeURIComponent(other.emails.alice)}`, { token: await tokenFor(fx, 'partner') }));
    expect(body['hydra:totalItems']).toBe(0);
  });

  it('refuses a contact-scoped token: searching needs a broader client', async () => {
    const fx = await createTenantFixture();
    const token = await contactToken(fx, fx.emails.alice);
    await expectProblem(await call(`/${fx.token}/contacts?email=${encodeURIComponent(fx.emails.alice)}`, { token }), 403, 'api.error.auth.contact-scope');
    await expectProblem(await call(`/${fx.token}/contacts?email=${encodeURIComponent(fx.emails.bob)}`, { token }), 403, 'api.error.auth.contact-scope');
    await expectProblem(await call(`/${fx.token}/contacts`, { token }), 403, 'api.error.auth.contact-scope');
  });

  it('needs a token', async () => {
    const fx = await createTenantFixture();
    await expectProblem(await call(`/${fx.token}/contacts?email=${encodeURIComponent(fx.emails.alice)}`), 401, 'api.error.auth.invalid-token');
  });
});

describe('GET /network/contact_search?email=', () => {
  const LIMITED_KEYS = ['@context', '@id', '@type', 'birthDate', 'clubId', 'familyName', 'gender', 'givenName', 'number', 'partialPhoneNumber', 'pictureId', 'state'];

  it('returns exactly the limited view, with the phone masked to its last two digits', async () => {
    const fx = await createTenantFixture();
    const created = await createContact(fx, {
      email: `Net+Search@${fx.token}.test`, mobile: '+33 6 12 34 56 78', landline: '01 23 45 67 89', gender: 'female',
      clubId: iriOf(fx, 'clubs', fx.clubs.c),
      address: { streetAddress: '1 rue de la Paix', postalCode: '75002', addressLocality: 'Paris', addressCountry: 'France', addressCountryIso: 'FR' },
    });
    const res = await call(`/${fx.token}/network/contact_search?email=net+search@${fx.token.toUpperCase()}.test`, {
      token: await tokenFor(fx, 'partner'), headers: ld,
    });
    const text = await res.text();
    expect(res.status, text).toBe(200);
    const body = JSON.parse(text) as Collection;
    expect(body['hydra:totalItems']).toBe(1);
    const [member] = body['hydra:member'];
    expect(Object.keys(member!).filter((k) => k !== '@context').sort()).toEqual(LIMITED_KEYS.filter((k) => k !== '@context'));
    expect(member).toMatchObject({
      '@id': created['@id'], '@type': 'Person', number: created.number, birthDate: '1990-04-12', familyName: 'Martin',
      givenName: 'Chloé', gender: 'female', pictureId: null, clubId: iriOf(fx, 'clubs', fx.clubs.c), state: 'prospect',
      partialPhoneNumber: '*********78',
    });
    // Nothing private leaks in the result (the collection's links only echo the caller's own query).
    const shown = JSON.stringify(member);
    for (const secret of ['Net+Search', '@', '12 34', '01 23', '6123', 'rue de la Paix', '75002', 'Paris', 'email', 'address', 'mobile', 'landline']) {
      expect(shown.replace(/"@(id|type|context)"/g, '')).not.toContain(secret);
    }
  });

  it('masks the landline when there is no mobile, and gives null without a phone', async () => {
    const fx = await createTenantFixture();
    const token = await tokenFor(fx, 'partner');
    const withLandline = await createContact(fx, { landline: '04 72 10 20 31' });
    const search = async (email: unknown) => {
      const res = await call(`/${fx.token}/network/contact_search?email=${encodeURIComponent(String(email))}`, { token, headers: { accept: 'application/json' } });
      expect(res.status).toBe(200);
      return (await res.json()) as Record<string, unknown>[];
    };
    expect((await search(withLandline.email))[0]).toMatchObject({ partialPhoneNumber: '********31' });
    expect((await search(fx.emails.bob))[0]).toMatchObject({ partialPhoneNumber: null, clubId: iriOf(fx, 'clubs', fx.clubs.b) });
    expect(await search(`nobody@${fx.token}.test`)).toEqual([]);
  });

  it('searches every club of the network, even for a token scoped to another club', async () => {
    const fx = await createTenantFixture();
    const token = await tokenFor(fx, 'partner', { grant: 'club', clubId: fx.clubs.a });
    const res = await call(`/${fx.token}/network/contact_search?email=${encodeURIComponent(fx.emails.bob)}`, { token, headers: ld });
    const body = await collection(res);
    expect(body['hydra:member'].map((m) => m.clubId)).toEqual([iriOf(fx, 'clubs', fx.clubs.b)]);
  });

  it('needs the email parameter, and refuses a contact-scoped token', async () => {
    const fx = await createTenantFixture();
    const noEmail = await call(`/${fx.token}/network/contact_search`, { token: await tokenFor(fx, 'partner') });
    const problem = await expectProblem(noEmail, 400, 'api.error.validation.required');
    expect(problem.violations).toEqual([expect.objectContaining({ propertyPath: 'email', code: 'required' })]);
    const token = await contactToken(fx, fx.emails.alice);
    await expectProblem(await call(`/${fx.token}/network/contact_search?email=${encodeURIComponent(fx.emails.bob)}`, { token }), 403, 'api.error.auth.contact-scope');
  });
});
