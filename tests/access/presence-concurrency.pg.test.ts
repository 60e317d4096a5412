// Simultaneous entries on PostgreSQL: presence is exact at once and never below 0 while ins and outs
// race; anti-passback lets one of many simultaneous `in`s of one member through; every recorded entry
// has its one entry.created event, and no race gives a 500.
import { and, count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '../../lib/db/client';
import { entries, outboxEvents } from '../../lib/db/schema';
import { iriOf } from '../factories';
import { api, member, setClubAccess, setupAccess, softEntry, type AccessFixture } from './helpers';

let fx: AccessFixture;
beforeAll(async () => {
  fx = await setupAccess();
});

async function presence(f: AccessFixture): Promise<number> {
  const res = await api(f, `/attendances?club=${encodeURIComponent(iriOf(f, 'clubs', f.clubs.a))}`);
  expect(res.status).toBe(200);
  return (await res.json()).present;
}

describe('presence under simultaneous entries (PostgreSQL)', () => {
  it('counts every allowed in and every out exactly, never below 0, whatever the order', async () => {
    const inside = await Promise.all(Array.from({ length: 20 }, () => member(fx, fx.clubs.a)));
    for (const id of inside) expect((await softEntry(fx, fx.points.entrance, { contactId: id })).status).toBe(201);
    expect(await presence(fx)).toBe(20);
    const arriving = await Promise.all(Array.from({ length: 40 }, () => member(fx, fx.clubs.a)));
    const refused = await Promise.all(Array.from({ length: 10 }, () => member(fx, fx.clubs.a, null)));
    const seen: number[] = [];
    let polling = true;
    const poller = (async () => {
      while (polling) seen.push(await presence(fx));
    })();
    const results = await Promise.all([
      ...arriving.map((id) => softEntry(fx, fx.points.entrance, { contactId: id })),
      ...inside.map((id) => softEntry(fx, fx.points.exit, { contactId: id })),
      ...refused.map((id) => softEntry(fx, fx.points.entrance, { contactId: id })),
    ]);
    polling = false;
    await poller;
    expect(results.map((r) => r.status)).toEqual(results.map(() => 201));
    const bodies = await Promise.all(results.map((r) => r.json()));
    expect(bodies.filter((b) => b.isBlocking)).toHaveLength(10);
    // 20 + 40 allowed ins, 20 outs: 40 inside, at once.
    expect(await presence(fx)).toBe(40);
    expect(seen.length).toBeGreaterThan(0);
    for (const value of seen) {
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThanOrEqual(60);
    }
    // More outs than ins today (people who came in before midnight): 0, not a negative number.
    const fx2 = await setupAccess();
    const leaving = await Promise.all(Array.from({ length: 15 }, () => member(fx2, fx2.clubs.a)));
    const coming = await Promise.all(Array.from({ length: 5 }, () => member(fx2, fx2.clubs.a)));
    await Promise.all([
      ...leaving.map((id) => softEntry(fx2, fx2.points.exit, { contactId: id })),
      ...coming.map((id) => softEntry(fx2, fx2.points.entrance, { contactId: id })),
    ]);
    expect(await presence(fx2)).toBe(0);
  });

  it('lets one of many simultaneous `in`s of one member through under anti-passback', async () => {
    const fx2 = await setupAccess();
    await setClubAccess(fx2, fx2.clubs.a, { antiPassbackMinutes: 30 });
    const twin = await member(fx2, fx2.clubs.a);
    const results = await Promise.all(Array.from({ length: 12 }, () => softEntry(fx2, fx2.points.entrance, { contactId: twin })));
    expect(results.map((r) => r.status)).toEqual(results.map(() => 201));
    const bodies = await Promise.all(results.map((r) => r.json()));
    expect(bodies.filter((b) => !b.isBlocking)).toHaveLength(1);
    expect(bodies.filter((b) => b.isBlocking).every((b) => b.reasons.join() === 'access.already-inside')).toBe(true);
    expect(await presence(fx2)).toBe(1);
    const db = await getDb();
    const [recorded] = await db.select({ n: count() }).from(entries).where(eq(entries.tenantId, fx2.tenant.id));
    const [events] = await db.select({ n: count() }).from(outboxEvents)
      .where(and(eq(outboxEvents.tenantId, fx2.tenant.id), eq(outboxEvents.event, 'entry.created')));
    expect(recorded!.n).toBe(12);
    expect(events!.n).toBe(12);
  });
});
