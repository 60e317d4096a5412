// The class_events filters about time and places: startedAt bounds (with an offset as written,
// without one in the acting club's time zone), order, time of day in the class's own club, archived
// with its seven values, available, paging, bad values; and the club's offset on every date-time.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setClock } from '../../lib/time/clock';
import { call, iriOf } from '../factories';
import { expectIgnored, expectViolation } from '../problem';
import { NOW, addMember, booked, createClass, getJson, setupBooking, type BookingFixture, type ClassEventJson } from './helpers';

let fx: BookingFixture;
const ev: Record<string, ClassEventJson> = {};

beforeAll(async () => {
  setClock(NOW); // 2026-03-10T10:00:00Z: 11:00 in Paris, 06:00 in New York (US daylight time since March 8)
  fx = await setupBooking();
  // Club a (Paris, +01:00 until March 29): a past class, one running now, and a day of classes.
  ev.past = await createClass(fx, 'a', '2026-03-09T18:00');
  ev.running = await createClass(fx, 'a', '2026-03-10T10:30');
  ev.morning = await createClass(fx, 'a', '2026-03-12T08:00');
  ev.lateMorning = await createClass(fx, 'a', '2026-03-12T11:59', { minutes: 1 });
  ev.noon = await createClass(fx, 'a', '2026-03-12T12:00', { attendingLimit: 1 });
  ev.afternoon = await createClass(fx, 'a', '2026-03-12T17:59', { attendingLimit: 1, queueLimit: 1, minutes: 1 });
  ev.evening = await createClass(fx, 'a', '2026-03-12T18:00');
  ev.canceled = await createClass(fx, 'a', '2026-03-13T09:00');
  ev.summer = await createClass(fx, 'a', '2026-04-02T09:00');
  // Club c (New York, -04:00): 08:00 is 12:00Z (afternoon in UTC), 17:30 is 21:30Z (evening in UTC).
  ev.nyMorning = await createClass(fx, 'c', '2026-03-12T08:00');
  ev.nyAfternoon = await createClass(fx, 'c', '2026-03-12T17:30');
  ev.nyEvening = await createClass(fx, 'c', '2026-03-12T19:00');
  // noon is full (1 seat, no queue); afternoon has its seat taken but a queue place left.
  const member = await addMember(fx, 'a');
  await booked(fx, ev.noon.id, member.id);
  await booked(fx, ev.afternoon.id, member.id);
  expect((await call(`/${fx.token}/class_events/${ev.canceled.id}/cancel`, { token: fx.admin, method: 'POST' })).status).toBe(200);
  // c shares bookings with a, so the network seen from c holds classes of two time zones.
  const share = await call(`/${fx.token}/clubs/${fx.clubs.c}`, { token: fx.admin, method: 'PATCH', body: { sharingBookingClubs: [iriOf(fx, 'clubs', fx.clubs.a)] } });
  expect(share.status).toBe(200);
});
afterAll(() => setClock(null));

const ENDPOINTS = ['/class_events', '/events', '/club_network/class_events'] as const;
const acting = (key: 'a' | 'c') => ({ 'x-user-club-id': iriOf(fx, 'clubs', fx.clubs[key]) });

async function names(path: string, query: Record<string, string>, key: 'a' | 'c' = 'a'): Promise<string[]> {
  const events = await getJson<ClassEventJson[]>(fx, `${path}?${new URLSearchParams(query)}`, fx.partner, acting(key));
  return events.map((e) => Object.entries(ev).find(([, v]) => v.id === e.id)?.[0] ?? `unknown ${e.id}`);
}

const A_UPCOMING = ['running', 'morning', 'lateMorning', 'noon', 'afternoon', 'evening', 'canceled', 'summer'];

describe.each(ENDPOINTS)('GET %s filters by time and places', (path) => {
  it('hides ended classes by default, in start order; a running class is not archived', async () => {
    expect(await names(path, {})).toEqual(A_UPCOMING);
    expect(await names(path, { 'order[startedAt]': 'asc' })).toEqual(A_UPCOMING);
    expect(await names(path, { 'order[startedAt]': 'desc' })).toEqual([...A_UPCOMING].reverse());
  });

  it('archived: 0/false/no hide ended classes, 1/true/yes include them, only shows only them', async () => {
    for (const value of ['0', 'false', 'no']) expect(await names(path, { archived: value }), value).toEqual(A_UPCOMING);
    for (const value of ['1', 'true', 'yes']) expect(await names(path, { archived: value }), value).toEqual(['past', ...A_UPCOMING]);
    expect(await names(path, { archived: 'only' })).toEqual(['past']);
    const [past] = await getJson<ClassEventJson[]>(fx, `${path}?archived=only`, fx.partner, acting('a'));
    expect(past!.archived).toBe(true);
  });

  it('startedAt bounds without offset are local times of the acting club; before includes, strictly_before excludes', async () => {
    expect(await names(path, { 'startedAt[before]': '2026-03-12T12:00' })).toEqual(['running', 'morning', 'lateMorning', 'noon']);
    expect(await names(path, { 'startedAt[strictly_before]': '2026-03-12T12:00:00' })).toEqual(['running', 'morning', 'lateMorning']);
    expect(await names(path, { 'startedAt[after]': '2026-03-12T12:00' })).toEqual(['noon', 'afternoon', 'evening', 'canceled', 'summer']);
    expect(await names(path, { 'startedAt[strictly_after]': '2026-03-12T12:00' })).toEqual(['afternoon', 'evening', 'canceled', 'summer']);
    // A bare date is that day's midnight in the club.
    expect(await names(path, { 'startedAt[after]': '2026-03-12', 'startedAt[strictly_before]': '2026-03-13' }))
      .toEqual(['morning', 'lateMorning', 'noon', 'afternoon', 'evening']);
  });

  it('startedAt bounds with an offset (or Z) are read as written', async () => {
    // 12:00 in Paris is 11:00Z, 07:00 in New York, 13:00+02:00.
    for (const bound of ['2026-03-12T11:00:00Z', '2026-03-12T07:00:00-04:00', '2026-03-12T13:00:00+02:00', '2026-03-12T11:00:00.000+00:00']) {
      expect(await names(path, { 'startedAt[before]': bound }), bound).toEqual(['running', 'morning', 'lateMorning', 'noon']);
      expect(await names(path, { 'startedAt[strictly_before]': bound }), bound).toEqual(['running', 'morning', 'lateMorning']);
      expect(await names(path, { 'startedAt[strictly_after]': bound }), bound).toEqual(['afternoon', 'evening', 'canceled', 'summer']);
    }
    expect(await names(path, { 'startedAt[after]': '2026-03-12T11:00:00Z', 'startedAt[before]': '2026-03-12T16:59:00Z', 'order[startedAt]': 'desc' }))
      .toEqual(['afternoon', 'noon']);
  });

  it('time is the local start time in the class\'s own club: morning < 12:00, afternoon 12:00-17:59, evening after', async () => {
    expect(await names(path, { time: 'morning' })).toEqual(['running', 'morning', 'lateMorning', 'canceled', 'summer']);
    expect(await names(path, { time: 'afternoon' })).toEqual(['noon', 'afternoon']);
    expect(await names(path, { time: 'evening' })).toEqual(['evening']);
  });

  it('available=true keeps classes with a free seat or queue place; false the full and cancelled ones', async () => {
    expect(await names(path, { available: 'true' })).toEqual(['running', 'morning', 'lateMorning', 'afternoon', 'evening', 'summer']);
    expect(await names(path, { available: 'false' })).toEqual(['noon', 'canceled']);
  });

  it('pages with page and itemsPerPage, and counts every match', async () => {
    const res = await call(`/${fx.token}${path}?itemsPerPage=3&page=2&time=morning`, { token: fx.partner, headers: acting('a') });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body['hydra:totalItems']).toBe(5);
    expect(body['hydra:member'].map((e: { id: number }) => e.id)).toEqual([ev.canceled!.id, ev.summer!.id]);
    expect(body['hydra:view']['hydra:previous']).toContain('page=1');
    expect(body['hydra:view']['hydra:next']).toBeUndefined();
    expect(await names(path, { itemsPerPage: '2', page: '5' })).toEqual([]);
    const beyond = await call(`/${fx.token}${path}?itemsPerPage=3&page=9&time=morning`, { token: fx.partner, headers: acting('a') });
    expect((await beyond.json())['hydra:totalItems']).toBe(5);
    const none = await call(`/${fx.token}${path}?time=morning&available=false&coach=${encodeURIComponent(iriOf(fx, 'coaches', fx.res.c.coach))}`, { token: fx.partner, headers: acting('a') });
    expect((await none.json())['hydra:totalItems']).toBe(0);
  });

  it('ignores values it cannot read, naming them; paging out of range stays a 400', async () => {
    const get = (query: string) => call(`/${fx.token}${path}?${query}`, { token: fx.partner, headers: acting('a') });
    await expectIgnored(await get('startedAt%5Bbefore%5D=tomorrow'), 'startedAt[before]', 'x-ignored-parameters');
    await expectIgnored(await get('startedAt%5Bafter%5D=2026-13-45T10:00'), 'startedAt[after]', 'x-ignored-parameters');
    await expectIgnored(await get('startedAt%5Bafter%5D=2026-02-30T10:00%2B01:00'), 'startedAt[after]', 'x-ignored-parameters');
    await expectIgnored(await get('startedAt%5Bstrictly_before%5D=2026-02-29'), 'startedAt[strictly_before]', 'x-ignored-parameters');
    await expectIgnored(await get('startedAt%5Bstrictly_after%5D=2026-03-12T25:00'), 'startedAt[strictly_after]', 'x-ignored-parameters');
    await expectIgnored(await get('order%5BstartedAt%5D=up'), 'order[startedAt]', 'x-ignored-parameters');
    await expectIgnored(await get('available=maybe'), 'available', 'x-ignored-parameters');
    await expectIgnored(await get('time=night'), 'time', 'x-ignored-parameters');
    await expectIgnored(await get('archived=2'), 'archived', 'x-ignored-parameters');
    await expectViolation(await get('page=0'), 'page');
    await expectViolation(await get('itemsPerPage=101'), 'itemsPerPage');
  });
});

describe.each(['/class_events', '/events'])('GET %s of a New York club', (path) => {
  it('reads a bound without offset in New York: 12:00 on March 12 is 16:00Z, after the 08:00 class (12:00Z)', async () => {
    expect(await names(path, { 'startedAt[after]': '2026-03-12T12:00' }, 'c')).toEqual(['nyAfternoon', 'nyEvening']);
    expect(await names(path, { 'startedAt[strictly_before]': '2026-03-12T17:30' }, 'c')).toEqual(['nyMorning']);
  });

  it('reads time of day in New York, not in UTC', async () => {
    expect(await names(path, { time: 'morning' }, 'c')).toEqual(['nyMorning']);
    expect(await names(path, { time: 'afternoon' }, 'c')).toEqual(['nyAfternoon']);
    expect(await names(path, { time: 'evening' }, 'c')).toEqual(['nyEvening']);
  });
});

describe('the class schedule as answered', () => {
  it('/class_events and /events answer the same body', async () => {
    const query = '?time=afternoon&itemsPerPage=1';
    const [a, b] = await Promise.all(['/class_events', '/events'].map(async (path) => {
      const res = await call(`/${fx.token}${path}${query}`, { token: fx.partner, headers: acting('a') });
      const body = await res.json();
      return { ...body, '@id': undefined, 'hydra:view': undefined };
    }));
    expect(a).toEqual(b);
    expect(a['hydra:member']).toHaveLength(1);
  });

  it('date-times carry the offset of the class\'s club on the day (Paris before and after the change to summer time, New York)', async () => {
    const byId = async (id: number) => getJson<ClassEventJson>(fx, `/class_events/${id}`, fx.partner);
    expect(await byId(ev.morning!.id)).toMatchObject({ startedAt: '2026-03-12T08:00:00+01:00', endedAt: '2026-03-12T09:00:00+01:00' });
    expect(await byId(ev.summer!.id)).toMatchObject({ startedAt: '2026-04-02T09:00:00+02:00' });
    expect(await byId(ev.nyMorning!.id)).toMatchObject({ startedAt: '2026-03-12T08:00:00-04:00', endedAt: '2026-03-12T09:00:00-04:00' });
  });

  it('the network seen from New York gives each class the offset of its own club', async () => {
    const week = await getJson<ClassEventJson[]>(fx, '/club_network/class_events?startedAt[after]=2026-03-12&startedAt[before]=2026-03-12T23:59', fx.partner, acting('c'));
    const at = (id: number) => week.find((e) => e.id === id)?.startedAt;
    expect(at(ev.morning!.id)).toBe('2026-03-12T08:00:00+01:00');
    expect(at(ev.nyMorning!.id)).toBe('2026-03-12T08:00:00-04:00');
  });

  it('time on the network reads each class in its own club: from New York, a 13:00 Paris class is afternoon', async () => {
    const paris13 = await createClass(fx, 'a', '2026-03-14T13:00'); // 12:00Z, 08:00 in New York
    const afternoon = await getJson<ClassEventJson[]>(fx, '/club_network/class_events?time=afternoon', fx.partner, acting('c'));
    expect(afternoon.map((e) => e.id)).toEqual([ev.noon!.id, ev.afternoon!.id, ev.nyAfternoon!.id, paris13.id]);
    const morning = await getJson<ClassEventJson[]>(fx, '/club_network/class_events?time=morning&startedAt[after]=2026-03-12', fx.partner, acting('c'));
    expect(morning.map((e) => e.id)).toEqual([ev.morning!.id, ev.lateMorning!.id, ev.nyMorning!.id, ev.canceled!.id, ev.summer!.id]);
    await expectIgnored(await call(`/${fx.token}/club_network/class_events?time=noon`, { token: fx.partner, headers: acting('c') }), 'time', 'x-ignored-parameters');
  });
});
