// The sandbox demo's schedule (CONTRACT §8): activities, studios, coaches and two weeks of classes in
// each club from the day of seeding, PB and PN sharing bookings, LY with none, and a member who can
// book through the open-booking endpoints as the demo shows it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { config } from '../../lib/config';
import { closeDatabase, prepareDatabase } from '../../lib/db/client';
import { seedDemo } from '../../lib/seed/demo';
import { setClock } from '../../lib/time/clock';
import { call, requestToken } from '../factories';
import { expectProblem } from '../problem';
import type { AttendeeJson, ClassEventJson } from './helpers';

let partner: string;
let clubs: Record<string, string>;

// The seed is meant for an empty database: this file always uses a fresh in-memory PGlite.
beforeAll(async () => {
  await closeDatabase();
  config.databaseUrl = undefined;
  await prepareDatabase();
  // 2026-03-20, 11:00 in Paris: the two weeks run into summer time (March 29).
  setClock(new Date('2026-03-20T10:00:00Z'));
  expect(await seedDemo()).toBe(true);
  partner = await requestToken('demo', { id: 'demo-partner', secret: 'demo-partner-secret' });
  const list = await get<{ '@id': string; code: string }[]>('/clubs');
  clubs = Object.fromEntries(list.map((c) => [c.code, c['@id']]));
});
afterAll(() => setClock(null));

async function get<T>(path: string, headers: Record<string, string> = {}, token = partner): Promise<T> {
  const res = await call(`/demo${path}`, { token, headers: { accept: 'application/json', ...headers } });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as T;
}

const acting = (code: string) => ({ 'x-user-club-id': clubs[code]! });

async function allClasses(path: string, code: string, query = ''): Promise<ClassEventJson[]> {
  const pages: ClassEventJson[] = [];
  for (let page = 1; ; page += 1) {
    const batch = await get<ClassEventJson[]>(`${path}?itemsPerPage=100&page=${page}${query}`, acting(code));
    pages.push(...batch);
    if (batch.length < 100) return pages;
  }
}

describe('demo schedule (seeded on 2026-03-20)', () => {
  it('has two weeks of classes in each club at 07:00, 12:30 and 18:30 local time, before and after the change of time', async () => {
    for (const code of ['PB', 'PN', 'LY']) {
      const all = await allClasses('/class_events', code, '&archived=1');
      expect(all).toHaveLength(42);
      expect(new Set(all.map((e) => e.startedAt.slice(11)))).toEqual(new Set(['07:00:00+01:00', '12:30:00+01:00', '18:30:00+01:00', '07:00:00+02:00', '12:30:00+02:00', '18:30:00+02:00']));
      expect(all[0]!.startedAt).toBe('2026-03-20T07:00:00+01:00');
      expect(all.at(-1)!.startedAt).toBe('2026-04-02T18:30:00+02:00');
      // The first morning class is over when the demo is seeded at 11:00.
      expect(await allClasses('/class_events', code)).toHaveLength(41);
    }
  });

  it('shares PB and PN classes on the network; LY shows its own only', async () => {
    const clubsOf = async (code: string) => new Set((await allClasses('/club_network/class_events', code)).map((e) => e.club));
    expect(await clubsOf('PB')).toEqual(new Set([clubs.PB, clubs.PN]));
    expect(await clubsOf('PN')).toEqual(new Set([clubs.PB, clubs.PN]));
    expect(await clubsOf('LY')).toEqual(new Set([clubs.LY]));
  });

  it('has activities in groups, showcase ones, studios and coaches per club', async () => {
    const activities = await get<{ name: string; showcase: boolean; activityGroups: string[] }[]>('/activities', acting('PB'));
    expect(activities.map((a) => a.name).sort()).toEqual(['HIIT', 'Pilates', 'Spinning', 'Yoga']);
    expect(activities.every((a) => a.activityGroups.length === 1)).toBe(true);
    expect((await get<{ name: string }[]>('/showcase_activities', acting('LY'))).map((a) => a.name).sort()).toEqual(['HIIT', 'Yoga']);
    expect(await get<unknown[]>('/club_network/studios', acting('PN'))).toHaveLength(4);
    expect(await get<unknown[]>('/coaches', acting('LY'))).toHaveLength(3);
    const mind = activities.find((a) => a.name === 'Yoga')!.activityGroups[0]!;
    const classes = await allClasses('/class_events', 'PB', `&activity.activityGroups=${encodeURIComponent(mind)}`);
    expect(classes.length).toBeGreaterThan(0);
    expect(classes.every((e) => ['Yoga', 'Pilates'].includes(e.name))).toBe(true);
  });

  it('alice (PB, active subscription) books a PN class and the last day\'s evening class with her own token; LY is not shared', async () => {
    const alice = await requestToken('demo', { id: 'demo-partner', secret: 'demo-partner-secret' }, { grant: 'contact', email: 'alice@demo.test' });
    const network = await allClasses('/club_network/class_events', 'PB', '&time=evening');
    const atPN = network.find((e) => e.club === clubs.PN)!;
    const last = network.filter((e) => e.club === clubs.PB).at(-1)!;
    for (const event of [atPN, last]) {
      const res = await call('/demo/club_network/attendees', { token: alice, method: 'POST', body: { classEvent: event['@id'] } });
      expect(res.status, await res.clone().text()).toBe(201);
      expect(((await res.json()) as AttendeeJson).state).toBe('booked');
    }
    const [lyon] = await allClasses('/class_events', 'LY', '&time=evening');
    await expectProblem(await call('/demo/club_network/attendees', { token: alice, method: 'POST', body: { classEvent: lyon!['@id'] } }), 400, 'api.error.attendee.club-not-shared');
    const mine = await get<AttendeeJson[]>('/club_network/attendees', {}, alice);
    expect(mine.map((a) => a.classEvent).sort()).toEqual([atPN['@id'], last['@id']].sort());
  });
});
