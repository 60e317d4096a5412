// Zones, zone periods and crossing points (admin writes, partner reads, PUT = PATCH); the entries log
// and its filters, last entries, attendance and stats; bad input is a 400 that records nothing.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setClock } from '../../lib/time/clock';
import { iriOf, tokenFor } from '../factories';
import { expectProblem, expectViolation } from '../problem';
import { contactToken } from '../contacts/helpers';
import { api, badge, enter, entryCount, member, setClubAccess, setupAccess, softEntry, type AccessFixture } from './helpers';

let fx: AccessFixture;
beforeAll(async () => {
  fx = await setupAccess();
});
afterEach(() => setClock(null));

describe('access set-up', () => {
  it('lets admin clients create, change (PATCH or PUT) and delete zones, periods and crossing points; partners read them', async () => {
    const admin = { token: fx.admin };
    const clubA = iriOf(fx, 'clubs', fx.clubs.a);
    const zoneRes = await api(fx, '/zones', { ...admin, method: 'POST', body: { name: 'Pool', club: clubA } });
    expect(zoneRes.status).toBe(201);
    const zone = await zoneRes.json();
    expect(zone).toMatchObject({ '@type': 'Zone', name: 'Pool', club: clubA });
    expect(zoneRes.headers.get('location')).toBe(`/api${zone['@id']}`);
    await expectProblem(await api(fx, '/zones', { method: 'POST', body: { name: 'Partner pool', club: clubA } }), 403, 'api.error.scope.unauthorized-endpoint');

    const periodRes = await api(fx, '/zone_periods', { ...admin, method: 'POST', body: { zone: zone['@id'], weekday: 6, startTime: '08:00', endTime: '24:00' } });
    expect(periodRes.status).toBe(201);
    const period = await periodRes.json();
    expect(period).toMatchObject({ zone: zone['@id'], weekday: 6, startTime: '08:00', endTime: '24:00' });
    await expectViolation(await api(fx, '/zone_periods', { ...admin, method: 'POST', body: { zone: zone['@id'], weekday: 8, startTime: '08:00', endTime: '09:00' } }), 'weekday');
    await expectViolation(await api(fx, '/zone_periods', { ...admin, method: 'POST', body: { zone: zone['@id'], weekday: 1, startTime: '25:00', endTime: '26:00' } }), 'startTime');
    await expectViolation(await api(fx, '/zone_periods', { ...admin, method: 'POST', body: { zone: zone['@id'], weekday: 1, startTime: '10:00', endTime: '09:00' } }), 'endTime', 'before-start');
    await expectViolation(await api(fx, '/zone_periods', { ...admin, method: 'POST', body: { zone: iriOf(fx, 'zones', 999999999), weekday: 1, startTime: '10:00', endTime: '11:00' } }), 'zone', 'not-found');
    const put = await api(fx, `/zone_periods/${period.id}`, { ...admin, method: 'PUT', body: { startTime: '09:30' } });
    expect(await put.json()).toMatchObject({ weekday: 6, startTime: '09:30', endTime: '24:00' });

    const pointRes = await api(fx, '/crossing_points', { ...admin, method: 'POST', body: { name: 'Pool gate', club: clubA, zone: zone['@id'], direction: 'in' } });
    expect(pointRes.status).toBe(201);
    const point = await pointRes.json();
    expect(point).toMatchObject({ name: 'Pool gate', club: clubA, zone: zone['@id'], direction: 'in', enabled: true });
    const otherClubZone = await (await api(fx, '/zones', { ...admin, method: 'POST', body: { name: 'Sauna', club: iriOf(fx, 'clubs', fx.clubs.b) } })).json();
    await expectViolation(await api(fx, `/crossing_points/${point.id}`, { ...admin, method: 'PATCH', body: { zone: otherClubZone['@id'] } }), 'zone', 'other-club');
    const renamed = await api(fx, `/crossing_points/${point.id}`, { ...admin, method: 'PUT', body: { name: 'Pool turnstile', enabled: false } });
    expect(await renamed.json()).toMatchObject({ name: 'Pool turnstile', enabled: false, zone: zone['@id'] });

    const list = await (await api(fx, `/crossing_points?club=${encodeURIComponent(clubA)}`)).json();
    expect(list['hydra:member'].map((p: { '@id': string }) => p['@id'])).toContain(point['@id']);
    expect((await (await api(fx, `/zone_periods?zone=${encodeURIComponent(zone['@id'])}`)).json())['hydra:totalItems']).toBe(1);
    expect((await (await api(fx, `/zones/${zone.id}`)).json()).name).toBe('Pool');

    // A disabled crossing point records nothing.
    const someone = await member(fx, fx.clubs.a);
    await expectViolation(await softEntry(fx, point.id, { contactId: someone }), 'crossingPointId', 'disabled');
    // Deleting the zone keeps its crossing points, in no zone; a used crossing point is archived.
    await api(fx, `/crossing_points/${point.id}`, { ...admin, method: 'PATCH', body: { enabled: true } });
    await enter(fx, point.id, { contactId: someone });
    expect((await api(fx, `/zones/${zone.id}`, { ...admin, method: 'DELETE' })).status).toBe(204);
    expect((await (await api(fx, `/crossing_points/${point.id}`)).json()).zone).toBeNull();
    await expectProblem(await api(fx, `/zone_periods/${period.id}`), 404, 'api.error.not-found');
    expect((await api(fx, `/crossing_points/${point.id}`, { ...admin, method: 'DELETE' })).status).toBe(204);
    await expectProblem(await api(fx, `/crossing_points/${point.id}`), 404, 'api.error.not-found');
    expect((await (await api(fx, `/entries?crossingPoint=${encodeURIComponent(point['@id'])}`)).json())['hydra:totalItems']).toBe(1);
  });
});

describe('club access settings', () => {
  it('lets admin clients set a club\'s capacity and anti-passback minutes (PATCH /clubs), which attendance and entries then use', async () => {
    const fx2 = await setupAccess();
    const patch = await api(fx2, `/clubs/${fx2.clubs.a}`, { token: fx2.admin, method: 'PATCH', body: { capacity: 80, antiPassbackMinutes: 15 } });
    expect(patch.status, await patch.clone().text()).toBe(200);
    expect(await patch.json()).toMatchObject({ capacity: 80, antiPassbackMinutes: 15 });
    await expectViolation(await api(fx2, `/clubs/${fx2.clubs.a}`, { token: fx2.admin, method: 'PATCH', body: { antiPassbackMinutes: -1 } }), 'antiPassbackMinutes');
    const runner = await member(fx2, fx2.clubs.a);
    expect(await enter(fx2, fx2.points.entrance, { contactId: runner })).toMatchObject({ isBlocking: false });
    expect(await enter(fx2, fx2.points.entrance, { contactId: runner })).toMatchObject({ isBlocking: true, reasons: ['access.already-inside'] });
    const attendance = await api(fx2, `/attendances?club=${encodeURIComponent(iriOf(fx2, 'clubs', fx2.clubs.a))}`);
    expect(await attendance.json()).toMatchObject({ present: 1, capacity: 80 });
  });
});

describe('soft entries: bad input', () => {
  it('is a 400 on the field and records nothing: unknown identificator, crossing point, contact; another tenant\'s crossing point', async () => {
    const someone = await member(fx, fx.clubs.a);
    const other = await setupAccess();
    const before = await entryCount(fx);
    const post = (body: unknown, token?: string) => api(fx, '/soft_entries', { method: 'POST', body, token });
    const point = iriOf(fx, 'crossing_points', fx.points.entrance);
    await expectViolation(await post({ crossingPointId: point, identificatorNumber: '000000000000', identificatorType: 'badge' }), 'identificatorNumber', 'not-found');
    await expectViolation(await post({ crossingPointId: iriOf(fx, 'crossing_points', 999999999), targetId: iriOf(fx, 'contacts', someone) }), 'crossingPointId', 'not-found');
    // Another tenant's crossing point, written with this tenant's token or its own: unknown here.
    await expectViolation(await post({ crossingPointId: iriOf(fx, 'crossing_points', other.points.entrance), targetId: iriOf(fx, 'contacts', someone) }), 'crossingPointId');
    await expectViolation(await post({ crossingPointId: iriOf(other, 'crossing_points', other.points.entrance), targetId: iriOf(fx, 'contacts', someone) }), 'crossingPointId', 'invalid-iri');
    await expectViolation(await post({ crossingPointId: point, targetId: iriOf(fx, 'contacts', 999999999) }), 'targetId', 'not-found');
    await expectViolation(await post({ crossingPointId: point, targetId: iriOf(fx, 'contacts', other.contacts.alice) }), 'targetId');
    await expectViolation(await post({ crossingPointId: point }), 'identificatorNumber', 'required');
    await expectViolation(await post({ crossingPointId: point, identificatorNumber: '1' }), 'identificatorType', 'required');
    await expectViolation(await post({ targetId: iriOf(fx, 'contacts', someone) }), 'crossingPointId');
    const card = await badge(fx, someone);
    await expectViolation(await post({ crossingPointId: point, identificatorNumber: card.number, identificatorType: 'badge', targetId: iriOf(fx, 'contacts', fx.contacts.bob) }), 'targetId', 'mismatch');
    for (const odd of [null, [], 'text', { crossingPointId: 12 }, { crossingPointId: point, identificatorNumber: 5, identificatorType: 'badge' },
      { crossingPointId: point, identificatorNumber: 'x'.repeat(500), identificatorType: 'badge' }, { crossingPointId: point, identificatorNumber: 'x', identificatorType: 'iris' }]) {
      const res = await post(odd);
      expect(res.status, JSON.stringify(odd)).toBe(400);
    }
    expect(await entryCount(fx)).toBe(before);
  });

  it('refuses a contact-scoped token (403), and a club-bound token at another club\'s door', async () => {
    const self = await contactToken(fx, fx.emails.alice);
    await expectProblem(await softEntry(fx, fx.points.entrance, { contactId: fx.contacts.alice }, self), 403, 'api.error.scope.unauthorized-endpoint');
    const clubC = await tokenFor(fx, 'partner', { grant: 'club', clubId: fx.clubs.c });
    await expectProblem(await softEntry(fx, fx.points.entrance, { contactId: fx.contacts.alice }, clubC), 403, 'api.error.scope.unauthorized-club');
  });
});

describe('the entries log', () => {
  it('filters by blocked, contact, crossing point, club and time; reads one; last entries per club; stats', async () => {
    const fx2 = await setupAccess();
    const ok = await member(fx2, fx2.clubs.a);
    const refused = await member(fx2, fx2.clubs.a, null);
    setClock(new Date('2026-06-01T08:00:00Z'));
    const first = await enter(fx2, fx2.points.entrance, { contactId: ok });
    setClock(new Date('2026-06-01T09:00:00Z'));
    const blocked = await enter(fx2, fx2.points.entrance, { contactId: refused });
    setClock(new Date('2026-06-01T10:00:00Z'));
    const out = await enter(fx2, fx2.points.exit, { contactId: ok });
    setClock(new Date('2026-06-01T11:00:00Z'));
    const atC = await enter(fx2, fx2.points.entranceC, { contactId: ok });
    const ids = async (query: string) => {
      const res = await api(fx2, `/entries${query}`);
      expect(res.status, await res.clone().text()).toBe(200);
      return ((await res.json())['hydra:member'] as { '@id': string }[]).map((e) => e['@id']);
    };
    const enc = encodeURIComponent;
    expect(await ids('')).toEqual([atC['@id'], out['@id'], blocked['@id'], first['@id']]);
    // Club c shares with no one: ok's subscription at a does not open its door.
    expect(await ids('?isBlocking=true')).toEqual([atC['@id'], blocked['@id']]);
    expect(await ids(`?contactId=${enc(iriOf(fx2, 'contacts', ok))}&isBlocking=false`)).toEqual([out['@id'], first['@id']]);
    expect(await ids(`?targetId=${enc(iriOf(fx2, 'contacts', refused))}`)).toEqual([blocked['@id']]);
    expect(await ids(`?crossingPoint=${enc(iriOf(fx2, 'crossing_points', fx2.points.exit))}`)).toEqual([out['@id']]);
    expect(await ids(`?club=${enc(iriOf(fx2, 'clubs', fx2.clubs.c))}`)).toEqual([atC['@id']]);
    expect(await ids(`?${enc('createdAt[after]')}=${enc('2026-06-01T09:00:00Z')}&${enc('createdAt[strictly_before]')}=${enc('2026-06-01T11:00:00Z')}`))
      .toEqual([out['@id'], blocked['@id']]);
    // Without an offset, the club's time (Paris, UTC+2 in June).
    expect(await ids(`?club=${enc(iriOf(fx2, 'clubs', fx2.clubs.a))}&${enc('createdAt[before]')}=2026-06-01T10:00:00`)).toEqual([first['@id']]);
    const one = await (await api(fx2, `/entries/${blocked.id}`)).json();
    expect(one).toMatchObject({ '@id': blocked['@id'], isBlocking: true, reasons: ['access.no-valid-subscription'], createdAt: '2026-06-01T11:00:00+02:00' });
    await expectProblem(await api(fx2, '/entries/999999999'), 404, 'api.error.not-found');

    const last = await (await api(fx2, `/contact_last_entries?contactId=${enc(iriOf(fx2, 'contacts', ok))}`)).json();
    expect(last['hydra:member'].map((e: { '@id': string }) => e['@id'])).toEqual([atC['@id'], out['@id']]);

    const stats = await api(fx2, `/stats/entries/target/${enc(iriOf(fx2, 'contacts', ok))}`);
    expect(await stats.json()).toMatchObject({ contactId: iriOf(fx2, 'contacts', ok), total: 3, last30Days: 3, lastEntryAt: '2026-06-01T13:00:00+02:00' });
    setClock(new Date('2026-07-15T11:00:00Z'));
    expect(await (await api(fx2, `/stats/entries/target/${enc(iriOf(fx2, 'contacts', ok))}`)).json()).toMatchObject({ total: 3, last30Days: 0 });
    await expectViolation(await api(fx2, '/stats/entries/target/not-an-iri'), 'contact', 'invalid-iri');

    // A contact token reads its own entries, never another's.
    const self = await contactToken(fx2, fx2.emails.alice);
    expect((await (await api(fx2, '/entries', { token: self })).json())['hydra:totalItems']).toBe(0);
    await expectProblem(await api(fx2, `/entries/${first.id}`, { token: self }), 403, 'api.error.auth.contact-scope');
  });

  it('counts presence since the club\'s midnight: allowed ins minus outs, never below 0, with the capacity', async () => {
    const fx2 = await setupAccess();
    await setClubAccess(fx2, fx2.clubs.a, { capacity: 120 });
    const a = await member(fx2, fx2.clubs.a);
    const b = await member(fx2, fx2.clubs.a);
    const nobody = await member(fx2, fx2.clubs.a, null);
    const presence = async () => {
      const res = await api(fx2, `/attendances?club=${encodeURIComponent(iriOf(fx2, 'clubs', fx2.clubs.a))}`);
      expect(res.status, await res.clone().text()).toBe(200);
      return res.json();
    };
    // 23:30 in Paris the day before: yesterday's entries do not count today.
    setClock(new Date('2026-06-01T21:30:00Z'));
    await enter(fx2, fx2.points.entrance, { contactId: a });
    setClock(new Date('2026-06-01T22:30:00Z')); // 00:30 on 2 June in Paris
    expect(await presence()).toMatchObject({ club: iriOf(fx2, 'clubs', fx2.clubs.a), present: 0, capacity: 120 });
    await enter(fx2, fx2.points.exit, { contactId: a }); // left after midnight: an out with no in today
    expect((await presence()).present).toBe(0);
    await enter(fx2, fx2.points.entrance, { contactId: a });
    await enter(fx2, fx2.points.entrance, { contactId: b });
    await enter(fx2, fx2.points.entrance, { contactId: nobody }); // blocked: not inside
    const now = await presence();
    expect(now).toMatchObject({ present: 1, capacity: 120, updatedAt: '2026-06-02T00:30:00+02:00' });
    // The acting club by header, and clubId as the collection writes it.
    const byHeader = await api(fx2, '/attendances', { headers: { 'x-user-club-id': iriOf(fx2, 'clubs', fx2.clubs.c) } });
    expect(await byHeader.json()).toMatchObject({ club: iriOf(fx2, 'clubs', fx2.clubs.c), present: 0, capacity: null });
    expect((await (await api(fx2, `/attendances?clubId=${encodeURIComponent(iriOf(fx2, 'clubs', fx2.clubs.a))}`)).json()).present).toBe(1);
    await expectProblem(await api(fx2, '/attendances'), 400, 'api.error.header.club-required');
  });
});
