// POST /cancellations/{id}/transitions (admin): accept, reject, cancel (void), what each does to the
// subscription and its options, and every other move refused.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { endDueSubscriptions } from '../../lib/domain/subscriptions/end-due-subscriptions';
import { setClock } from '../../lib/time/clock';
import { call, iriOf, tokenFor } from '../factories';
import { expectProblem, expectViolation } from '../problem';
import {
  addSubscription, cancelOnline, cascadedFrom, configureOnline, idOf, NOW, openSettings, post, read, setup, subscriptionIri, validBody,
  type Fixture,
} from './helpers';

beforeEach(() => setClock(NOW));
afterEach(() => setClock(null));

interface Cancellation { id: number; status: string; '@id': string }
interface Subscription { endDate: string | null; options: string[]; cancellations: string[] }

const move = (fx: Fixture, id: number, transition: string, token = fx.admin) => post(fx, `/cancellations/${id}/transitions`, { transition }, token);

async function submitted(fx: Fixture, target: Record<string, string>, cancellationDate = '2026-06-14'): Promise<number> {
  const res = await post(fx, '/cancellations', { ...target, cancellationDate });
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as Cancellation).id;
}

const optionEnds = async (fx: Fixture, subscription: Subscription) =>
  Promise.all(subscription.options.map(async (o) => (await read<{ endDate: string | null }>(fx, o.slice(fx.token.length + 1))).endDate));

describe('accept', () => {
  it('accepts a submitted request: the subscription gets its end date and its options follow', async () => {
    const fx = await setup();
    const id = await addSubscription(fx, {}, [{ name: 'Sauna' }, { name: 'Insurance', mandatory: true }]);
    const cancellation = await submitted(fx, { subscription: subscriptionIri(fx, id) });
    const res = await move(fx, cancellation, 'accept');
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await res.json()).toMatchObject({ '@id': iriOf(fx, 'cancellations', cancellation), status: 'accepted', cancellationDate: '2026-06-14' });
    const subscription = await read<Subscription>(fx, `/subscriptions/${id}`);
    expect(subscription.endDate).toBe('2026-06-14');
    expect(await optionEnds(fx, subscription)).toEqual(['2026-06-14', '2026-06-14']);
    const cascaded = await cascadedFrom(fx, cancellation);
    expect(cascaded.map((c) => [c.subscriptionOptionId, c.status, c.inputChannel])).toEqual(subscription.options.map((o) => [idOf(o), 'accepted', 'admin']));
  });

  it('accepts an option\'s request: only that option ends', async () => {
    const fx = await setup();
    const id = await addSubscription(fx, {}, [{ name: 'Sauna' }, { name: 'Towels' }]);
    const { options } = await read<Subscription>(fx, `/subscriptions/${id}`);
    const cancellation = await submitted(fx, { subscriptionOption: options[0]! }, '2026-04-14');
    expect((await move(fx, cancellation, 'accept')).status).toBe(200);
    const subscription = await read<Subscription>(fx, `/subscriptions/${id}`);
    expect(subscription.endDate).toBeNull();
    expect(await optionEnds(fx, subscription)).toEqual(['2026-04-14', null]);
  });

  it('leaves an option that ends earlier on its own as it is, and brings one ending later forward', async () => {
    const fx = await setup();
    const id = await addSubscription(fx, {}, [{ name: 'Sauna' }, { name: 'Towels' }, { name: 'Locker' }]);
    const { options } = await read<Subscription>(fx, `/subscriptions/${id}`);
    await move(fx, await submitted(fx, { subscriptionOption: options[0]! }, '2026-04-14'), 'accept');
    await move(fx, await submitted(fx, { subscriptionOption: options[1]! }, '2026-08-14'), 'accept');
    const main = await submitted(fx, { subscription: subscriptionIri(fx, id) });
    await move(fx, main, 'accept');
    expect(await optionEnds(fx, await read<Subscription>(fx, `/subscriptions/${id}`))).toEqual(['2026-04-14', '2026-06-14', '2026-06-14']);
    expect((await cascadedFrom(fx, main)).map((c) => c.subscriptionOptionId)).toEqual([idOf(options[1]!), idOf(options[2]!)]);

    // Voiding the subscription's cancellation gives each option back its own end, or none.
    expect((await move(fx, main, 'cancel')).status).toBe(200);
    expect(await optionEnds(fx, await read<Subscription>(fx, `/subscriptions/${id}`))).toEqual(['2026-04-14', '2026-08-14', null]);
  });
});

describe('reject and cancel', () => {
  it('reject closes a submitted request without touching the subscription; a new one can then be made', async () => {
    const fx = await setup();
    const id = await addSubscription(fx);
    const cancellation = await submitted(fx, { subscription: subscriptionIri(fx, id) });
    const res = await move(fx, cancellation, 'reject');
    expect(res.status).toBe(200);
    expect((await res.json()).status).toBe('rejected');
    expect((await read<Subscription>(fx, `/subscriptions/${id}`)).endDate).toBeNull();
    expect((await post(fx, '/cancellations', { subscription: subscriptionIri(fx, id), cancellationDate: '2026-07-14' })).status).toBe(201);
  });

  it('cancel voids a submitted request', async () => {
    const fx = await setup();
    const id = await addSubscription(fx);
    const cancellation = await submitted(fx, { subscription: subscriptionIri(fx, id) });
    expect((await (await move(fx, cancellation, 'cancel')).json()).status).toBe('canceled');
    expect((await read<Subscription>(fx, `/subscriptions/${id}`)).endDate).toBeNull();
  });

  it('cancel voids an accepted one: the end dates are cleared, the cascade is voided, and the member may cancel again', async () => {
    const fx = await setup();
    await configureOnline(fx, fx.clubs.a, openSettings(fx));
    const id = await addSubscription(fx, {}, [{ name: 'Sauna' }, { name: 'Insurance', mandatory: true }]);
    const { cancellations } = await (await cancelOnline(fx, id, validBody(fx))).json();
    const online = idOf(cancellations[0]);
    expect((await move(fx, online, 'cancel')).status).toBe(200);
    const subscription = await read<Subscription>(fx, `/subscriptions/${id}`);
    expect(subscription.endDate).toBeNull();
    expect(await optionEnds(fx, subscription)).toEqual([null, null]);
    expect((await cascadedFrom(fx, online)).map((c) => c.status)).toEqual(['canceled', 'canceled']);
    expect((await cancelOnline(fx, id, { ...validBody(fx), cancellationDate: '2026-07-14' })).status).toBe(201);
  });

  it('cannot void an accepted cancellation once the subscription has ended, nor one of a fixed-term or upfront subscription', async () => {
    const fx = await setup();
    const ended = await addSubscription(fx);
    const first = await submitted(fx, { subscription: subscriptionIri(fx, ended) });
    await move(fx, first, 'accept');
    setClock(new Date('2026-06-15T10:00:00Z'));
    await endDueSubscriptions({ tenantIds: [fx.tenant.id] });
    await expectProblem(await move(fx, first, 'cancel'), 400, 'api.error.cancellation.transition-not-allowed');
    setClock(NOW);

    const upfront = await addSubscription(fx, { paymentType: 'upfront', engagedThrough: null, endDate: '2026-12-31' });
    const early = await submitted(fx, { subscription: subscriptionIri(fx, upfront) });
    await move(fx, early, 'accept');
    await expectProblem(await move(fx, early, 'cancel'), 400, 'api.error.cancellation.transition-not-allowed');
    expect((await read<Subscription>(fx, `/subscriptions/${upfront}`)).endDate).toBe('2026-06-14');
  });
});

describe('refused moves', () => {
  it('every move the table does not allow is a 400 transition-not-allowed, and changes nothing', async () => {
    const fx = await setup();
    const reach = async (status: 'accepted' | 'rejected' | 'canceled') => {
      const id = await submitted(fx, { subscription: subscriptionIri(fx, await addSubscription(fx)) });
      await move(fx, id, status === 'accepted' ? 'accept' : status === 'rejected' ? 'reject' : 'cancel');
      return id;
    };
    const refused: [status: 'accepted' | 'rejected' | 'canceled', transition: string][] = [
      ['accepted', 'accept'], ['accepted', 'reject'],
      ['rejected', 'accept'], ['rejected', 'reject'], ['rejected', 'cancel'],
      ['canceled', 'accept'], ['canceled', 'reject'], ['canceled', 'cancel'],
    ];
    for (const [status, transition] of refused) {
      const id = await reach(status);
      const body = await expectProblem(await move(fx, id, transition), 400, 'api.error.cancellation.transition-not-allowed');
      expect(body.detail).toContain(status);
      expect((await read<Cancellation>(fx, `/cancellations/${id}`)).status).toBe(status);
    }
  });

  it('a cascaded option cancellation is decided with its subscription\'s, not on its own', async () => {
    const fx = await setup();
    const id = await addSubscription(fx, {}, [{ name: 'Insurance', mandatory: true }]);
    const main = await submitted(fx, { subscription: subscriptionIri(fx, id) });
    await move(fx, main, 'accept');
    const [child] = await cascadedFrom(fx, main);
    await expectProblem(await move(fx, child!.id, 'cancel'), 400, 'api.error.cancellation.transition-not-allowed');
    expect((await read<Cancellation>(fx, `/cancellations/${child!.id}`)).status).toBe('accepted');
  });

  it('an unknown transition is a 400, an unknown cancellation a 404, a contact token a 403', async () => {
    const fx = await setup();
    const id = await submitted(fx, { subscription: subscriptionIri(fx, await addSubscription(fx)) });
    await expectViolation(await move(fx, id, 'approve'), 'transition');
    await expectViolation(await post(fx, `/cancellations/${id}/transitions`, {}), 'transition');
    await expectProblem(await move(fx, 999_999_999, 'accept'), 404, 'api.error.not-found');
    // The partner scope may decide (issue 19: every endpoint of the spec); a member may not decide its own request.
    const alice = await tokenFor(fx, 'partner', { grant: 'contact', email: fx.emails.alice });
    await expectProblem(await move(fx, id, 'accept', alice), 403, 'api.error.scope.unauthorized-endpoint');
    const other = await setup();
    await expectProblem(await call(`/${other.token}/cancellations/${id}/transitions`, { token: other.admin, method: 'POST', body: { transition: 'accept' } }),
      404, 'api.error.not-found');
    expect((await read<Cancellation>(fx, `/cancellations/${id}`)).status).toBe('submitted');
  });
});
