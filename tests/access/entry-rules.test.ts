// POST /soft_entries: every rule of CONTRACT §11, each on its own and all together; `out` never
// blocked; entries recorded even when blocked, with every reason, and their entry.created event.
import { and, eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '../../lib/db/client';
import { contactTags, contacts, identificators, outboxEvents, subscriptions } from '../../lib/db/schema';
import { setClock } from '../../lib/time/clock';
import { iriOf } from '../factories';
import { badge, enter, entryCount, member, setClubAccess, setupAccess, type AccessFixture } from './helpers';

let fx: AccessFixture;
beforeAll(async () => {
  fx = await setupAccess();
});
afterEach(() => setClock(null));

describe('soft entries: the rules', () => {
  it('lets a member with a subscription in the club in, by badge or by contact, and records it with its event', async () => {
    const alice = await member(fx, fx.clubs.a);
    const card = await badge(fx, alice);
    const before = await entryCount(fx);
    const entry = await enter(fx, fx.points.entrance, { number: card.number });
    expect(entry).toMatchObject({
      '@type': 'Entry', isBlocking: false, reasons: [], direction: 'in', contactId: iriOf(fx, 'contacts', alice),
      identificatorId: card['@id'], crossingPoint: iriOf(fx, 'crossing_points', fx.points.entrance), club: iriOf(fx, 'clubs', fx.clubs.a),
    });
    expect(await entryCount(fx)).toBe(before + 1);
    const byContact = await enter(fx, fx.points.entrance, { contactId: alice });
    expect(byContact).toMatchObject({ isBlocking: false, identificatorId: null });
    const db = await getDb();
    const events = await db.select().from(outboxEvents).where(and(eq(outboxEvents.tenantId, fx.tenant.id), eq(outboxEvents.event, 'entry.created')));
    const mine = events.find((e) => (e.object as Record<string, unknown>).entryId === entry['@id']);
    expect(mine?.object).toEqual({ entryId: entry['@id'], contactId: iriOf(fx, 'contacts', alice), isBlocking: false });
    expect(mine?.clubId).toBe(fx.clubs.a);
  });

  it('blocks without a subscription in the club or in a club sharing with it, and records the blocked entry', async () => {
    const none = await member(fx, fx.clubs.a, null);
    const atB = await member(fx, fx.clubs.b, fx.clubs.b);
    const atC = await member(fx, fx.clubs.c, fx.clubs.c);
    const deactivated = await member(fx, fx.clubs.a, fx.clubs.a, { state: 'deactivated' });
    const before = await entryCount(fx);
    expect(await enter(fx, fx.points.entrance, { contactId: none })).toMatchObject({ isBlocking: true, reasons: ['access.no-valid-subscription'] });
    // b shares bookings with a: its member comes in at a.
    expect(await enter(fx, fx.points.entrance, { contactId: atB })).toMatchObject({ isBlocking: false, reasons: [] });
    // c shares with no one: its member is refused at a, and a's member at c.
    expect(await enter(fx, fx.points.entrance, { contactId: atC })).toMatchObject({ isBlocking: true, reasons: ['access.no-valid-subscription'] });
    expect(await enter(fx, fx.points.entranceC, { contactId: atB })).toMatchObject({ isBlocking: true, reasons: ['access.no-valid-subscription'] });
    expect(await enter(fx, fx.points.entrance, { contactId: deactivated })).toMatchObject({ isBlocking: true, reasons: ['access.no-valid-subscription'] });
    expect(await entryCount(fx)).toBe(before + 5);
  });

  it('judges the subscription on the club\'s own day (Europe/Paris), not the server\'s', async () => {
    // 23:30 UTC on 10 March is already 11 March, 00:30, in Paris.
    const endedYesterday = await member(fx, fx.clubs.a, fx.clubs.a, { endDate: '2026-03-10' });
    const startsToday = await member(fx, fx.clubs.a, fx.clubs.a, { startDate: '2026-03-11' });
    setClock(new Date('2026-03-10T23:30:00Z'));
    expect(await enter(fx, fx.points.entrance, { contactId: endedYesterday })).toMatchObject({ isBlocking: true, reasons: ['access.no-valid-subscription'] });
    expect(await enter(fx, fx.points.entrance, { contactId: startsToday })).toMatchObject({ isBlocking: false });
    setClock(new Date('2026-03-10T22:30:00Z'));
    expect(await enter(fx, fx.points.entrance, { contactId: endedYesterday })).toMatchObject({ isBlocking: false });
    expect(await enter(fx, fx.points.entrance, { contactId: startsToday })).toMatchObject({ isBlocking: true, reasons: ['access.no-valid-subscription'] });
  });

  it('blocks a member with a blocking tag valid today, and lets in one whose tag has ended', async () => {
    const debtor = await member(fx, fx.clubs.a);
    const former = await member(fx, fx.clubs.a);
    const db = await getDb();
    await db.insert(contactTags).values([
      { tenantId: fx.tenant.id, contactId: debtor, name: 'blocking_debt', validFrom: '2020-01-01' },
      { tenantId: fx.tenant.id, contactId: former, name: 'blocking_debt', validFrom: '2020-01-01', validThrough: '2021-01-01' },
    ]);
    expect(await enter(fx, fx.points.entrance, { contactId: debtor })).toMatchObject({ isBlocking: true, reasons: ['access.blocking-debt'] });
    expect(await enter(fx, fx.points.entrance, { contactId: former })).toMatchObject({ isBlocking: false });
  });

  it('blocks a closed account', async () => {
    const closed = await member(fx, fx.clubs.a);
    const db = await getDb();
    await db.update(contacts).set({ state: 'old_client' }).where(and(eq(contacts.tenantId, fx.tenant.id), eq(contacts.id, closed)));
    expect(await enter(fx, fx.points.entrance, { contactId: closed })).toMatchObject({ isBlocking: true, reasons: ['access.closed-account'] });
  });

  it('blocks a disabled or revoked identificator, but not the same member named by contact', async () => {
    const holder = await member(fx, fx.clubs.a);
    const disabled = await badge(fx, holder);
    const revoked = await badge(fx, holder);
    const db = await getDb();
    await db.update(identificators).set({ disabledAt: new Date() }).where(and(eq(identificators.tenantId, fx.tenant.id), eq(identificators.id, disabled.id)));
    await db.update(identificators).set({ revokedAt: new Date() }).where(and(eq(identificators.tenantId, fx.tenant.id), eq(identificators.id, revoked.id)));
    expect(await enter(fx, fx.points.entrance, { number: disabled.number })).toMatchObject({ isBlocking: true, reasons: ['access.identificator-inactive'] });
    expect(await enter(fx, fx.points.entrance, { number: revoked.number })).toMatchObject({ isBlocking: true, reasons: ['access.identificator-inactive'] });
    expect(await enter(fx, fx.points.entrance, { contactId: holder })).toMatchObject({ isBlocking: false });
  });

  it('opens a zone only during its periods, in the club\'s time (start included, end excluded)', async () => {
    const swimmer = await member(fx, fx.clubs.a);
    // Monday 2 March 2026, Paris is UTC+1: 10:00 Paris = 09:00 UTC.
    const at = (utc: string) => setClock(new Date(`2026-03-02T${utc}:00Z`));
    at('08:59');
    expect(await enter(fx, fx.points.spa, { contactId: swimmer })).toMatchObject({ isBlocking: true, reasons: ['access.outside-period'] });
    at('09:00');
    expect(await enter(fx, fx.points.spa, { contactId: swimmer })).toMatchObject({ isBlocking: false });
    at('18:59');
    expect(await enter(fx, fx.points.spa, { contactId: swimmer })).toMatchObject({ isBlocking: false });
    at('19:00');
    expect(await enter(fx, fx.points.spa, { contactId: swimmer })).toMatchObject({ isBlocking: true, reasons: ['access.outside-period'] });
    // Tuesday at noon: no period that day.
    setClock(new Date('2026-03-03T11:00:00Z'));
    expect(await enter(fx, fx.points.spa, { contactId: swimmer })).toMatchObject({ isBlocking: true, reasons: ['access.outside-period'] });
    // The main entrance has no zone: open at any hour.
    expect(await enter(fx, fx.points.entrance, { contactId: swimmer })).toMatchObject({ isBlocking: false });
  });

  it('refuses a second `in` within the anti-passback minutes, until an `out` or the time has passed', async () => {
    const fx2 = await setupAccess();
    await setClubAccess(fx2, fx2.clubs.a, { antiPassbackMinutes: 30 });
    const runner = await member(fx2, fx2.clubs.a);
    setClock(new Date('2026-04-01T10:00:00Z'));
    expect(await enter(fx2, fx2.points.entrance, { contactId: runner })).toMatchObject({ isBlocking: false });
    setClock(new Date('2026-04-01T10:10:00Z'));
    expect(await enter(fx2, fx2.points.entrance, { contactId: runner })).toMatchObject({ isBlocking: true, reasons: ['access.already-inside'] });
    // A blocked try does not count as being inside: still blocked by the first `in`.
    setClock(new Date('2026-04-01T10:29:00Z'));
    expect(await enter(fx2, fx2.points.entrance, { contactId: runner })).toMatchObject({ isBlocking: true, reasons: ['access.already-inside'] });
    setClock(new Date('2026-04-01T10:31:00Z'));
    expect(await enter(fx2, fx2.points.entrance, { contactId: runner })).toMatchObject({ isBlocking: false });
    setClock(new Date('2026-04-01T10:32:00Z'));
    expect(await enter(fx2, fx2.points.exit, { contactId: runner })).toMatchObject({ isBlocking: false, direction: 'out' });
    setClock(new Date('2026-04-01T10:33:00Z'));
    expect(await enter(fx2, fx2.points.entrance, { contactId: runner })).toMatchObject({ isBlocking: false });
    // Off (0, the default) at club c: two `in`s in a row are fine.
    const other = await member(fx2, fx2.clubs.c);
    expect(await enter(fx2, fx2.points.entranceC, { contactId: other })).toMatchObject({ isBlocking: false });
    expect(await enter(fx2, fx2.points.entranceC, { contactId: other })).toMatchObject({ isBlocking: false });
  });

  it('lists every failing rule at once, and never blocks an `out`', async () => {
    const fx2 = await setupAccess();
    await setClubAccess(fx2, fx2.clubs.a, { antiPassbackMinutes: 60 });
    const worst = await member(fx2, fx2.clubs.a, fx2.clubs.a);
    const card = await badge(fx2, worst);
    setClock(new Date('2026-03-02T06:59:00Z')); // Monday 07:59 in Paris
    expect(await enter(fx2, fx2.points.entrance, { number: card.number })).toMatchObject({ isBlocking: false });
    const db = await getDb();
    const t = fx2.tenant.id;
    await db.update(identificators).set({ disabledAt: new Date() }).where(and(eq(identificators.tenantId, t), eq(identificators.id, card.id)));
    await db.insert(contactTags).values({ tenantId: t, contactId: worst, name: 'blocking_debt', validFrom: '2020-01-01' });
    await db.update(contacts).set({ state: 'old_client' }).where(and(eq(contacts.tenantId, t), eq(contacts.id, worst)));
    await db.update(subscriptions).set({ state: 'deactivated' }).where(and(eq(subscriptions.tenantId, t), eq(subscriptions.contactId, worst)));
    setClock(new Date('2026-03-02T07:01:00Z')); // the spa opens at 10:00
    const all = await enter(fx2, fx2.points.spa, { number: card.number });
    expect(all.isBlocking).toBe(true);
    expect(all.reasons).toEqual([
      'access.identificator-inactive', 'access.no-valid-subscription', 'access.blocking-debt',
      'access.closed-account', 'access.outside-period', 'access.already-inside',
    ]);
    const out = await enter(fx2, fx2.points.exit, { number: card.number });
    expect(out).toMatchObject({ isBlocking: false, reasons: [], direction: 'out' });
    const stranger = await member(fx2, fx2.clubs.a, null);
    expect(await enter(fx2, fx2.points.exit, { contactId: stranger })).toMatchObject({ isBlocking: false, reasons: [] });
  });
});
