// Staff keep their references clean (issue 22, item 2): activities, studios, coaches and cancellation
// motives are renamed and deleted; one that classes (or cancellations) name is archived instead; a
// name is unique among the live ones of a club (of the network for motives) whatever its case; and a
// class is never scheduled or moved into the past.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '../../lib/db/client';
import { cancellations } from '../../lib/db/schema';
import { setClock } from '../../lib/time/clock';
import { call, iriOf } from '../factories';
import { expectProblem, expectViolation, expectIgnored } from '../problem';
import { NOW, addMember, classBody, createClass, recurrenceBody, readClass, setupBooking, subscribe, type BookingFixture } from '../booking/helpers';

let fx: BookingFixture;
beforeAll(async () => {
  setClock(NOW);
  fx = await setupBooking();
});
afterAll(() => setClock(null));

type Json = Record<string, unknown> & { id: number; name: string };
const send = (path: string, method: string, body?: unknown, token = fx.admin) => call(`/${fx.token}${path}`, {
  token, method, ...(body === undefined ? {} : { body }), headers: { accept: 'application/json', 'x-user-club-id': iriOf(fx, 'clubs', fx.clubs.a) },
});
const make = async (kind: string, name: string, key: 'a' | 'b' = 'a'): Promise<Json> => {
  const res = await send(`/${kind}`, 'POST', { club: iriOf(fx, 'clubs', fx.clubs[key]), name });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as Json;
};
const names = async (kind: string) => ((await (await send(`/${kind}?itemsPerPage=100`, 'GET')).json()) as Json[]).map((r) => r.name);
const CODES = { activities: 'api.error.activity.name-already-used', studios: 'api.error.studio.name-already-used', coaches: 'api.error.coach.name-already-used' } as const;

describe.each(['activities', 'studios', 'coaches'] as const)('%s', (kind) => {
  it('are renamed; the classes that name them show the new name', async () => {
    const resource = await make(kind, `Old ${kind}`);
    const res = await send(`/${kind}/${resource.id}`, 'PATCH', { name: `New ${kind}` });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await res.json()).toMatchObject({ id: resource.id, name: `New ${kind}` });
    expect(await names(kind)).toContain(`New ${kind}`);
    expect(await names(kind)).not.toContain(`Old ${kind}`);
  });

  it('refuse a name the club already has, whatever its case, on create and on rename; another club may use it', async () => {
    await make(kind, `Dup ${kind}`);
    await expectViolation(await send(`/${kind}`, 'POST', { club: iriOf(fx, 'clubs', fx.clubs.a), name: `DUP ${kind.toUpperCase()}` }), 'name', 'already-used', CODES[kind]);
    const other = await make(kind, `Other ${kind}`);
    await expectViolation(await send(`/${kind}/${other.id}`, 'PATCH', { name: `dup ${kind}` }), 'name', 'already-used', CODES[kind]);
    // Its own name in another case is a rename, not a duplicate.
    expect((await send(`/${kind}/${other.id}`, 'PATCH', { name: `OTHER ${kind}` })).status).toBe(200);
    await make(kind, `Dup ${kind}`, 'b');
  });

  it('are deleted when no class names them; archived when one does, and the name is free again', async () => {
    const unused = await make(kind, `Unused ${kind}`);
    expect((await send(`/${kind}/${unused.id}`, 'DELETE')).status).toBe(204);
    await expectProblem(await send(`/${kind}/${unused.id}`, 'GET'), 404, 'api.error.not-found');

    const used = await make(kind, `Used ${kind}`);
    const field = kind === 'activities' ? 'activity' : kind === 'studios' ? 'studio' : 'coach';
    const event = await createClass(fx, 'a', '2026-03-25T10:00', { studio: null, coach: null, [field]: used.id });
    expect((await send(`/${kind}/${used.id}`, 'DELETE')).status).toBe(204);
    // Gone from the lists, still readable by id, and still named by its class.
    expect(await names(kind)).not.toContain(`Used ${kind}`);
    expect((await send(`/${kind}/${used.id}`, 'GET')).status).toBe(200);
    expect((await readClass(fx, event.id))[field]).toBe(iriOf(fx, kind, used.id));
    // The class keeps it through other changes, but no class takes it up again.
    expect((await send(`/class_events/${event.id}`, 'PATCH', { attendingLimit: 20 })).status).toBe(200);
    await expectViolation(await send('/class_events', 'POST', classBody(fx, 'a', '2026-03-26T10:00', { [field]: used.id })), field, 'not-found');
    // An archived one is history: not renamed, not deleted twice.
    await expectProblem(await send(`/${kind}/${used.id}`, 'PATCH', { name: 'Back' }), 404, 'api.error.not-found');
    await expectProblem(await send(`/${kind}/${used.id}`, 'DELETE'), 404, 'api.error.not-found');
    await make(kind, `Used ${kind}`);
  });

  it('are renamed and deleted by admin tokens only, of their own club', async () => {
    const resource = await make(kind, `Guarded ${kind}`);
    await expectProblem(await send(`/${kind}/${resource.id}`, 'PATCH', { name: 'x' }, fx.partner), 403, 'api.error.scope.unauthorized-endpoint');
    await expectProblem(await send(`/${kind}/${resource.id}`, 'DELETE', undefined, fx.partner), 403, 'api.error.scope.unauthorized-endpoint');
    await expectIgnored(await send(`/${kind}/${resource.id}`, 'PATCH', { club: iriOf(fx, 'clubs', fx.clubs.b) }), 'club');
    await expectViolation(await send(`/${kind}/${resource.id}`, 'PATCH', { name: '' }), 'name');
    await expectProblem(await send(`/${kind}/99999999`, 'DELETE'), 404, 'api.error.not-found');
  });
});

describe('cancellation motives', () => {
  const motive = async (name: string): Promise<Json> => {
    const res = await send('/cancellation_motives', 'POST', { name });
    expect(res.status, await res.clone().text()).toBe(201);
    return (await res.json()) as Json;
  };
  const motives = async () => ((await (await send('/cancellation_motives?itemsPerPage=100', 'GET')).json()) as Json[]).map((m) => m.name);

  it('refuse a name the network already has, whatever its case, on create and on rename', async () => {
    await motive('Moving away');
    await expectViolation(await send('/cancellation_motives', 'POST', { name: 'MOVING AWAY' }), 'name', 'already-used', 'api.error.cancellation-motive.name-already-used');
    const other = await motive('Too expensive');
    await expectViolation(await send(`/cancellation_motives/${other.id}`, 'PATCH', { name: 'moving away' }), 'name', 'already-used', 'api.error.cancellation-motive.name-already-used');
    expect((await send(`/cancellation_motives/${other.id}`, 'PATCH', { name: 'Too Expensive' })).status).toBe(200);
  });

  it('are deleted when no cancellation names them; archived when one does, and the cancellation keeps it', async () => {
    const unused = await motive('Unused motive');
    expect((await send(`/cancellation_motives/${unused.id}`, 'DELETE')).status).toBe(204);
    expect(await motives()).not.toContain('Unused motive');

    const used = await motive('Used motive');
    const db = await getDb();
    const member = await addMember(fx, 'a');
    await db.insert(cancellations).values({
      tenantId: fx.tenant.id, subscriptionId: await subscribe(fx, member.id, fx.clubs.a), contactId: member.id, clubId: fx.clubs.a,
      receptionDate: '2026-03-10', cancellationDate: '2026-04-30', status: 'submitted', inputChannel: 'admin', motiveId: used.id, createdOn: '2026-03-10',
    });
    expect((await send(`/cancellation_motives/${used.id}`, 'DELETE')).status).toBe(204);
    expect(await motives()).not.toContain('Used motive');
    const kept = await db.select({ motiveId: cancellations.motiveId }).from(cancellations).where(and(eq(cancellations.tenantId, fx.tenant.id), eq(cancellations.motiveId, used.id)));
    expect(kept).toHaveLength(1);
    await expectProblem(await send(`/cancellation_motives/${used.id}`, 'PATCH', { name: 'Back' }), 404, 'api.error.not-found');
    await motive('Used motive');
  });
});

describe('a class in the past', () => {
  it('is refused on create, for a one-off class and for a series, with its own code', async () => {
    // NOW is 11:00 in Paris on 2026-03-10.
    await expectViolation(await send('/class_events', 'POST', classBody(fx, 'a', '2026-03-10T10:59')), 'startedAt', 'in-the-past', 'api.error.class-event.in-the-past');
    // A recurrence whose every day has begun (tests/planning/recurrences.test.ts for one partly past).
    await expectViolation(await send('/recurrences', 'POST', recurrenceBody(fx, 'a', '2026-03-03T18:00', { weeks: 1 })), 'startedAt', 'in-the-past', 'api.error.class-event.in-the-past');
    expect((await send('/class_events', 'POST', classBody(fx, 'a', '2026-03-10T11:00'))).status).toBe(201);
  });

  it('is refused when a class is moved there; other changes of a class that started stay possible', async () => {
    const event = await createClass(fx, 'a', '2026-03-12T09:00');
    const moved = await send(`/class_events/${event.id}`, 'PATCH', { startedAt: '2026-03-09T09:00:00+01:00', endedAt: '2026-03-09T10:00:00+01:00' });
    await expectViolation(moved, 'startedAt', 'in-the-past', 'api.error.class-event.in-the-past');
    expect((await send(`/class_events/${event.id}`, 'PATCH', { startedAt: '2026-03-13T09:00:00+01:00', endedAt: '2026-03-13T10:00:00+01:00' })).status).toBe(200);
    const running = await createClass(fx, 'a', '2026-03-10T10:30', { minutes: 90, studio: null, coach: null });
    expect((await send(`/class_events/${running.id}`, 'PATCH', { attendingLimit: 30, startedAt: running.startedAt })).status).toBe(200);
  });
});
