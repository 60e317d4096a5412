// POST /subscriptions (staff import) and DELETE /subscriptions/{id} with its events.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setClock } from '../../lib/time/clock';
import { runDeliveryRound } from '../../lib/events/delivery-worker';
import { call, iriOf, tokenFor } from '../factories';
import { expectProblem, expectViolation, expectIgnored } from '../problem';
import { startReceiver } from '../events/receiver';
import { eventsOf, idOf, NOW, post, read, setup, subscriptionIri, type Fixture } from './helpers';

const body = (fx: Fixture, overrides: Record<string, unknown> = {}) => ({
  contactId: iriOf(fx, 'contacts', fx.contacts.bob), clubId: iriOf(fx, 'clubs', fx.clubs.b), name: 'Imported monthly',
  paymentType: 'direct_debit', startDate: '2025-09-01', engagedThrough: '2026-08-31', rhythmBilling: 'monthly', ...overrides,
});

const closers: (() => Promise<void>)[] = [];
beforeEach(() => setClock(NOW));
afterEach(async () => {
  setClock(null);
  await Promise.all(closers.splice(0).map((close) => close()));
});

describe('POST /subscriptions (admin import)', () => {
  it('creates the subscription with its options, answers 201 with Location, and makes the contact a client', async () => {
    const fx = await setup();
    const prospect = await post(fx, '/contacts', {
      email: `nina@${fx.token}.test`, givenName: 'Nina', familyName: 'Roux', birthDate: '1992-02-02', clubId: iriOf(fx, 'clubs', fx.clubs.b),
    });
    expect(prospect.status).toBe(201);
    const nina = await prospect.json();
    expect(nina.state).toBe('prospect');

    const res = await post(fx, '/subscriptions', body(fx, {
      contactId: nina['@id'], options: [{ name: 'Sauna' }, { name: 'Insurance', mandatory: true }],
    }));
    expect(res.status, await res.clone().text()).toBe(201);
    const created = await res.json();
    expect(res.headers.get('location')).toBe(`/api${created['@id']}`);
    expect(created).toMatchObject({
      '@type': 'Subscription', contactId: nina['@id'], clubId: iriOf(fx, 'clubs', fx.clubs.b), name: 'Imported monthly', paymentType: 'direct_debit',
      fixedTerm: false, startDate: '2025-09-01', engagedThrough: '2026-08-31', endDate: null, rhythmBilling: 'monthly', state: 'active', cancellations: [],
    });
    expect(created.options).toHaveLength(2);
    const insurance = await read(fx, created.options[1].slice(fx.token.length + 1));
    expect(insurance).toMatchObject({ name: 'Insurance', mandatory: true, package: null, subscription: created['@id'] });
    expect((await read(fx, `/subscriptions/${created.id}`)).name).toBe('Imported monthly');
    expect((await read<{ state: string }>(fx, `/contacts/${nina.id}`)).state).toBe('client');
  });

  it('imports fixed-term and upfront subscriptions with their end date', async () => {
    const fx = await setup();
    const fixed = await post(fx, '/subscriptions', body(fx, { fixedTerm: true, engagedThrough: null, endDate: '2026-02-28' }));
    expect(fixed.status).toBe(201);
    expect(await fixed.json()).toMatchObject({ fixedTerm: true, endDate: '2026-02-28', engagedThrough: null });
    const upfront = await post(fx, '/subscriptions', body(fx, { paymentType: 'upfront', engagedThrough: null, endDate: '2026-08-31', rhythmBilling: 'week4' }));
    expect(upfront.status).toBe(201);
    expect(await upfront.json()).toMatchObject({ paymentType: 'upfront', rhythmBilling: 'week4', endDate: '2026-08-31' });
  });

  it('refuses an end or commitment before the start, and fixed-term or upfront without an end date', async () => {
    const fx = await setup();
    await expectViolation(await post(fx, '/subscriptions', body(fx, { endDate: '2025-08-31' })), 'endDate', 'before-start');
    await expectViolation(await post(fx, '/subscriptions', body(fx, { engagedThrough: '2025-08-31' })), 'engagedThrough', 'before-start');
    await expectViolation(await post(fx, '/subscriptions', body(fx, { fixedTerm: true })), 'endDate', 'required');
    await expectViolation(await post(fx, '/subscriptions', body(fx, { paymentType: 'upfront', engagedThrough: null })), 'endDate', 'required');
    expect(await read<unknown[]>(fx, `/subscriptions?contact=${encodeURIComponent(iriOf(fx, 'contacts', fx.contacts.bob))}`)).toEqual([]);
  });

  it('refuses bad values: dates, enums, unknown fields and missing ones', async () => {
    const fx = await setup();
    await expectViolation(await post(fx, '/subscriptions', body(fx, { startDate: '2025-02-30' })), 'startDate');
    await expectViolation(await post(fx, '/subscriptions', body(fx, { rhythmBilling: 'yearly' })), 'rhythmBilling');
    await expectViolation(await post(fx, '/subscriptions', body(fx, { paymentType: 'cash' })), 'paymentType');
    await expectIgnored(await post(fx, '/subscriptions', body(fx, { state: 'ended' })), 'state');
    const { name: _name, ...nameless } = body(fx);
    await expectViolation(await post(fx, '/subscriptions', nameless), 'name', 'required');
  });

  it('refuses IRIs that are not of this tenant: bare numbers, another tenant\'s, unknown ones, another collection', async () => {
    const fx = await setup();
    const other = await setup();
    await expectViolation(await post(fx, '/subscriptions', body(fx, { contactId: String(fx.contacts.bob) })), 'contactId', 'invalid-iri');
    await expectViolation(await post(fx, '/subscriptions', body(fx, { contactId: iriOf(other, 'contacts', other.contacts.bob) })), 'contactId', 'invalid-iri');
    await expectViolation(await post(fx, '/subscriptions', body(fx, { clubId: iriOf(fx, 'contacts', fx.contacts.bob) })), 'clubId', 'invalid-iri');
    await expectViolation(await post(fx, '/subscriptions', body(fx, { clubId: iriOf(other, 'clubs', other.clubs.b) })), 'clubId', 'invalid-iri');
    await expectViolation(await post(fx, '/subscriptions', body(fx, { contactId: iriOf(fx, 'contacts', 999_999_999) })), 'contactId', 'not-found');
    await expectViolation(await post(fx, '/subscriptions', body(fx, { clubId: iriOf(fx, 'clubs', 999_999_999) })), 'clubId', 'not-found');
    await expectViolation(await post(fx, '/subscriptions', body(fx, { options: [{ name: 'Pack', package: '12' }] })), 'options.0.package', 'invalid-iri');
  });

  it('is staff only, and a club token imports into its own club only', async () => {
    const fx = await setup();
    await expectProblem(await post(fx, '/subscriptions', body(fx), fx.partner), 403, 'api.error.scope.unauthorized-endpoint');
    const clubA = await tokenFor(fx, 'admin', { grant: 'club', clubId: fx.clubs.a });
    const alice = iriOf(fx, 'contacts', fx.contacts.alice);
    await expectProblem(await post(fx, '/subscriptions', body(fx, { contactId: alice }), clubA), 403, 'api.error.scope.unauthorized-club');
    await expectProblem(await post(fx, '/subscriptions', body(fx), clubA), 403, 'api.error.scope.unauthorized-club');
    expect((await post(fx, '/subscriptions', body(fx, { contactId: alice, clubId: iriOf(fx, 'clubs', fx.clubs.a) }), clubA)).status).toBe(201);
  });
});

describe('DELETE /subscriptions/{id} (admin)', () => {
  it('deletes the subscription, its options and cancellations, and emits one event each, options first', async () => {
    const fx = await setup();
    const created = await (await post(fx, '/subscriptions', body(fx, { options: [{ name: 'Sauna' }, { name: 'Towels' }] }))).json();
    const cancellation = await post(fx, '/cancellations', { subscription: created['@id'], cancellationDate: '2026-08-31' });
    expect(cancellation.status).toBe(201);
    const before = (await eventsOf(fx.tenant.id)).length;

    const removed = await call(`/${fx.token}/subscriptions/${created.id}`, { token: fx.admin, method: 'DELETE' });
    expect(removed.status).toBe(204);
    const clubId = iriOf(fx, 'clubs', fx.clubs.b);
    expect((await eventsOf(fx.tenant.id)).slice(before).map((e) => [e.event, e.object, e.clubId])).toEqual([
      ['subscription_option.deleted', { subscriptionOptionId: created.options[0], clubId }, fx.clubs.b],
      ['subscription_option.deleted', { subscriptionOptionId: created.options[1], clubId }, fx.clubs.b],
      ['subscription.deleted', { subscriptionId: created['@id'], clubId }, fx.clubs.b],
    ]);
    await expectProblem(await call(`/${fx.token}/subscriptions/${created.id}`, { token: fx.admin }), 404, 'api.error.not-found');
    await expectProblem(await call(created.options[0], { token: fx.admin }), 404, 'api.error.not-found');
    await expectProblem(await call(`/${fx.token}/cancellations/${(await cancellation.json()).id}`, { token: fx.admin }), 404, 'api.error.not-found');
    await expectProblem(await call(`/${fx.token}/subscriptions/${created.id}`, { token: fx.admin, method: 'DELETE' }), 404, 'api.error.not-found');
  });

  it('delivers the events to the webhook with exactly the spec\'s keys', async () => {
    const fx = await setup();
    const receiver = await startReceiver();
    closers.push(receiver.close);
    const put = await call(`/${fx.token}/webhook_endpoint`, { token: fx.admin, method: 'PUT', body: { url: receiver.url } });
    expect(put.status, await put.clone().text()).toBe(200);
    const created = await (await post(fx, '/subscriptions', body(fx, { options: [{ name: 'Sauna' }] }))).json();
    await runDeliveryRound({ tenantIds: [fx.tenant.id] });
    receiver.received.splice(0);

    expect((await call(`/${fx.token}/subscriptions/${created.id}`, { token: fx.admin, method: 'DELETE' })).status).toBe(204);
    await runDeliveryRound({ tenantIds: [fx.tenant.id] });
    const clubId = iriOf(fx, 'clubs', fx.clubs.b);
    expect(receiver.received.map((r) => JSON.parse(r.body))).toEqual([
      { event: 'subscription_option.deleted', data: { object: { subscriptionOptionId: created.options[0], clubId } } },
      { event: 'subscription.deleted', data: { object: { subscriptionId: subscriptionIri(fx, created.id), clubId } } },
    ]);
    expect(idOf(created.options[0])).toBeGreaterThan(0);
  });

  it('is staff only and never reaches another tenant', async () => {
    const fx = await setup();
    const other = await setup();
    const created = await (await post(fx, '/subscriptions', body(fx))).json();
    await expectProblem(await call(`/${fx.token}/subscriptions/${created.id}`, { token: fx.partner, method: 'DELETE' }),
      403, 'api.error.scope.unauthorized-endpoint');
    await expectProblem(await call(`/${other.token}/subscriptions/${created.id}`, { token: other.admin, method: 'DELETE' }), 404, 'api.error.not-found');
    expect((await read(fx, `/subscriptions/${created.id}`)).state).toBe('active');
  });
});
