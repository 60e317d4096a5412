// POST /cancellations (back office) and GET /cancellations: a submitted request of a subscription or
// of one option, no online rule checked; the option rules; the filters.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setClock } from '../../lib/time/clock';
import { call, iriOf, tokenFor } from '../factories';
import { expectProblem, expectViolation, expectIgnored } from '../problem';
import {
  addContact, addDebt, addPackagedOption, addSubscription, cancelOnline, configureOnline, idOf, motiveIri, NOW, openSettings, post, read, setup,
  subscriptionIri, TODAY, validBody, type Fixture,
} from './helpers';

beforeEach(() => setClock(NOW));
afterEach(() => setClock(null));

const optionIri = (fx: Fixture, id: number) => iriOf(fx, 'subscription_options', id);

async function optionsOf(fx: Fixture, subscriptionId: number): Promise<number[]> {
  return (await read<{ options: string[] }>(fx, `/subscriptions/${subscriptionId}`)).options.map(idOf);
}

describe('POST /cancellations', () => {
  it('records a submitted request with the defaults, and leaves the subscription untouched', async () => {
    const fx = await setup();
    const id = await addSubscription(fx);
    const res = await post(fx, '/cancellations', { subscription: subscriptionIri(fx, id), cancellationDate: '2026-04-14' });
    expect(res.status, await res.clone().text()).toBe(201);
    const created = await res.json();
    expect(res.headers.get('location')).toBe(`/api${created['@id']}`);
    expect(created).toEqual({
      '@context': '/contexts/Cancellation', '@id': iriOf(fx, 'cancellations', created.id), '@type': 'Cancellation', id: created.id,
      subscription: subscriptionIri(fx, id), subscriptionOption: null, receptionDate: TODAY, cancellationDate: '2026-04-14',
      cancellationMotiveId: null, comment: '', status: 'submitted', inputChannel: 'admin', type: 'simple',
      contact: { '@id': iriOf(fx, 'contacts', fx.contacts.alice), familyName: 'Test', givenName: 'Alice', number: 'C1' },
      refundPolicy: 'period_end', createCreditNote: true,
    });
    expect(await read(fx, `/subscriptions/${id}`)).toMatchObject({ endDate: null, cancellations: [created['@id']] });
  });

  it('takes today in the club\'s time zone as the default reception date', async () => {
    const fx = await setup();
    // 23:30 UTC on March 10: already March 11 in Paris (club a), still March 10 in New York (club c).
    setClock(new Date('2026-03-10T23:30:00Z'));
    const member = await addContact(fx, fx.clubs.c, 'Nina');
    const paris = await post(fx, '/cancellations', { subscription: subscriptionIri(fx, await addSubscription(fx)), cancellationDate: '2026-06-14' });
    const newYork = await post(fx, '/cancellations', {
      subscription: subscriptionIri(fx, await addSubscription(fx, { contactId: member.id, clubId: fx.clubs.c })), cancellationDate: '2026-06-14',
    });
    expect([(await paris.json()).receptionDate, (await newYork.json()).receptionDate]).toEqual(['2026-03-11', '2026-03-10']);
  });

  it('keeps every field given', async () => {
    const fx = await setup();
    const id = await addSubscription(fx);
    const created = await (await post(fx, '/cancellations', {
      subscription: subscriptionIri(fx, id), receptionDate: '2026-03-01', cancellationDate: '2026-03-14', cancellationMotiveId: motiveIri(fx, fx.motives[2]!),
      inputChannel: 'member', comment: 'Letter received', refundPolicy: 'prorata', createCreditNote: false,
    })).json();
    expect(created).toMatchObject({
      receptionDate: '2026-03-01', cancellationDate: '2026-03-14', cancellationMotiveId: motiveIri(fx, fx.motives[2]!), inputChannel: 'member',
      comment: 'Letter received', refundPolicy: 'prorata', createCreditNote: false, status: 'submitted',
    });
  });

  it('checks no online rule: online cancellation off, motive not included, debt, inside the commitment, not a renewal date', async () => {
    const fx = await setup();
    const id = await addSubscription(fx);
    await addDebt(fx, fx.contacts.alice, 99_000);
    const res = await post(fx, '/cancellations', { subscription: subscriptionIri(fx, id), cancellationDate: TODAY, cancellationMotiveId: motiveIri(fx, fx.motives[1]!) });
    expect(res.status).toBe(201);
  });

  it('needs exactly one of subscription and subscriptionOption', async () => {
    const fx = await setup();
    const id = await addSubscription(fx, {}, [{ name: 'Sauna' }]);
    const [option] = await optionsOf(fx, id);
    await expectViolation(await post(fx, '/cancellations', { cancellationDate: '2026-06-14' }), 'subscription', 'exactly-one');
    await expectViolation(await post(fx, '/cancellations', {
      subscription: subscriptionIri(fx, id), subscriptionOption: optionIri(fx, option!), cancellationDate: '2026-06-14',
    }), 'subscription', 'exactly-one');
  });

  it('cancels a normal option alone, but not a mandatory one nor one of a package', async () => {
    const fx = await setup();
    const id = await addSubscription(fx, {}, [{ name: 'Sauna' }, { name: 'Insurance', mandatory: true }]);
    const [sauna, insurance] = await optionsOf(fx, id);
    const packaged = await addPackagedOption(fx, id);
    const res = await post(fx, '/cancellations', { subscriptionOption: optionIri(fx, sauna!), cancellationDate: '2026-04-14' });
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ subscription: null, subscriptionOption: optionIri(fx, sauna!), status: 'submitted' });
    for (const option of [insurance!, packaged]) {
      await expectProblem(await post(fx, '/cancellations', { subscriptionOption: optionIri(fx, option), cancellationDate: '2026-04-14' }),
        400, 'api.error.cancellation.option-not-cancellable-alone');
    }
  });

  it('refuses a second request while one is pending or accepted, for the subscription or for an option', async () => {
    const fx = await setup();
    await configureOnline(fx, fx.clubs.a, openSettings(fx));
    const id = await addSubscription(fx, {}, [{ name: 'Sauna' }]);
    const [sauna] = await optionsOf(fx, id);
    const body = { subscriptionOption: optionIri(fx, sauna!), cancellationDate: '2026-04-14' };
    expect((await post(fx, '/cancellations', body)).status).toBe(201);
    await expectProblem(await post(fx, '/cancellations', body), 400, 'api.error.cancellation.already-canceled');

    const other = await addSubscription(fx, {}, [{ name: 'Towels' }]);
    expect((await cancelOnline(fx, other, validBody(fx))).status).toBe(201);
    await expectProblem(await post(fx, '/cancellations', { subscription: subscriptionIri(fx, other), cancellationDate: '2026-07-14' }),
      400, 'api.error.cancellation.already-canceled');
    // The option was cancelled with its subscription: no later end of its own.
    const [towels] = await optionsOf(fx, other);
    await expectProblem(await post(fx, '/cancellations', { subscriptionOption: optionIri(fx, towels!), cancellationDate: '2026-07-14' }),
      400, 'api.error.cancellation.already-canceled');
  });

  it('refuses dates and IRIs that do not fit', async () => {
    const fx = await setup();
    const other = await setup();
    const id = await addSubscription(fx);
    const subscription = subscriptionIri(fx, id);
    await expectViolation(await post(fx, '/cancellations', { subscription, cancellationDate: '2026-03-09' }), 'cancellationDate', 'before-reception');
    await expectViolation(await post(fx, '/cancellations', { subscription, cancellationDate: '2026-02-30' }), 'cancellationDate');
    await expectViolation(await post(fx, '/cancellations', { subscription }), 'cancellationDate', 'required');
    await expectViolation(await post(fx, '/cancellations', { subscription, cancellationDate: '2026-06-14', refundPolicy: 'never' }), 'refundPolicy');
    await expectViolation(await expectIgnored(await post(fx, '/cancellations', { subscription, cancellationDate: '2026-02-30', status: 'accepted' }), 'status'), 'cancellationDate');
    await expectViolation(await post(fx, '/cancellations', { subscription: String(id), cancellationDate: '2026-06-14' }), 'subscription', 'invalid-iri');
    await expectViolation(await post(fx, '/cancellations', { subscription: subscriptionIri(other, id), cancellationDate: '2026-06-14' }),
      'subscription', 'invalid-iri');
    await expectViolation(await post(fx, '/cancellations', { subscription: subscriptionIri(fx, 999_999_999), cancellationDate: '2026-06-14' }),
      'subscription', 'not-found');
    await expectViolation(await post(fx, '/cancellations', { subscriptionOption: optionIri(fx, 999_999_999), cancellationDate: '2026-06-14' }),
      'subscriptionOption', 'not-found');
    await expectViolation(await post(fx, '/cancellations', { subscription, cancellationDate: '2026-06-14', cancellationMotiveId: motiveIri(fx, 999_999_999) }),
      'cancellationMotiveId', 'not-found');
    await expectViolation(await post(fx, '/cancellations', { subscription, cancellationDate: '2026-06-14', cancellationMotiveId: motiveIri(other, other.motives[0]!) }),
      'cancellationMotiveId', 'invalid-iri');
    expect((await read(fx, `/subscriptions/${id}`)).cancellations).toEqual([]);
  });

  it('is refused to contact tokens, and to a club token on another club\'s subscription', async () => {
    const fx = await setup();
    const id = await addSubscription(fx, {}, [{ name: 'Insurance', mandatory: true }]);
    const body = { subscription: subscriptionIri(fx, id), cancellationDate: '2026-06-14' };
    const alice = await tokenFor(fx, 'partner', { grant: 'contact', email: fx.emails.alice });
    expect((await post(fx, '/cancellations', body, alice)).status).toBe(403);
    const clubB = await tokenFor(fx, 'partner', { grant: 'club', clubId: fx.clubs.b });
    await expectProblem(await post(fx, '/cancellations', body, clubB), 403, 'api.error.scope.unauthorized-club');
    const [insurance] = await optionsOf(fx, id);
    await expectProblem(await post(fx, '/cancellations', { subscriptionOption: optionIri(fx, insurance!), cancellationDate: '2026-06-14' }, clubB),
      403, 'api.error.scope.unauthorized-club');
    expect((await post(fx, '/cancellations', body, fx.partner)).status).toBe(201);
  });
});

describe('GET /cancellations', () => {
  it('filters by status, subscription and club, newest first', async () => {
    const fx = await setup();
    const first = await addSubscription(fx);
    const second = await addSubscription(fx);
    const berlin = await addSubscription(fx, { contactId: fx.contacts.bob, clubId: fx.clubs.b });
    const make = async (id: number) => (await (await post(fx, '/cancellations', { subscription: subscriptionIri(fx, id), cancellationDate: '2026-06-14' })).json()).id as number;
    const a1 = await make(first);
    const a2 = await make(second);
    const b1 = await make(berlin);
    await post(fx, `/cancellations/${a2}/transitions`, { transition: 'reject' });

    const ids = async (query: string, token = fx.admin) => (await read<{ id: number }[]>(fx, `/cancellations${query}`, token)).map((c) => c.id);
    expect(await ids('')).toEqual([b1, a2, a1]);
    expect(await ids('?status=submitted')).toEqual([b1, a1]);
    expect(await ids('?status=rejected')).toEqual([a2]);
    expect(await ids(`?subscription=${encodeURIComponent(subscriptionIri(fx, second))}`)).toEqual([a2]);
    expect(await ids(`?club=${encodeURIComponent(iriOf(fx, 'clubs', fx.clubs.a))}`)).toEqual([a2, a1]);
    expect(await ids(`?club=${encodeURIComponent(iriOf(fx, 'clubs', fx.clubs.a))}&status=submitted`)).toEqual([a1]);
    expect((await call(`/${fx.token}/cancellations?status=done`, { token: fx.admin })).headers.get('x-ignored-parameters')).toBe('status');

    const clubB = await tokenFor(fx, 'partner', { grant: 'club', clubId: fx.clubs.b });
    expect(await ids('', clubB)).toEqual([b1]);
    // A filter naming another club is refused, not answered empty (issue 19).
    await expectProblem(await call(`/${fx.token}/cancellations?club=${encodeURIComponent(iriOf(fx, 'clubs', fx.clubs.a))}`, { token: clubB }),
      403, 'api.error.scope.unauthorized-club');
    const alice = await tokenFor(fx, 'partner', { grant: 'contact', email: fx.emails.alice });
    expect(await ids('', alice)).toEqual([a2, a1]);
    await expectProblem(await call(`/${fx.token}/cancellations/${b1}`, { token: alice }), 403, 'api.error.auth.contact-scope');
  });
});
