// Suspensions (CONTRACT §15): a request by a partner or the member's own token, the club's allowed
// lengths, no past and no overlap, staff's accept / refuse, and what an accepted one does: the
// commitment's end moves by its length, the subscription reads `suspended` while it runs, bookings
// are refused and entries blocked then.
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '../../lib/db/client';
import { crossingPoints } from '../../lib/db/schema';
import { insertSubscription } from '../../lib/seed/tenant-builder';
import { setClock } from '../../lib/time/clock';
import { addMember, book, createClass, NOW, setupBooking, type BookingFixture } from '../booking/helpers';
import { call, iriOf, tokenFor } from '../factories';
import { expectProblem, expectViolation } from '../problem';

let fx: BookingFixture;
const TODAY = '2026-03-10';
type Json = Record<string, unknown>;

function send(path: string, init: { method?: string; body?: unknown; token?: string } = {}) {
  return call(`/${fx.token}${path}`, { token: init.token ?? fx.partner, method: init.method ?? 'GET', body: init.body, headers: { accept: 'application/json' } });
}
async function ok<T = Json>(res: Response, status = 200): Promise<T> {
  const text = await res.text();
  expect(res.status, text).toBe(status);
  return JSON.parse(text) as T;
}
const ask = (subscription: number, body: unknown, token?: string) => send(`/subscriptions/${subscription}/suspensions`, { method: 'POST', body, token });
const decide = (id: number, transition: string, token = fx.admin) => send(`/suspensions/${id}/transitions`, { method: 'POST', body: { transition }, token });

async function subscriptionOf(contactId: number, values: { engagedThrough?: string; startDate?: string } = {}): Promise<number> {
  return insertSubscription(await getDb(), fx.tenant, {
    contactId, clubId: fx.clubs.a, name: 'Monthly', paymentType: 'direct_debit', rhythmBilling: 'monthly', startDate: values.startDate ?? '2026-01-01',
    engagedThrough: values.engagedThrough ?? null,
  });
}

beforeAll(async () => {
  setClock(NOW);
  fx = await setupBooking();
}, 120_000);

describe('asking for a suspension', () => {
  it('the member\'s own token asks: 201 requested, readable, listed by subscription; another member\'s token is refused', async () => {
    const member = await addMember(fx, 'a', { subscribed: false });
    const subscription = await subscriptionOf(member.id);
    const own = await tokenFor(fx, 'partner', { grant: 'contact', email: member.email });
    const created = await ok(await ask(subscription, { startDate: '2026-04-01', endDate: '2026-04-30', reason: 'Travelling' }, own), 201);
    expect(created).toMatchObject({
      '@type': 'Suspension', subscription: iriOf(fx, 'subscriptions', subscription), startDate: '2026-04-01', endDate: '2026-04-30',
      state: 'requested', days: 30, reason: 'Travelling',
    });
    expect(created['@id']).toBe(iriOf(fx, 'suspensions', created.id as number));
    expect(await ok(await send(`/suspensions/${created.id}`, { token: own }))).toMatchObject({ state: 'requested' });
    const list = await ok<Json[]>(await send(`/suspensions?subscription=${encodeURIComponent(iriOf(fx, 'subscriptions', subscription))}`, { token: fx.admin }));
    expect(list.map((s) => s.id)).toEqual([created.id]);
    const other = await addMember(fx, 'a', { subscribed: false });
    const otherToken = await tokenFor(fx, 'partner', { grant: 'contact', email: other.email });
    await expectProblem(await ask(subscription, { startDate: '2026-06-01', endDate: '2026-06-30' }, otherToken), 403, 'api.error.auth.contact-scope');
    await expectProblem(await send(`/suspensions/${created.id}`, { token: otherToken }), 403, 'api.error.auth.contact-scope');
    // A member may not decide its own request; the partner scope may not either (admin).
    await expectProblem(await decide(created.id as number, 'accept', own), 403, 'api.error.scope.unauthorized-endpoint');
    expect((await decide(created.id as number, 'accept', fx.partner)).status).toBe(403);
  });

  it('follows the club\'s lengths (7 to 90 days by default, then as PATCH /clubs sets them), naming endDate', async () => {
    const member = await addMember(fx, 'a', { subscribed: false });
    const subscription = await subscriptionOf(member.id);
    await expectViolation(await ask(subscription, { startDate: '2026-04-01', endDate: '2026-04-06' }), 'endDate', 'api.error.suspension.duration');
    await expectViolation(await ask(subscription, { startDate: '2026-04-01', endDate: '2026-06-30' }), 'endDate', 'api.error.suspension.duration');
    await ok(await ask(subscription, { startDate: '2026-04-01', endDate: '2026-04-07' }), 201);
    await ok(await send(`/clubs/${fx.clubs.a}`, { method: 'PATCH', token: fx.admin, body: { suspensionMinDays: 14, suspensionMaxDays: 120 } }));
    expect(await ok(await send(`/clubs/${fx.clubs.a}`))).toMatchObject({ suspensionMinDays: 14, suspensionMaxDays: 120 });
    await expectViolation(await ask(subscription, { startDate: '2026-05-01', endDate: '2026-05-10' }), 'endDate', 'api.error.suspension.duration');
    await ok(await ask(subscription, { startDate: '2026-05-01', endDate: '2026-08-28' }), 201);
    await expectViolation(await send(`/clubs/${fx.clubs.a}`, { method: 'PATCH', token: fx.admin, body: { suspensionMaxDays: 10 } }), 'suspensionMaxDays');
    await ok(await send(`/clubs/${fx.clubs.a}`, { method: 'PATCH', token: fx.admin, body: { suspensionMinDays: 7, suspensionMaxDays: 90 } }));
  });

  it('refuses the past, an end before the start, overlaps, bad dates and an ended subscription', async () => {
    const member = await addMember(fx, 'a', { subscribed: false });
    const subscription = await subscriptionOf(member.id);
    await expectViolation(await ask(subscription, { startDate: '2026-03-09', endDate: '2026-03-20' }), 'startDate', 'api.error.suspension.in-the-past');
    await expectViolation(await ask(subscription, { startDate: '2026-04-10', endDate: '2026-04-01' }), 'endDate', 'api.error.suspension.end-before-start');
    await expectViolation(await ask(subscription, { startDate: '2026-02-30', endDate: '2026-04-01' }), 'startDate');
    await expectViolation(await ask(subscription, { endDate: '2026-04-01' }), 'startDate');
    await ok(await ask(subscription, { startDate: '2026-04-01', endDate: '2026-04-30' }), 201);
    await expectViolation(await ask(subscription, { startDate: '2026-04-30', endDate: '2026-05-15' }), 'startDate', 'api.error.suspension.overlap');
    await expectViolation(await ask(subscription, { startDate: '2026-03-20', endDate: '2026-04-01' }), 'startDate', 'api.error.suspension.overlap');
    await ok(await ask(subscription, { startDate: '2026-05-01', endDate: '2026-05-15' }), 201);
    await expectProblem(await send('/subscriptions/999999999/suspensions', { method: 'POST', body: { startDate: '2026-05-01', endDate: '2026-05-15' } }), 404, 'api.error.not-found');
    const ended = await insertSubscription(await getDb(), fx.tenant, {
      contactId: member.id, clubId: fx.clubs.a, name: 'Old', paymentType: 'direct_debit', rhythmBilling: 'monthly', startDate: '2025-01-01', state: 'ended',
    });
    await expectProblem(await ask(ended, { startDate: '2026-05-01', endDate: '2026-05-15' }), 400, 'api.error.suspension.subscription-not-active');
  });
});

describe('deciding', () => {
  it('refused: nothing moves, and it cannot be decided again', async () => {
    const member = await addMember(fx, 'a', { subscribed: false });
    const subscription = await subscriptionOf(member.id, { engagedThrough: '2026-12-31' });
    const created = await ok(await ask(subscription, { startDate: '2026-04-01', endDate: '2026-04-30' }), 201);
    expect(await ok(await decide(created.id as number, 'refuse'))).toMatchObject({ state: 'refused' });
    expect(await ok(await send(`/subscriptions/${subscription}`))).toMatchObject({ engagedThrough: '2026-12-31', state: 'active' });
    await expectProblem(await decide(created.id as number, 'accept'), 400, 'api.error.suspension.transition-not-allowed');
    await expectViolation(await decide(created.id as number, 'pause'), 'transition');
    // A refused one no longer holds its days.
    await ok(await ask(subscription, { startDate: '2026-04-01', endDate: '2026-04-30' }), 201);
  });

  it('accepted: the commitment\'s end moves by its length; suspended while it runs, no booking, entries blocked', async () => {
    const member = await addMember(fx, 'a', { subscribed: false });
    const subscription = await subscriptionOf(member.id, { engagedThrough: '2026-12-31' });
    const created = await ok(await ask(subscription, { startDate: TODAY, endDate: '2026-03-19' }), 201);
    const cls = await createClass(fx, 'a', '2026-03-12T18:00');
    const later = await createClass(fx, 'a', '2026-03-21T18:00');
    expect((await book(fx, cls.id, member.id)).status).toBe(201);
    expect(await ok(await decide(created.id as number, 'accept'))).toMatchObject({ state: 'accepted' });
    expect(await ok(await send(`/subscriptions/${subscription}`))).toMatchObject({ engagedThrough: '2027-01-10', state: 'suspended' });
    await expectProblem(await book(fx, later.id, member.id), 400, 'api.error.attendee.no-active-subscription');
    const [point] = await (await getDb()).insert(crossingPoints).values({ tenantId: fx.tenant.id, clubId: fx.clubs.a, name: 'Door', direction: 'in' }).returning();
    const entry = await ok<{ isBlocking: boolean; reasons: string[] }>(await send('/soft_entries', {
      method: 'POST', body: { crossingPointId: iriOf(fx, 'crossing_points', point!.id), targetId: iriOf(fx, 'contacts', member.id) },
    }), 201);
    expect(entry).toMatchObject({ isBlocking: true, reasons: ['access.no-valid-subscription'] });
    // The day after it ends, the subscription is active again and the member books and enters.
    setClock(new Date('2026-03-20T10:00:00Z'));
    try {
      expect(await ok(await send(`/subscriptions/${subscription}`))).toMatchObject({ state: 'active' });
      expect((await book(fx, later.id, member.id)).status).toBe(201);
      const again = await ok<{ isBlocking: boolean }>(await send('/soft_entries', {
        method: 'POST', body: { crossingPointId: iriOf(fx, 'crossing_points', point!.id), targetId: iriOf(fx, 'contacts', member.id) },
      }), 201);
      expect(again.isBlocking).toBe(false);
    } finally {
      setClock(NOW);
    }
  });

  it('an accepted one holds its days against new requests; a request that overlaps an accepted one cannot be accepted', async () => {
    const member = await addMember(fx, 'a', { subscribed: false });
    const subscription = await subscriptionOf(member.id);
    const first = await ok(await ask(subscription, { startDate: '2026-06-01', endDate: '2026-06-30' }), 201);
    await ok(await decide(first.id as number, 'accept'));
    await expectViolation(await ask(subscription, { startDate: '2026-06-15', endDate: '2026-07-15' }), 'startDate', 'api.error.suspension.overlap');
  });
  it('accepted in a club with a fee: the member owes it once, however many accepts race; free clubs charge nothing', async () => {
    const member = await addMember(fx, 'a', { subscribed: false });
    const subscription = await subscriptionOf(member.id);
    const incidentsOf = async () => ok<{ reason: string; amount: number; state: string }[]>(
      await send(`/incidents?contact=${encodeURIComponent(iriOf(fx, 'contacts', member.id))}`, { token: fx.admin }));
    const free = await ok(await ask(subscription, { startDate: '2026-05-01', endDate: '2026-05-10' }), 201);
    await ok(await decide(free.id as number, 'accept'));
    expect(await incidentsOf()).toEqual([]);
    await expectViolation(await send(`/clubs/${fx.clubs.a}`, { method: 'PATCH', token: fx.admin, body: { suspensionFee: -1 } }), 'suspensionFee');
    expect(await ok(await send(`/clubs/${fx.clubs.a}`, { method: 'PATCH', token: fx.admin, body: { suspensionFee: 1500 } }))).toMatchObject({ suspensionFee: 1500 });
    try {
      const paid = await ok(await ask(subscription, { startDate: '2026-08-01', endDate: '2026-08-14' }), 201);
      const answers = await Promise.all(Array.from({ length: 5 }, () => decide(paid.id as number, 'accept')));
      expect(answers.filter((r) => r.status === 200)).toHaveLength(1);
      expect(await incidentsOf()).toEqual([expect.objectContaining({ reason: 'suspension_fee', amount: 1500, state: 'open' })]);
    } finally {
      await ok(await send(`/clubs/${fx.clubs.a}`, { method: 'PATCH', token: fx.admin, body: { suspensionFee: 0 } }));
    }
  });
});
