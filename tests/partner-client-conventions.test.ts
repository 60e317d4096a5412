// The conventions of partners' real client (Stadline's Bruno collection, issue 18; docs/decisions.md,
// "Partner client conventions"), over real HTTP through the listener server.ts uses: the collection
// itself is not needed (docs/partner-client.md runs it). Its API Reference requests as published and
// the runner's demo-ids mode: partner-client-reference.test.ts.
import { beforeAll, describe, expect, it } from 'vitest';
import type { BookingFixture } from './booking/helpers';
import { classBody } from './booking/helpers';
import { iriOf, tokenFor } from './factories';
import { partnerClientCalls } from './partner-client-calls';
import { expectProblem } from './problem';
import { addSubscription } from './subscriptions/helpers';

const calls = partnerClientCalls();
const send = calls.send;
let fx: BookingFixture;
beforeAll(() => { fx = calls.fx; });

describe('accept', () => {
  it('gives the JSON-LD collection to the HTTP library default and to any wildcard', async () => {
    for (const accept of ['application/json, text/plain, */*', 'application/json, application/*', '*/*']) {
      const res = await send(`/api/${fx.token}/clubs`, { headers: { accept } });
      expect(res.headers.get('content-type'), accept).toMatch(/^application\/ld\+json/);
      const body = (await res.json()) as { 'hydra:member': unknown[] };
      expect(body['hydra:member']).toHaveLength(3);
    }
  });

  it('gives bare JSON only to an accept that names application/json and nothing broader', async () => {
    for (const accept of ['application/json', 'application/json, text/plain']) {
      const res = await send(`/api/${fx.token}/clubs`, { headers: { accept } });
      expect(res.headers.get('content-type'), accept).toMatch(/^application\/json/);
      expect(Array.isArray(await res.json())).toBe(true);
    }
  });
});

describe('context headers', () => {
  it('reads x-user-club-id and x-user-network-node-id `null` or empty as absent', async () => {
    for (const value of ['null', '', ' ']) {
      const res = await send(`/api/${fx.token}/clubs`, { headers: { 'x-user-club-id': value, 'x-user-network-node-id': value } });
      expect(res.status, JSON.stringify(value)).toBe(200);
    }
  });

  it('keeps a club-bound token to its club when the header is null: tolerance never widens access', async () => {
    const club = await tokenFor(fx, 'partner', { grant: 'club', clubId: fx.clubs.a });
    const res = await send(`/api/${fx.token}/clubs/${fx.clubs.b}`, { token: club, headers: { 'x-user-club-id': 'null' } });
    const own = await send(`/api/${fx.token}/clubs/${fx.clubs.a}`, { token: club, headers: { 'x-user-club-id': 'null' } });
    expect(own.status).toBe(200);
    expect(res.status).not.toBe(200);
  });

  it('reads a literal template variable as no header (CONTRACT §4), and still refuses an empty bearer', async () => {
    const node = await send(`/api/${fx.token}/clubs`, { headers: { 'x-user-network-node-id': '{{networkNodeId}}', 'x-user-club-id': '{{clubId}}' } });
    expect(node.status).toBe(200);
    await expectProblem(await send(`/api/${fx.token}/clubs`, { headers: { authorization: 'Bearer ' } }), 401, 'api.error.auth.invalid-token');
  });
});

describe('paths', () => {
  it('reads repeated slashes as one ({base_url} + IRI), and names the resource by its canonical path', async () => {
    const res = await send(`/api//${fx.token}//clubs/${fx.clubs.a}`);
    expect(res.status).toBe(200);
    expect(((await res.json()) as { '@id': string })['@id']).toBe(iriOf(fx, 'clubs', fx.clubs.a));
    const list = await send(`/api//${fx.token}/clubs?itemsPerPage=1`);
    expect(((await list.json()) as { '@id': string })['@id']).toBe(`/${fx.token}/clubs`);
  });

  it('answers /referentials/sources as /sources, to read and to add', async () => {
    const added = await send(`/api/${fx.token}/referentials/sources`, { method: 'POST', body: { name: 'My super app' } });
    expect(added.status).toBe(201);
    const list = await send(`/api/${fx.token}/referentials/sources`);
    const body = (await list.json()) as { 'hydra:member': { name: string }[] };
    expect(body['hydra:member'].map((source) => source.name)).toContain('My super app');
  });

  it('reads a class under /club_network/class_events/{id} as under /class_events/{id}', async () => {
    const created = await send(`/api/${fx.token}/class_events`, { method: 'POST', body: classBody(fx, 'a', '2026-12-12T18:30') });
    expect(created.status, await created.clone().text()).toBe(201);
    const id = Number(created.headers.get('location')!.split('/').pop());
    const res = await send(`/api/${fx.token}/club_network/class_events/${id}`);
    expect(res.status, await res.clone().text()).toBe(200);
    expect(((await res.json()) as { '@id': string })['@id']).toBe(iriOf(fx, 'class_events', id));
  });
});

describe('PUT on a resource that has PATCH', () => {
  it('changes the fields given, and accepts only what PATCH accepts', async () => {
    const path = `/api/${fx.token}/contacts/${fx.contacts.bob}`;
    const res = await send(path, { method: 'PUT', body: { givenName: 'Robert' } });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ givenName: 'Robert', familyName: 'Test' });
    const ignored = await send(path, { method: 'PUT', body: { number: 'X1' } });
    expect([ignored.status, ignored.headers.get('x-ignored-fields')]).toEqual([200, 'number']);
    expect(((await ignored.json()) as { number: string }).number).not.toBe('X1');
  });
});

describe('address.addressCountryCode', () => {
  it('is read as addressCountryIso when a contact is created or changed', async () => {
    const email = `code-${fx.token}@example.test`;
    const created = await send(`/api/${fx.token}/contacts`, {
      method: 'POST',
      body: {
        familyName: 'DEV', givenName: 'Test', gender: 'male', clubId: iriOf(fx, 'clubs', fx.clubs.a), birthDate: '2000-01-01', email,
        mobile: '+33626082779',
        address: { addressCountryCode: 'FR', addressCountry: 'France', addressLocality: 'Toulon', streetAddress: '52 chemin du test', postalCode: '83390' },
      },
    });
    expect(created.status, await created.clone().text()).toBe(201);
    const contact = (await created.json()) as { '@id': string; address: { addressCountryIso: string } };
    expect(contact.address.addressCountryIso).toBe('FR');
    const changed = await send(`/api${contact['@id']}`, { method: 'PATCH', body: { address: { addressCountryCode: 'be' } } });
    expect(((await changed.json()) as { address: { addressCountryIso: string } }).address.addressCountryIso).toBe('BE');
    // Both, disagreeing: addressCountryIso is the field; the alias is ignored and named.
    const both = await send(`/api${contact['@id']}`, { method: 'PATCH', body: { address: { addressCountryCode: 'BE', addressCountryIso: 'FR' } } });
    expect(both.headers.get('x-ignored-fields')).toBe('address.addressCountryCode');
    expect(((await both.json()) as { address: { addressCountryIso: string } }).address.addressCountryIso).toBe('FR');
  });
});

describe('network nodes', () => {
  it('carry their parent, and ?clubId= keeps the club\'s own node', async () => {
    const res = await send(`/api/${fx.token}/network_nodes?clubId=${encodeURIComponent(iriOf(fx, 'clubs', fx.clubs.b))}`);
    const body = (await res.json()) as { 'hydra:member': { clubId: string; parent: string | null }[] };
    expect(body['hydra:member']).toEqual([expect.objectContaining({
      clubId: iriOf(fx, 'clubs', fx.clubs.b), parent: iriOf(fx, 'network_nodes', fx.nodes.east),
    })]);
    const one = await send(`/api/${fx.token}/network_nodes/${fx.nodes.east}`);
    expect(await one.json()).toMatchObject({
      '@context': '/contexts/NetworkNode', '@id': iriOf(fx, 'network_nodes', fx.nodes.east), parent: iriOf(fx, 'network_nodes', fx.nodes.group),
      children: expect.arrayContaining([]) as unknown,
    });
    await expectProblem(await send(`/api/${fx.token}/network_nodes/2000000000`), 404, 'api.error.not-found');
    const bad = await send(`/api/${fx.token}/network_nodes?clubId=/other/clubs/1`);
    expect((await expectProblem(bad, 400, 'api.error.validation.invalid-iri')).violations?.[0]?.propertyPath).toBe('clubId');
  });
});

describe('subscriptions date filters', () => {
  it('apply engagedThrough, startDate and endDate bounds; a null date never matches; a bad date is a 400 naming it', async () => {
    const long = await addSubscription(fx, { name: 'Long', startDate: '2025-01-01', engagedThrough: '2027-01-01' });
    const short = await addSubscription(fx, { name: 'Short', startDate: '2026-01-01', engagedThrough: '2026-03-01' });
    const open = await addSubscription(fx, { name: 'Open', startDate: '2026-02-01', engagedThrough: null });
    const ids = async (query: string) => {
      const res = await send(`/api/${fx.token}/subscriptions?${query}`);
      expect(res.status, await res.clone().text()).toBe(200);
      return ((await res.json()) as { 'hydra:member': { id: number }[] })['hydra:member'].map((s) => s.id).sort((a, b) => a - b);
    };
    expect(await ids('engagedThrough[after]=2026-06-01')).toEqual([long]);
    expect(await ids('engagedThrough[before]=2026-03-01')).toEqual([short]);
    expect(await ids('engagedThrough[strictly_before]=2026-03-01')).toEqual([]);
    expect(await ids('startDate[after]=2026-01-01T00:00:00')).toEqual([short, open].sort((a, b) => a - b));
    expect(await ids('startDate[after]=2026-01-01&startDate[strictly_before]=2026-02-01')).toEqual([short]);
    // A date that cannot be read is ignored, as API Platform ignores it, and named (CONTRACT §1).
    for (const value of ['soon', '2026-02-30', '{{startDate}}']) {
      const res = await send(`/api/${fx.token}/subscriptions?contact=${encodeURIComponent(iriOf(fx, 'contacts', fx.contacts.alice))}&endDate[before]=${value}`);
      expect([res.status, res.headers.get('x-ignored-parameters')], value).toEqual([200, 'endDate[before]']);
    }
  });
});

describe('GET /class_events with club', () => {
  it('needs no x-user-club-id when club or club[] names the clubs; without either it still does', async () => {
    const created = await send(`/api/${fx.token}/class_events`, { method: 'POST', body: classBody(fx, 'c', '2026-12-14T09:00') });
    const id = Number(created.headers.get('location')!.split('/').pop());
    const club = encodeURIComponent(iriOf(fx, 'clubs', fx.clubs.c));
    for (const query of [`club=${club}`, `club[]=${club}`]) {
      const res = await send(`/api/${fx.token}/class_events?${query}&archived=1`);
      expect(res.status, await res.clone().text()).toBe(200);
      const members = ((await res.json()) as { 'hydra:member': { id: number; club: string }[] })['hydra:member'];
      expect(members.map((e) => e.id)).toContain(id);
      expect(new Set(members.map((e) => e.club))).toEqual(new Set([iriOf(fx, 'clubs', fx.clubs.c)]));
    }
    await expectProblem(await send(`/api/${fx.token}/class_events`), 400, 'api.error.header.club-required');
  });
});

describe('item reads of the schedule resources', () => {
  it('answer /activities/{id}, /studios/{id}, /coaches/{id}, also under /club_network; an unknown id is a 404', async () => {
    for (const [kind, id, type] of [['activities', fx.res.a.activity, 'Activity'], ['studios', fx.res.b.studio, 'Studio'], ['coaches', fx.res.c.coach, 'Coach']] as const) {
      for (const prefix of ['', '/club_network']) {
        const res = await send(`/api/${fx.token}${prefix}/${kind}/${id}`);
        expect(res.status, await res.clone().text()).toBe(200);
        expect(await res.json()).toMatchObject({ '@context': `/contexts/${type}`, '@id': iriOf(fx, kind, id), '@type': type });
      }
      await expectProblem(await send(`/api/${fx.token}/${kind}/2000000000`), 404, 'api.error.not-found');
    }
  });
});

describe('/events filters of the partner client', () => {
  it('apply startedAt/endedAt as a window on the start and calendars[] as studios, coaches or activities', async () => {
    const make = async (wall: string) => {
      const res = await send(`/api/${fx.token}/class_events`, { method: 'POST', body: classBody(fx, 'a', wall) });
      return Number(res.headers.get('location')!.split('/').pop());
    };
    const first = await make('2026-12-20T10:00');
    const second = await make('2026-12-22T10:00');
    const club = { 'x-user-club-id': iriOf(fx, 'clubs', fx.clubs.a) };
    const ids = async (query: string) => {
      const res = await send(`/api/${fx.token}/events?archived=1&${query}`, { headers: club });
      expect(res.status, await res.clone().text()).toBe(200);
      return ((await res.json()) as { 'hydra:member': { id: number }[] })['hydra:member'].map((e) => e.id);
    };
    const window = 'startedAt=2026-12-20T00:00:00&endedAt=2026-12-21T00:00:00';
    expect(await ids(window)).toEqual([first]);
    const studio = encodeURIComponent(iriOf(fx, 'studios', fx.res.a.studio));
    const coach = encodeURIComponent(iriOf(fx, 'coaches', fx.res.a.coach));
    expect(await ids(`${window}&calendars[]=${studio}&calendars[]=${coach}`)).toEqual([first]);
    expect(await ids(`startedAt=2026-12-19T00:00:00&calendars[]=${encodeURIComponent(iriOf(fx, 'studios', fx.res.b.studio))}`)).toEqual([]);
    expect(await ids('startedAt=2026-12-19T00:00:00')).toEqual(expect.arrayContaining([first, second]));
    const bad = await send(`/api/${fx.token}/events?calendars[]=${encodeURIComponent(iriOf(fx, 'clubs', fx.clubs.a))}`, { headers: club });
    expect((await expectProblem(bad, 400, 'api.error.validation.invalid-iri')).violations?.[0]?.propertyPath).toBe('calendars[]');
  });
});

describe('query parameters an operation does not declare', () => {
  it('are ignored and named in x-ignored-parameters, on collections and on every other operation', async () => {
    const club = { 'x-user-club-id': iriOf(fx, 'clubs', fx.clubs.a) };
    for (const [path, names] of [
      ['/clubs?clubId=1', ['clubId']],
      ['/subscriptions?engagedThrough[afterr]=2026-01-01&colour=red', ['engagedThrough[afterr]', 'colour']],
      ['/class_events?clubs[]=1', ['clubs[]']],
      [`/clubs/${fx.clubs.a}?expand=1`, ['expand']],
      ['/contacts?familyname=Test', ['familyname']],
    ] as const) {
      const res = await send(`/api/${fx.token}${path}`, { headers: club });
      expect([res.status, res.headers.get('x-ignored-parameters')], path).toEqual([200, names.join(',')]);
    }
    const post = await send(`/api/${fx.token}/contacts?dryRun=1`, { method: 'POST', body: { email: 'x@example.test' } });
    expect(post.headers.get('x-ignored-parameters')).toBe('dryRun');
  });

  it('lets through what is declared: paging, bracket forms, list forms, a repeated parameter, an empty query', async () => {
    const club = encodeURIComponent(iriOf(fx, 'clubs', fx.clubs.a));
    for (const path of [
      '/clubs?page=1&itemsPerPage=5', '/clubs?',
      `/class_events?club[]=${club}&club[]=${club}&order[startedAt]=desc&archived=1`,
      `/class_events?club=${club}&startedAt[after]=2026-01-01T00:00:00Z`,
      '/subscriptions?engagedThrough[after]=2026-01-01',
    ]) {
      const res = await send(`/api/${fx.token}${path}`);
      expect(res.status, `${path}: ${await res.clone().text()}`).toBe(200);
    }
  });

  it('is checked after authentication: a call without a token stays a 401', async () => {
    await expectProblem(await send(`/api/${fx.token}/clubs?colour=red`, { headers: { authorization: '' } }), 401, 'api.error.auth.invalid-token');
  });
});

describe('GET /optins/{id}', () => {
  it('reads one consent: a contact token its own only, a club-bound token its club\'s only', async () => {
    const make = async (key: 'a' | 'b', name: string) => {
      const email = `${name}-${fx.token}@example.test`;
      const res = await send(`/api/${fx.token}/contacts`, {
        method: 'POST', body: { email, familyName: 'Optin', givenName: name, birthDate: '1990-01-01', clubId: iriOf(fx, 'clubs', fx.clubs[key]) },
      });
      expect(res.status, await res.clone().text()).toBe(201);
      const contactIri = ((await res.json()) as { '@id': string })['@id'];
      const list = await send(`/api/${fx.token}/optins?contactId=${encodeURIComponent(contactIri)}&channel=email&type=news`);
      const [optin] = ((await list.json()) as { 'hydra:member': { '@id': string; id: number }[] })['hydra:member'];
      return { email, optin: optin! };
    };
    const mine = await make('a', 'mine');
    const theirs = await make('b', 'theirs');
    const own = await send(`/api/${fx.token}/optins/${mine.optin.id}`, { token: await tokenFor(fx, 'partner', { grant: 'contact', email: mine.email }) });
    expect(own.status, await own.clone().text()).toBe(200);
    expect(await own.json()).toMatchObject({ '@context': '/contexts/Optin', '@id': mine.optin['@id'], '@type': 'Optin', channel: 'email', type: 'news' });
    const contactToken = await tokenFor(fx, 'partner', { grant: 'contact', email: mine.email });
    await expectProblem(await send(`/api/${fx.token}/optins/${theirs.optin.id}`, { token: contactToken }), 403, 'api.error.auth.contact-scope');
    const clubA = await tokenFor(fx, 'partner', { grant: 'club', clubId: fx.clubs.a });
    expect((await send(`/api/${fx.token}/optins/${mine.optin.id}`, { token: clubA })).status).toBe(200);
    expect((await send(`/api/${fx.token}/optins/${theirs.optin.id}`, { token: clubA })).status).toBe(403);
    await expectProblem(await send(`/api/${fx.token}/optins/2000000000`), 404, 'api.error.not-found');
  });
});
