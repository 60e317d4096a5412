// GET /subscriptions/{id}/cancellation_dates: the permitted dates (CONTRACT §6, Cancellation dates),
// 204 when there is none, and the club's time zone for "today".
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setClock } from '../../lib/time/clock';
import { call, tokenFor } from '../factories';
import { expectIgnored, expectProblem } from '../problem';
import {
  addContact, addSubscription, cancelOnline, configureOnline, NOW, openSettings, post, setup, subscriptionIri, validBody, type Fixture,
} from './helpers';

beforeEach(() => setClock(NOW));
afterEach(() => setClock(null));

async function datesOf(fx: Fixture, id: number, query = '', token = fx.partner): Promise<string[]> {
  const res = await call(`/${fx.token}/subscriptions/${id}/cancellation_dates${query}`, { token });
  expect(res.status, await res.clone().text()).toBe(200);
  const body = await res.json();
  expect(Object.keys(body)).toEqual(['dates']);
  return (body.dates as { date: string }[]).map((d) => {
    expect(Object.keys(d)).toEqual(['date']);
    return d.date;
  });
}

async function expectNoDates(fx: Fixture, id: number): Promise<void> {
  const res = await call(`/${fx.token}/subscriptions/${id}/cancellation_dates`, { token: fx.partner });
  expect(res.status).toBe(204);
  expect(await res.text()).toBe('');
}

const monthly14th = ['2026-06-14', '2026-07-14', '2026-08-14', '2026-09-14', '2026-10-14', '2026-11-14', '2026-12-14',
  '2027-01-14', '2027-02-14', '2027-03-14', '2027-04-14', '2027-05-14'];

describe('restricted dates (the default)', () => {
  it('are the next 12 renewal dates from the end of the commitment when it is the latest bound', async () => {
    const fx = await setup();
    await configureOnline(fx, fx.clubs.a, { noticePeriodDays: 30 });
    const id = await addSubscription(fx);
    expect(await datesOf(fx, id)).toEqual(monthly14th);
    for (const on of ['true', '1']) expect(await datesOf(fx, id, `?restrict=${on}`)).toEqual(monthly14th);
  });

  it('start from the reception date plus the notice or the minimum delay, whichever is later', async () => {
    const fx = await setup();
    const id = await addSubscription(fx, { startDate: '2024-01-20', engagedThrough: '2025-01-19' });
    const reception = '?receptionDate=2026-04-01';
    await configureOnline(fx, fx.clubs.a, { noticePeriodDays: 30, minimumDelayDays: 0 });
    expect((await datesOf(fx, id, reception)).slice(0, 2)).toEqual(['2026-05-19', '2026-06-19']);
    await configureOnline(fx, fx.clubs.a, { noticePeriodDays: 48 });
    expect((await datesOf(fx, id, reception))[0]).toBe('2026-05-19');
    await configureOnline(fx, fx.clubs.a, { noticePeriodDays: 49 });
    expect((await datesOf(fx, id, reception))[0]).toBe('2026-06-19');
    await configureOnline(fx, fx.clubs.a, { noticePeriodDays: 0, minimumDelayDays: 60 });
    const dates = await datesOf(fx, id, reception);
    expect([dates[0], dates.at(-1), dates.length]).toEqual(['2026-06-19', '2027-05-19', 12]);
    // Without receptionDate, today counts: 2026-03-10 + 60 days = 2026-05-09.
    expect((await datesOf(fx, id))[0]).toBe('2026-05-19');
  });

  it('follow weekly and four-weekly rhythms', async () => {
    const fx = await setup();
    const weekly = await addSubscription(fx, { rhythmBilling: 'week1', startDate: '2026-03-02', engagedThrough: null });
    expect(await datesOf(fx, weekly)).toEqual(['2026-03-15', '2026-03-22', '2026-03-29', '2026-04-05', '2026-04-12', '2026-04-19',
      '2026-04-26', '2026-05-03', '2026-05-10', '2026-05-17', '2026-05-24', '2026-05-31']);
    const fourWeekly = await addSubscription(fx, { rhythmBilling: 'week4', startDate: '2026-01-05', engagedThrough: null });
    expect(await datesOf(fx, fourWeekly)).toEqual(['2026-03-29', '2026-04-26', '2026-05-24', '2026-06-21', '2026-07-19', '2026-08-16',
      '2026-09-13', '2026-10-11', '2026-11-08', '2026-12-06', '2027-01-03', '2027-01-31']);
  });

  it('keep month ends of a subscription started on January 31, without drifting', async () => {
    const fx = await setup();
    const id = await addSubscription(fx, { startDate: '2026-01-31', engagedThrough: null });
    expect(await datesOf(fx, id)).toEqual(['2026-03-30', '2026-04-29', '2026-05-30', '2026-06-29', '2026-07-30', '2026-08-30',
      '2026-09-29', '2026-10-30', '2026-11-29', '2026-12-30', '2027-01-30', '2027-02-27']);
  });

  it('count "today" in the club\'s time zone', async () => {
    const fx = await setup();
    // 03:00 UTC on March 10 is still March 9 in New York (club c), already March 10 in Paris (club a).
    setClock(new Date('2026-03-10T03:00:00Z'));
    const carol = await addContact(fx, fx.clubs.c, 'Carol');
    const inNewYork = await addSubscription(fx, { contactId: carol.id, clubId: fx.clubs.c, startDate: '2025-12-10', engagedThrough: null });
    const inParis = await addSubscription(fx, { startDate: '2025-12-10', engagedThrough: null });
    expect((await datesOf(fx, inNewYork))[0]).toBe('2026-03-09');
    expect((await datesOf(fx, inParis))[0]).toBe('2026-04-09');
  });
});

describe('unrestricted dates', () => {
  it('are every day from the earliest allowed date through the 12th renewal date', async () => {
    const fx = await setup();
    await configureOnline(fx, fx.clubs.a, { noticePeriodDays: 30 });
    const id = await addSubscription(fx);
    const every = await datesOf(fx, id, '?restrict=false');
    expect(every).toHaveLength(335);
    expect([every[0], every[1], every.at(-1)]).toEqual(['2026-06-14', '2026-06-15', '2027-05-14']);
    expect(await datesOf(fx, id, '?restrict=0')).toEqual(every);

    const past = await addSubscription(fx, { startDate: '2024-01-20', engagedThrough: '2025-01-19' });
    const fromNotice = await datesOf(fx, past, '?restrict=false&receptionDate=2026-04-01');
    expect([fromNotice[0], fromNotice.at(-1)]).toEqual(['2026-05-01', '2027-04-19']);
  });
});

describe('no date available: 204', () => {
  it('once the subscription has an accepted or a pending cancellation, or has ended', async () => {
    const fx = await setup();
    await configureOnline(fx, fx.clubs.a, openSettings(fx));
    const cancelled = await addSubscription(fx);
    expect((await cancelOnline(fx, cancelled, validBody(fx))).status).toBe(201);
    await expectNoDates(fx, cancelled);

    const pending = await addSubscription(fx);
    expect((await post(fx, '/cancellations', { subscription: subscriptionIri(fx, pending), cancellationDate: '2026-06-14' })).status).toBe(201);
    await expectNoDates(fx, pending);

    await expectNoDates(fx, await addSubscription(fx, { state: 'ended', endDate: '2026-01-14' }));
  });

  it('for a fixed-term or upfront subscription whose end date is still ahead (today included)', async () => {
    const fx = await setup();
    await expectNoDates(fx, await addSubscription(fx, { fixedTerm: true, engagedThrough: null, endDate: '2026-09-30' }));
    await expectNoDates(fx, await addSubscription(fx, { paymentType: 'upfront', engagedThrough: null, endDate: '2026-06-14' }));
    await expectNoDates(fx, await addSubscription(fx, { paymentType: 'upfront', engagedThrough: null, endDate: '2026-03-10' }));
  });
});

describe('refusals', () => {
  it('ignores a receptionDate that is not a calendar date and a restrict that is not a boolean, naming them', async () => {
    const fx = await setup();
    const id = await addSubscription(fx);
    for (const bad of ['2026-02-30', '10/03/2026', 'today', '']) {
      await expectIgnored(await call(`/${fx.token}/subscriptions/${id}/cancellation_dates?receptionDate=${bad}`, { token: fx.partner }), 'receptionDate', 'x-ignored-parameters');
    }
    await expectIgnored(await call(`/${fx.token}/subscriptions/${id}/cancellation_dates?restrict=yes`, { token: fx.partner }), 'restrict', 'x-ignored-parameters');
  });

  it('is a 404 for an unknown subscription, a 403 for another contact\'s token or another club\'s', async () => {
    const fx = await setup();
    const id = await addSubscription(fx);
    await expectProblem(await call(`/${fx.token}/subscriptions/999999999/cancellation_dates`, { token: fx.partner }), 404, 'api.error.not-found');
    const bob = await tokenFor(fx, 'partner', { grant: 'contact', email: fx.emails.bob });
    await expectProblem(await call(`/${fx.token}/subscriptions/${id}/cancellation_dates`, { token: bob }), 403, 'api.error.auth.contact-scope');
    const clubB = await tokenFor(fx, 'partner', { grant: 'club', clubId: fx.clubs.b });
    await expectProblem(await call(`/${fx.token}/subscriptions/${id}/cancellation_dates`, { token: clubB }), 403, 'api.error.scope.unauthorized-club');
    const alice = await tokenFor(fx, 'partner', { grant: 'contact', email: fx.emails.alice });
    expect(await datesOf(fx, id, '', alice)).toHaveLength(12);
  });
});
