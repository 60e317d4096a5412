// Which clubs a schedule call reads (CONTRACT §4, open booking): the per-club endpoints the acting
// club only (x-user-club-id, else a club token's club, else a contact token's contact's club, else
// 400 club-required), the club_network ones the acting club and the clubs sharing bookings with it,
// groups expanded (a shares with b; b shares with the group east = a + b; c shares with none).
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { getDb } from '../../lib/db/client';
import { clubBookingShares } from '../../lib/db/schema';
import { forgetClubScopes } from '../../lib/domain/tenancy/club-scope';
import { setClock } from '../../lib/time/clock';
import { call, createTenantFixture, iriOf, tokenFor } from '../factories';
import { expectProblem } from '../problem';
import {
  NOW, addMember, booked, created, createClass, getJson, setupBooking, type AttendeeJson, type BookingFixture, type ClassEventJson,
} from './helpers';

let fx: BookingFixture;
let classes: Record<'a' | 'b' | 'c', number>;
let showcase: Record<'a' | 'b' | 'c', number>;
let members: { a: { id: number; email: string }; b: { id: number; email: string } };

beforeAll(async () => {
  setClock(NOW);
  fx = await setupBooking();
  classes = {
    a: (await createClass(fx, 'a', '2026-03-12T09:00')).id,
    b: (await createClass(fx, 'b', '2026-03-12T09:30')).id,
    c: (await createClass(fx, 'c', '2026-03-12T10:00')).id,
  };
  const showcaseOf = async (key: 'a' | 'b' | 'c') => (await created<{ id: number }>(fx, '/activities', {
    club: iriOf(fx, 'clubs', fx.clubs[key]), name: `Showcase ${key}`, showcase: true, description: 'Our best class',
  })).id;
  showcase = { a: await showcaseOf('a'), b: await showcaseOf('b'), c: await showcaseOf('c') };
  members = { a: await addMember(fx, 'a'), b: await addMember(fx, 'b') };
  await booked(fx, classes.a, members.a.id);
  await booked(fx, classes.b, members.a.id);
  await booked(fx, classes.a, members.b.id);
});
afterAll(() => setClock(null));

const header = (key: 'a' | 'b' | 'c') => ({ 'x-user-club-id': iriOf(fx, 'clubs', fx.clubs[key]) });
const ids = async (path: string, token: string, headers: Record<string, string> = {}) =>
  (await getJson<{ id: number }[]>(fx, path, token, headers)).map((r) => r.id);

describe.each(['/class_events', '/events'])('GET %s reads the acting club only', (path) => {
  it('names the club with x-user-club-id', async () => {
    expect(await ids(path, fx.partner, header('a'))).toEqual([classes.a]);
    expect(await ids(path, fx.partner, header('b'))).toEqual([classes.b]);
    expect(await ids(path, fx.partner, header('c'))).toEqual([classes.c]);
  });

  it('acts on a club token\'s club, and refuses another club in the header', async () => {
    const club = await tokenFor(fx, 'partner', { grant: 'club', clubId: fx.clubs.b });
    expect(await ids(path, club)).toEqual([classes.b]);
    await expectProblem(await call(`/${fx.token}${path}`, { token: club, headers: header('a') }), 403, 'api.error.scope.unauthorized-club');
  });

  it('acts on a contact token\'s contact\'s club, unless the header names another', async () => {
    const alice = await tokenFor(fx, 'partner', { grant: 'contact', email: members.a.email });
    const bob = await tokenFor(fx, 'partner', { grant: 'contact', email: members.b.email });
    expect(await ids(path, alice)).toEqual([classes.a]);
    expect(await ids(path, bob)).toEqual([classes.b]);
    expect(await ids(path, alice, header('c'))).toEqual([classes.c]);
  });

  it('answers 400 club-required with several clubs and nothing naming one, and 400 for a club of another tenant', async () => {
    await expectProblem(await call(`/${fx.token}${path}`, { token: fx.partner }), 400, 'api.error.header.club-required');
    const other = await createTenantFixture();
    const res = await call(`/${fx.token}${path}`, { token: fx.partner, headers: { 'x-user-club-id': iriOf(other, 'clubs', other.clubs.a) } });
    await expectProblem(res, 400, 'api.error.header.invalid-club');
  });
});

describe('GET /club_network/class_events reads the acting club and the clubs sharing bookings with it', () => {
  const path = '/club_network/class_events';

  it('a shares with b; b with the group east (a and b); c with none', async () => {
    expect(await ids(path, fx.partner, header('a'))).toEqual([classes.a, classes.b]);
    expect(await ids(path, fx.partner, header('b'))).toEqual([classes.a, classes.b]);
    expect(await ids(path, fx.partner, header('c'))).toEqual([classes.c]);
  });

  it('acts on the contact\'s club for a contact token, and on the club of a club token', async () => {
    const bob = await tokenFor(fx, 'partner', { grant: 'contact', email: members.b.email });
    expect(await ids(path, bob)).toEqual([classes.a, classes.b]);
    const club = await tokenFor(fx, 'partner', { grant: 'club', clubId: fx.clubs.c });
    expect(await ids(path, club)).toEqual([classes.c]);
    await expectProblem(await call(`/${fx.token}${path}`, { token: fx.partner }), 400, 'api.error.header.club-required');
  });

  it('follows a change of sharing at once', async () => {
    const patch = (targets: string[]) => call(`/${fx.token}/clubs/${fx.clubs.c}`, { token: fx.admin, method: 'PATCH', body: { sharingBookingClubs: targets } });
    expect((await patch([iriOf(fx, 'network_nodes', fx.nodes.east)])).status).toBe(200);
    expect(await ids(path, fx.partner, header('c'))).toEqual([classes.a, classes.b, classes.c]);
    expect((await patch([])).status).toBe(200);
    expect(await ids(path, fx.partner, header('c'))).toEqual([classes.c]);
  });

  it('sees a change made by another process within 10 s', async () => {
    // Another process changes the shares: this one hears nothing of it, so it may keep the scope it
    // read for 10 s (club-scope.ts), and no longer.
    expect(await ids(path, fx.partner, header('c'))).toEqual([classes.c]);
    const db = await getDb();
    await db.insert(clubBookingShares).values({ tenantId: fx.tenant.id, clubId: fx.clubs.c, position: 0, targetClubId: fx.clubs.a });
    try {
      expect(await ids(path, fx.partner, header('c'))).toEqual([classes.c]);
      vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 10_001 });
      expect(await ids(path, fx.partner, header('c'))).toEqual([classes.a, classes.c]);
    } finally {
      vi.useRealTimers();
      await db.delete(clubBookingShares).where(and(eq(clubBookingShares.tenantId, fx.tenant.id), eq(clubBookingShares.clubId, fx.clubs.c)));
      await forgetClubScopes(fx.tenant.id);
    }
  });
});

describe('schedule resources per club and across the network', () => {
  type Resource = { '@id': string; '@type': string; id: number; name: string; club: string; showcase?: boolean };
  const list = (path: string, key: 'a' | 'b' | 'c') => getJson<Resource[]>(fx, path, fx.partner, header(key));

  it.each([['studios', 'studio', 'Studio'], ['coaches', 'coach', 'Coach']] as const)('/%s and /club_network/%s', async (path, field, type) => {
    const own = await list(`/${path}`, 'a');
    expect(own.map((r) => r.id)).toEqual([fx.res.a[field]]);
    expect(own[0]).toEqual({ '@id': iriOf(fx, path, fx.res.a[field]), '@type': type, id: fx.res.a[field], name: `${type} a`, club: iriOf(fx, 'clubs', fx.clubs.a) });
    expect((await list(`/club_network/${path}`, 'a')).map((r) => r.id)).toEqual([fx.res.a[field], fx.res.b[field]]);
    expect((await list(`/club_network/${path}`, 'b')).map((r) => r.id)).toEqual([fx.res.a[field], fx.res.b[field]]);
    expect((await list(`/club_network/${path}`, 'c')).map((r) => r.id)).toEqual([fx.res.c[field]]);
    await expectProblem(await call(`/${fx.token}/club_network/${path}`, { token: fx.partner }), 400, 'api.error.header.club-required');
  });

  it('/activities and /club_network/activities list every activity; the showcase endpoints only showcase ones', async () => {
    expect((await list('/activities', 'a')).map((r) => r.id).sort()).toEqual([fx.res.a.activity, showcase.a].sort());
    expect((await list('/club_network/activities', 'a')).map((r) => r.id).sort())
      .toEqual([fx.res.a.activity, showcase.a, fx.res.b.activity, showcase.b].sort());
    const own = await list('/showcase_activities', 'a');
    expect(own).toEqual([expect.objectContaining({ id: showcase.a, '@type': 'Activity', showcase: true, description: 'Our best class' })]);
    expect((await list('/club_network/showcase_activities', 'b')).map((r) => r.id)).toEqual([showcase.a, showcase.b]);
    expect((await list('/club_network/showcase_activities', 'c')).map((r) => r.id)).toEqual([showcase.c]);
  });
});

describe('bookings per club and across the network', () => {
  const contactIds = (rows: AttendeeJson[]) => rows.map((r) => [r.classEvent, r.contactId]);

  it('/attendees lists the bookings of the acting club\'s classes; /club_network/attendees those of the network', async () => {
    const own = await getJson<AttendeeJson[]>(fx, '/attendees', fx.partner, header('a'));
    expect(contactIds(own)).toEqual([
      [iriOf(fx, 'class_events', classes.a), iriOf(fx, 'contacts', members.a.id)],
      [iriOf(fx, 'class_events', classes.a), iriOf(fx, 'contacts', members.b.id)],
    ]);
    const network = await getJson<AttendeeJson[]>(fx, '/club_network/attendees', fx.partner, header('a'));
    expect(network).toHaveLength(3);
    expect(await getJson<AttendeeJson[]>(fx, '/club_network/attendees', fx.partner, header('c'))).toEqual([]);
  });

  it('a contact token lists only its own bookings, across the network', async () => {
    const bob = await tokenFor(fx, 'partner', { grant: 'contact', email: members.b.email });
    const rows = await getJson<AttendeeJson[]>(fx, '/club_network/attendees', bob);
    expect(contactIds(rows)).toEqual([[iriOf(fx, 'class_events', classes.a), iriOf(fx, 'contacts', members.b.id)]]);
  });

  it('a contact token cannot list the classes another contact booked', async () => {
    const bob = await tokenFor(fx, 'partner', { grant: 'contact', email: members.b.email });
    const query = `?attendees.contactId=${encodeURIComponent(iriOf(fx, 'contacts', members.a.id))}`;
    await expectProblem(await call(`/${fx.token}/club_network/class_events${query}`, { token: bob }), 403, 'api.error.auth.contact-scope');
    const own = `?attendees.contactId=${encodeURIComponent(iriOf(fx, 'contacts', members.b.id))}`;
    expect((await getJson<ClassEventJson[]>(fx, `/club_network/class_events${own}`, bob)).map((e) => e.id)).toEqual([classes.a]);
  });
});
