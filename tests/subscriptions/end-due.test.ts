// The scheduled job: once an accepted cancellation's date has passed in the club's time zone, the
// subscription and its options become `ended`; never before; running it again changes nothing.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { endDueSubscriptions } from '../../lib/domain/subscriptions/end-due-subscriptions';
import { setClock } from '../../lib/time/clock';
import { call } from '../factories';
import { expectProblem } from '../problem';
import {
  addContact, addSubscription, cancelOnline, configureOnline, NOW, openSettings, post, read, setup, subscriptionIri, validBody, type Fixture,
} from './helpers';

beforeEach(() => setClock(NOW));
afterEach(() => setClock(null));

interface Subscription { state: string; endDate: string | null; options: string[]; updatedAt?: string }

/** Runs the job for this tenant only (other test files share a PostgreSQL database) at an instant. */
async function runJobAt(fx: Fixture, instant: string): Promise<number> {
  setClock(new Date(instant));
  return endDueSubscriptions({ tenantIds: [fx.tenant.id] });
}

async function states(fx: Fixture, id: number): Promise<string[]> {
  const subscription = await read<Subscription>(fx, `/subscriptions/${id}`);
  const options = await Promise.all(subscription.options.map(async (o) => (await read<{ state: string }>(fx, o.slice(fx.token.length + 1))).state));
  return [subscription.state, ...options];
}

async function acceptedCancellation(fx: Fixture, id: number, cancellationDate = '2026-06-14'): Promise<void> {
  const created = await post(fx, '/cancellations', { subscription: subscriptionIri(fx, id), cancellationDate });
  const res = await post(fx, `/cancellations/${(await created.json()).id}/transitions`, { transition: 'accept' });
  expect(res.status).toBe(200);
}

describe('endDueSubscriptions', () => {
  it('ends the subscription and its options the day after its end date in Paris, not before', async () => {
    const fx = await setup();
    const id = await addSubscription(fx, {}, [{ name: 'Sauna' }, { name: 'Insurance', mandatory: true }]);
    await acceptedCancellation(fx, id);
    // 21:59 UTC on June 14 is 23:59 in Paris: the last day is not over.
    expect(await runJobAt(fx, '2026-06-14T21:59:59Z')).toBe(0);
    expect(await states(fx, id)).toEqual(['active', 'active', 'active']);
    expect(await runJobAt(fx, '2026-06-14T22:00:00Z')).toBe(1);
    expect(await states(fx, id)).toEqual(['ended', 'ended', 'ended']);
  });

  it('follows each club\'s time zone: New York ends later than Paris', async () => {
    const fx = await setup();
    const nyMember = await addContact(fx, fx.clubs.c, 'Nina');
    const paris = await addSubscription(fx);
    const newYork = await addSubscription(fx, { contactId: nyMember.id, clubId: fx.clubs.c });
    await acceptedCancellation(fx, paris);
    await acceptedCancellation(fx, newYork);
    expect(await runJobAt(fx, '2026-06-15T03:59:00Z')).toBe(1);
    expect([(await states(fx, paris))[0], (await states(fx, newYork))[0]]).toEqual(['ended', 'active']);
    expect(await runJobAt(fx, '2026-06-15T04:00:00Z')).toBe(1);
    expect((await states(fx, newYork))[0]).toBe('ended');
  });

  it('is idempotent: a second run ends nothing more and leaves the rows as they were', async () => {
    const fx = await setup();
    const id = await addSubscription(fx, {}, [{ name: 'Sauna' }]);
    await acceptedCancellation(fx, id);
    expect(await runJobAt(fx, '2026-07-01T12:00:00Z')).toBe(1);
    const after = await read<Subscription>(fx, `/subscriptions/${id}`);
    expect(await runJobAt(fx, '2026-07-02T12:00:00Z')).toBe(0);
    expect(await read<Subscription>(fx, `/subscriptions/${id}`)).toEqual(after);
    expect(await states(fx, id)).toEqual(['ended', 'ended']);
  });

  it('ends an option cancelled on its own at its date, and leaves subscriptions without an end date alone', async () => {
    const fx = await setup();
    const id = await addSubscription(fx, {}, [{ name: 'Sauna' }, { name: 'Towels' }]);
    const { options } = await read<Subscription>(fx, `/subscriptions/${id}`);
    const created = await post(fx, '/cancellations', { subscriptionOption: options[0], cancellationDate: '2026-04-14' });
    await post(fx, `/cancellations/${(await created.json()).id}/transitions`, { transition: 'accept' });
    const open = await addSubscription(fx, { engagedThrough: null });
    await runJobAt(fx, '2026-05-01T12:00:00Z');
    expect(await states(fx, id)).toEqual(['active', 'ended', 'active']);
    expect((await states(fx, open))[0]).toBe('active');
  });

  it('ends a fixed-term subscription\'s options with it, though they have no end date of their own', async () => {
    const fx = await setup();
    const id = await addSubscription(fx, { fixedTerm: true, engagedThrough: null, endDate: '2026-04-30' }, [{ name: 'Sauna' }]);
    expect(await runJobAt(fx, '2026-05-01T12:00:00Z')).toBe(1);
    expect(await states(fx, id)).toEqual(['ended', 'ended']);
  });

  it('an ended subscription has no cancellation dates and cannot be cancelled online', async () => {
    const fx = await setup();
    await configureOnline(fx, fx.clubs.a, openSettings(fx));
    const id = await addSubscription(fx, { startDate: '2025-03-15', engagedThrough: null });
    await acceptedCancellation(fx, id, '2026-04-14');
    await runJobAt(fx, '2026-04-20T12:00:00Z');
    expect((await call(`/${fx.token}/subscriptions/${id}/cancellation_dates`, { token: fx.partner })).status).toBe(204);
    await expectProblem(await cancelOnline(fx, id, { ...validBody(fx), cancellationDate: '2026-05-14' }), 400,
      'api.error.subscription-cancel-online.already-canceled');
  });
});
