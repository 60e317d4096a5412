// Reading subscriptions: GET /subscriptions?contact=, /subscriptions/{id}, /subscription_summary,
// /subscription_options/{id}, with partner, contact-scoped and club-scoped tokens.
import { beforeAll, describe, expect, it } from 'vitest';
import { call, iriOf, tokenFor } from '../factories';
import { expectProblem } from '../problem';
import { addSubscription, read, setup, subscriptionIri, type Fixture } from './helpers';

let fx: Fixture;
let other: Fixture;
let monthly: number;
let upfront: number;
let bobs: number;
beforeAll(async () => {
  [fx, other] = await Promise.all([setup(), setup()]);
  monthly = await addSubscription(fx, {}, [{ name: 'Sauna' }, { name: 'Insurance', mandatory: true }]);
  upfront = await addSubscription(fx, {
    name: 'Yearly', paymentType: 'upfront', startDate: '2024-01-01', engagedThrough: null, endDate: '2024-12-31', state: 'ended',
  });
  bobs = await addSubscription(fx, { contactId: fx.contacts.bob, clubId: fx.clubs.b, name: 'Berlin monthly', rhythmBilling: 'week4' });
});

const list = async (path: string, token = fx.partner) => {
  const res = await call(`/${fx.token}${path}`, { token });
  expect(res.status, await res.clone().text()).toBe(200);
  return res.json();
};

describe('GET /subscriptions/{id}', () => {
  it('answers every field of CONTRACT §6, options and cancellations as IRIs', async () => {
    const res = await call(`/${fx.token}/subscriptions/${monthly}`, { token: fx.partner });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toEqual({
      '@context': '/contexts/Subscription', '@id': subscriptionIri(fx, monthly), '@type': 'Subscription', id: monthly,
      contactId: iriOf(fx, 'contacts', fx.contacts.alice), contact: { '@id': iriOf(fx, 'contacts', fx.contacts.alice) },
      clubId: iriOf(fx, 'clubs', fx.clubs.a), offerId: null, name: 'Monthly Club',
      paymentType: 'direct_debit', fixedTerm: false, startDate: '2025-06-15', engagedThrough: '2026-06-14', endDate: null,
      rhythmBilling: 'monthly', state: 'active', options: [expect.stringMatching(new RegExp(`^/${fx.token}/subscription_options/\\d+$`)),
        expect.stringMatching(new RegExp(`^/${fx.token}/subscription_options/\\d+$`))], cancellations: [],
    });
  });

  it('reads an option with its subscription, mandatory flag and package', async () => {
    const { options } = await read<{ options: string[] }>(fx, `/subscriptions/${monthly}`);
    const insurance = await read(fx, options[1]!.slice(fx.token.length + 1), fx.partner);
    expect(insurance).toEqual({
      '@id': options[1], '@type': 'SubscriptionOption', id: Number(options[1]!.split('/').at(-1)), subscription: subscriptionIri(fx, monthly),
      name: 'Insurance', mandatory: true, package: null, endDate: null, state: 'active',
    });
  });

  it('is a 404 for an unknown id or another tenant\'s subscription or option', async () => {
    const foreign = await addSubscription(other, {}, [{ name: 'Sauna' }]);
    const { options } = await read<{ options: string[] }>(other, `/subscriptions/${foreign}`);
    await expectProblem(await call(`/${fx.token}/subscriptions/${foreign}`, { token: fx.partner }), 404, 'api.error.not-found');
    await expectProblem(await call(`/${fx.token}/subscriptions/999999999`, { token: fx.partner }), 404, 'api.error.not-found');
    await expectProblem(await call(`/${fx.token}/subscription_options/${options[0]!.split('/').at(-1)}`, { token: fx.partner }), 404, 'api.error.not-found');
  });

  it('lets a contact token read its own subscriptions only, and a club token its club\'s only', async () => {
    const alice = await tokenFor(fx, 'partner', { grant: 'contact', email: fx.emails.alice });
    expect((await call(`/${fx.token}/subscriptions/${monthly}`, { token: alice })).status).toBe(200);
    await expectProblem(await call(`/${fx.token}/subscriptions/${bobs}`, { token: alice }), 403, 'api.error.auth.contact-scope');
    const clubB = await tokenFor(fx, 'partner', { grant: 'club', clubId: fx.clubs.b });
    expect((await call(`/${fx.token}/subscriptions/${bobs}`, { token: clubB })).status).toBe(200);
    const refused = await expectProblem(await call(`/${fx.token}/subscriptions/${monthly}`, { token: clubB }), 403, 'api.error.scope.unauthorized-club');
    expect(refused.detail).toMatch(/club/);
    const { options } = await read<{ options: string[] }>(fx, `/subscriptions/${monthly}`);
    await expectProblem(await call(options[0]!, { token: clubB }), 403, 'api.error.scope.unauthorized-club');
  });
});

describe('GET /subscriptions?contact=', () => {
  it('lists a contact\'s subscriptions, the active one first, as a hydra collection (CONTRACT §10)', async () => {
    const body = await list(`/subscriptions?contact=${encodeURIComponent(iriOf(fx, 'contacts', fx.contacts.alice))}`);
    expect(body['hydra:totalItems']).toBe(2);
    expect(body['hydra:member'].map((s: { id: number }) => s.id)).toEqual([monthly, upfront]);
    expect(body['hydra:member'][1]).toMatchObject({ state: 'ended', paymentType: 'upfront', endDate: '2024-12-31' });
  });

  it('puts the tenant\'s active subscriptions first, newest start first, then the others (CONTRACT §10)', async () => {
    const older = await addSubscription(other, { startDate: '2026-01-05' });
    const newer = await addSubscription(other, { contactId: other.contacts.bob, clubId: other.clubs.b, startDate: '2026-03-01' });
    const ended = await addSubscription(other, { startDate: '2026-06-01', engagedThrough: null, endDate: '2026-06-30', state: 'ended' });
    const res = await call(`/${other.token}/subscriptions`, { token: other.partner });
    const body = await res.json() as { 'hydra:member': { id: number }[] };
    const mine = new Set([older, newer, ended]);
    expect(body['hydra:member'].map((s) => s.id).filter((id) => mine.has(id))).toEqual([newer, older, ended]);
  });

  it('gives a contact token its own list without naming itself, and refuses another contact', async () => {
    const bob = await tokenFor(fx, 'partner', { grant: 'contact', email: fx.emails.bob });
    const own = await list('/subscriptions', bob);
    expect(own['hydra:member'].map((s: { id: number }) => s.id)).toEqual([bobs]);
    await expectProblem(await call(`/${fx.token}/subscriptions?contact=${encodeURIComponent(iriOf(fx, 'contacts', fx.contacts.alice))}`, { token: bob }),
      403, 'api.error.auth.contact-scope');
  });

  it('refuses a contact IRI of another tenant, and ignores a bare number, naming it', async () => {
    const foreign = encodeURIComponent(iriOf(other, 'contacts', other.contacts.alice));
    expect((await call(`/${fx.token}/subscriptions?contact=${foreign}`, { token: fx.partner })).status).toBe(400);
    const bare = await call(`/${fx.token}/subscriptions?contact=${fx.contacts.alice}`, { token: fx.partner });
    expect(bare.headers.get('x-ignored-parameters')).toBe('contact');
  });
});

describe('GET /subscription_summary?contact=', () => {
  it('answers one object with the contact and all its subscriptions', async () => {
    const contactId = iriOf(fx, 'contacts', fx.contacts.alice);
    const body = await list(`/subscription_summary?contact=${encodeURIComponent(contactId)}`);
    expect(body.contactId).toBe(contactId);
    expect(body.subscriptions.map((s: { '@id': string }) => s['@id'])).toEqual([subscriptionIri(fx, monthly), subscriptionIri(fx, upfront)]);
    expect(body.subscriptions[0].options).toHaveLength(2);
  });

  it('needs the contact, and keeps a contact token to itself', async () => {
    expect((await call(`/${fx.token}/subscription_summary`, { token: fx.partner })).status).toBe(400);
    const bob = await tokenFor(fx, 'partner', { grant: 'contact', email: fx.emails.bob });
    await expectProblem(await call(`/${fx.token}/subscription_summary?contact=${encodeURIComponent(iriOf(fx, 'contacts', fx.contacts.alice))}`,
      { token: bob }), 403, 'api.error.auth.contact-scope');
    const own = await list(`/subscription_summary?contact=${encodeURIComponent(iriOf(fx, 'contacts', fx.contacts.bob))}`, bob);
    expect(own.subscriptions.map((s: { id: number }) => s.id)).toEqual([bobs]);
  });
});
