// Open booking reads: GET /club_network/clubs/ (the acting club and the clubs it shares with) and
// GET /club_network_domain/sharingBooking?clubId= (unitary clubs only, groups expanded, itself excluded).
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '../lib/db/client';
import { insertContact } from '../lib/seed/tenant-builder';
import {
  call, createSoloTenantFixture, createTenantFixture, iriOf, requestToken, tokenFor, type TenantFixture,
} from './factories';
import { expectProblem, expectViolation } from './problem';

let fx: TenantFixture;
let other: TenantFixture;
let partner: string;
beforeAll(async () => {
  [fx, other] = await Promise.all([createTenantFixture(), createTenantFixture()]);
  partner = await tokenFor(fx, 'partner');
});

const ids = async (res: Response) => {
  const text = await res.text();
  expect(res.status, text).toBe(200);
  return (JSON.parse(text)['hydra:member'] as { id: number }[]).map((c) => c.id);
};
const acting = (club: number) => ({ 'x-user-club-id': iriOf(fx, 'clubs', club) });

describe('GET /club_network/clubs/', () => {
  it('lists the club named by x-user-club-id and the clubs it shares bookings with', async () => {
    expect(await ids(await call(`/${fx.token}/club_network/clubs/`, { token: partner, headers: acting(fx.clubs.a) }))).toEqual([fx.clubs.a, fx.clubs.b]);
    expect(await ids(await call(`/${fx.token}/club_network/clubs/`, { token: partner, headers: acting(fx.clubs.b) }))).toEqual([fx.clubs.a, fx.clubs.b]);
    expect(await ids(await call(`/${fx.token}/club_network/clubs/`, { token: partner, headers: acting(fx.clubs.c) }))).toEqual([fx.clubs.c]);
  });

  it('answers the same without the trailing slash', async () => {
    const res = await call(`/${fx.token}/club_network/clubs`, { token: partner, headers: acting(fx.clubs.a) });
    expect(await ids(res)).toEqual([fx.clubs.a, fx.clubs.b]);
  });

  it('acts on a club token\'s club, or a contact token\'s club, when no header names one', async () => {
    const club = await tokenFor(fx, 'partner', { grant: 'club', clubId: fx.clubs.c });
    expect(await ids(await call(`/${fx.token}/club_network/clubs/`, { token: club }))).toEqual([fx.clubs.c]);
    const email = `carla@${fx.token}.test`;
    await insertContact(await getDb(), fx.tenant, { clubId: fx.clubs.c, email, givenName: 'Carla', familyName: 'Test', number: 'C3' });
    const contact = await tokenFor(fx, 'partner', { grant: 'contact', email });
    expect(await ids(await call(`/${fx.token}/club_network/clubs/`, { token: contact }))).toEqual([fx.clubs.c]);
    expect(await ids(await call(`/${fx.token}/club_network/clubs/`, { token: contact, headers: acting(fx.clubs.a) }))).toEqual([fx.clubs.a, fx.clubs.b]);
  });

  it('answers 400 api.error.header.club-required with several clubs and nothing naming one', async () => {
    await expectProblem(await call(`/${fx.token}/club_network/clubs/`, { token: partner }), 400, 'api.error.header.club-required');
  });

  it('acts on the only club of a one-club tenant', async () => {
    const solo = await createSoloTenantFixture();
    const token = await requestToken(solo.token, solo.admin);
    const body = await (await call(`/${solo.token}/club_network/clubs/`, { token })).json();
    expect(body['hydra:member'].map((c: { id: number }) => c.id)).toEqual([solo.club]);
  });

  it('pages, and answers a bare array for application/json', async () => {
    const paged = await (await call(`/${fx.token}/club_network/clubs/?itemsPerPage=1&page=2`, { token: partner, headers: acting(fx.clubs.a) })).json();
    expect(paged['hydra:totalItems']).toBe(2);
    expect(paged['hydra:member'].map((c: { id: number }) => c.id)).toEqual([fx.clubs.b]);
    const json = await (await call(`/${fx.token}/club_network/clubs/`, { token: partner, headers: { ...acting(fx.clubs.a), accept: 'application/json' } })).json();
    expect(json.map((c: { code: string }) => c.code)).toEqual(['A', 'B']);
  });
});

describe('GET /club_network_domain/sharingBooking', () => {
  const sharing = (clubId: string, query = '') => call(`/${fx.token}/club_network_domain/sharingBooking?clubId=${encodeURIComponent(clubId)}${query}`, { token: partner });

  it('lists the unitary clubs a club shares with: groups expanded, the club itself excluded', async () => {
    expect(await ids(await sharing(iriOf(fx, 'clubs', fx.clubs.a)))).toEqual([fx.clubs.b]);
    expect(await ids(await sharing(iriOf(fx, 'clubs', fx.clubs.b)))).toEqual([fx.clubs.a]);
    expect(await ids(await sharing(iriOf(fx, 'clubs', fx.clubs.c)))).toEqual([]);
  });

  it('expands nested groups, lists a club named twice once, and pages', async () => {
    const admin = await tokenFor(fx, 'admin');
    const targets = [iriOf(fx, 'network_nodes', fx.nodes.group), iriOf(fx, 'clubs', fx.clubs.a)];
    expect((await call(`/${fx.token}/clubs/${fx.clubs.c}`, { method: 'PATCH', token: admin, body: { sharingBookingClubs: targets } })).status).toBe(200);
    expect(await ids(await sharing(iriOf(fx, 'clubs', fx.clubs.c)))).toEqual([fx.clubs.a, fx.clubs.b]);
    const page = await (await sharing(iriOf(fx, 'clubs', fx.clubs.c), '&itemsPerPage=1&page=2')).json();
    expect(page['hydra:totalItems']).toBe(2);
    expect(page['hydra:member'].map((c: { id: number }) => c.id)).toEqual([fx.clubs.b]);
    expect(page['hydra:view']['hydra:previous']).toContain('page=1');
    await call(`/${fx.token}/clubs/${fx.clubs.c}`, { method: 'PATCH', token: admin, body: { sharingBookingClubs: [] } });
  });

  it('accepts the IRI with its /api prefix', async () => {
    expect(await ids(await sharing(`/api${iriOf(fx, 'clubs', fx.clubs.a)}`))).toEqual([fx.clubs.b]);
  });

  it('answers 400 required without clubId, 400 for a value that is not this tenant\'s club IRI', async () => {
    await expectViolation(await call(`/${fx.token}/club_network_domain/sharingBooking`, { token: partner }), 'clubId', 'required', 'api.error.validation.required');
    for (const bad of [String(fx.clubs.a), iriOf(other, 'clubs', other.clubs.a), iriOf(fx, 'network_nodes', fx.nodes.east), 'x'.repeat(5000)]) {
      await expectViolation(await sharing(bad), 'clubId', 'invalid-iri', 'api.error.validation.invalid-iri');
    }
  });

  it('answers 404 for an unknown club of this tenant', async () => {
    await expectProblem(await sharing(iriOf(fx, 'clubs', 2_000_000_000)), 404, 'api.error.not-found');
  });
});
