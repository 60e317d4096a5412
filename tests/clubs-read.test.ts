// GET /clubs and GET /clubs/{id}: the club resource of CONTRACT §6, its two formats, and who sees what.
import { beforeAll, describe, expect, it } from 'vitest';
import { call, createTenantFixture, iriOf, tokenFor, type TenantFixture } from './factories';
import { expectProblem, expectViolation } from './problem';

let fx: TenantFixture;
let other: TenantFixture;
let partner: string;
let admin: string;
beforeAll(async () => {
  [fx, other] = await Promise.all([createTenantFixture(), createTenantFixture()]);
  [partner, admin] = await Promise.all([tokenFor(fx, 'partner'), tokenFor(fx, 'admin')]);
});

const PUBLIC_FIELDS = ['@id', '@type', 'id', 'name', 'code', 'timeZone', 'defaultLanguage', 'sharingBookingClubs', 'debitDays', 'onlinePayment', 'bookingWindowDays', 'lateCancelHours', 'suspensionMinDays', 'suspensionMaxDays', 'suspensionFee'];

describe('GET /clubs/{id}', () => {
  it('shows a club in ld+json with its context, IRI and shares (clubs and groups as IRIs)', async () => {
    const res = await call(`/${fx.token}/clubs/${fx.clubs.b}`, { token: partner });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/ld\+json/);
    const club = await res.json();
    expect(Object.keys(club)).toEqual(['@context', ...PUBLIC_FIELDS]);
    expect(club).toEqual({
      '@context': '/contexts/Club', '@id': iriOf(fx, 'clubs', fx.clubs.b), '@type': 'Club', id: fx.clubs.b, name: 'Club B', code: 'B',
      timeZone: 'Europe/Berlin', defaultLanguage: 'fr', sharingBookingClubs: [iriOf(fx, 'network_nodes', fx.nodes.east)], debitDays: [5],
      onlinePayment: true, bookingWindowDays: 14, lateCancelHours: 12, suspensionMinDays: 7, suspensionMaxDays: 90, suspensionFee: 0,
    });
  });

  it('shows the online-cancellation rules to admin tokens only', async () => {
    const asAdmin = await (await call(`/${fx.token}/clubs/${fx.clubs.a}`, { token: admin })).json();
    expect(asAdmin.onlineCancellation).toEqual({
      enabled: false, subscriptionTypes: ['direct_debit'], includedCancellationMotives: [], debtLimit: 0,
      minimumDelayDays: 0, noticePeriodDays: 0, dailyQuota: null, eligibleTags: [], prohibitedTags: [],
    });
    const asPartner = await (await call(`/${fx.token}/clubs/${fx.clubs.a}`, { token: partner })).json();
    expect(asPartner).not.toHaveProperty('onlineCancellation');
    const contact = await tokenFor(fx, 'admin', { grant: 'contact', email: fx.emails.alice });
    expect(await (await call(`/${fx.token}/clubs/${fx.clubs.a}`, { token: contact })).json()).not.toHaveProperty('onlineCancellation');
  });

  it('answers plain JSON without @context when asked for application/json', async () => {
    const res = await call(`/${fx.token}/clubs/${fx.clubs.a}`, { token: partner, headers: { accept: 'application/json' } });
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    const club = await res.json();
    expect(Object.keys(club)).toEqual(PUBLIC_FIELDS);
    expect(club['@id']).toBe(iriOf(fx, 'clubs', fx.clubs.a));
  });

  it('answers 404, never 403, for another tenant\'s club or an unknown id', async () => {
    for (const id of [other.clubs.a, 2_147_483_647]) {
      await expectProblem(await call(`/${fx.token}/clubs/${id}`, { token: admin }), 404, 'api.error.not-found');
    }
  });

  it('answers 400 naming the path parameter for an id that is not a positive integer', async () => {
    for (const id of ['0', '-1', 'abc', '1.5', '01', '%E2%98%83', '2147483648', '9999999999', '99999999999999999999']) {
      await expectViolation(await call(`/${fx.token}/clubs/${id}`, { token: partner }), 'id', undefined, 'api.error.validation.invalid');
    }
  });

  it('lets a club-scoped token read its club and refuses the others with 403', async () => {
    const club = await tokenFor(fx, 'partner', { grant: 'club', clubId: fx.clubs.a });
    expect((await call(`/${fx.token}/clubs/${fx.clubs.a}`, { token: club })).status).toBe(200);
    await expectProblem(await call(`/${fx.token}/clubs/${fx.clubs.b}`, { token: club }), 403, 'api.error.scope.unauthorized-club');
    await expectProblem(await call(`/${fx.token}/clubs/${other.clubs.a}`, { token: club }), 404, 'api.error.not-found');
  });
});

describe('GET /clubs', () => {
  it('lists the tenant\'s clubs only, by id, as a Hydra collection', async () => {
    const res = await call(`/${fx.token}/clubs`, { token: partner });
    expect(res.headers.get('content-type')).toMatch(/^application\/ld\+json/);
    const body = await res.json();
    expect(body).toMatchObject({ '@context': '/contexts/Club', '@id': `/${fx.token}/clubs`, '@type': 'hydra:Collection', 'hydra:totalItems': 3 });
    expect(body['hydra:member'].map((c: { id: number }) => c.id)).toEqual([fx.clubs.a, fx.clubs.b, fx.clubs.c]);
    expect(body['hydra:member'][0]).not.toHaveProperty('@context');
    expect(body['hydra:member'][0].sharingBookingClubs).toEqual([iriOf(fx, 'clubs', fx.clubs.b)]);
    expect(body['hydra:member'][1].sharingBookingClubs).toEqual([iriOf(fx, 'network_nodes', fx.nodes.east)]);
    expect(body['hydra:member'][2].sharingBookingClubs).toEqual([]);
  });

  it('answers a bare array for application/json', async () => {
    const res = await call(`/${fx.token}/clubs`, { token: admin, headers: { accept: 'application/json' } });
    const body = await res.json();
    expect(Array.isArray(body)).toBe(true);
    expect(body.map((c: { code: string }) => c.code)).toEqual(['A', 'B', 'C']);
    expect(body[0]).not.toHaveProperty('@context');
    expect(body[0].onlineCancellation.enabled).toBe(false);
  });

  it('gives hydra for ld+json, a missing accept and */*', async () => {
    for (const accept of ['application/ld+json', '*/*', undefined, 'application/json, application/ld+json', 'text/html']) {
      const res = await call(`/${fx.token}/clubs`, { token: partner, headers: accept ? { accept } : {} });
      expect((await res.json())['@type'], String(accept)).toBe('hydra:Collection');
    }
  });

  it('shows a club-scoped token its own club only', async () => {
    const club = await tokenFor(fx, 'partner', { grant: 'club', clubId: fx.clubs.c });
    const body = await (await call(`/${fx.token}/clubs`, { token: club })).json();
    expect(body['hydra:totalItems']).toBe(1);
    expect(body['hydra:member'][0].id).toBe(fx.clubs.c);
  });

  it('pages with correct hydra:view links', async () => {
    const first = await (await call(`/${fx.token}/clubs?itemsPerPage=2`, { token: partner })).json();
    expect(first['hydra:member']).toHaveLength(2);
    expect(first['hydra:totalItems']).toBe(3);
    expect(first['hydra:view']).toEqual({
      '@id': `/${fx.token}/clubs?itemsPerPage=2&page=1`, '@type': 'hydra:PartialCollectionView',
      'hydra:first': `/${fx.token}/clubs?itemsPerPage=2&page=1`, 'hydra:last': `/${fx.token}/clubs?itemsPerPage=2&page=2`,
      'hydra:next': `/${fx.token}/clubs?itemsPerPage=2&page=2`,
    });
    const second = await (await call(`/${fx.token}/clubs?page=2&itemsPerPage=2`, { token: partner })).json();
    expect(second['hydra:member'].map((c: { id: number }) => c.id)).toEqual([fx.clubs.c]);
    expect(second['hydra:view']['hydra:previous']).toBe(`/${fx.token}/clubs?page=1&itemsPerPage=2`);
    expect(second['hydra:view']).not.toHaveProperty('hydra:next');
    const beyond = await (await call(`/${fx.token}/clubs?page=5&itemsPerPage=2`, { token: partner })).json();
    expect(beyond['hydra:member']).toEqual([]);
    expect(beyond['hydra:totalItems']).toBe(3);
    expect(beyond['hydra:view']['hydra:last']).toBe(`/${fx.token}/clubs?page=2&itemsPerPage=2`);
  });
});
