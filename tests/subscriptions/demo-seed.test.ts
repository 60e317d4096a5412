// The sandbox demo's subscriptions (issue 5): one of each kind, dated from the day of seeding, and a
// member who can go through online cancellation as the demo shows it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { config } from '../../lib/config';
import { closeDatabase, prepareDatabase } from '../../lib/db/client';
import { seedDemo } from '../../lib/seed/demo';
import { setClock } from '../../lib/time/clock';
import { call, requestToken } from '../factories';
import { NOW } from './helpers';

interface Subscription {
  name: string; paymentType: string; fixedTerm: boolean; startDate: string; engagedThrough: string | null; endDate: string | null;
  rhythmBilling: string; state: string; options: string[]; '@id': string;
}

const partner = { id: 'demo-partner', secret: 'demo-partner-secret' };
const admin = { id: 'demo-admin', secret: 'demo-admin-secret' };
let adminToken: string;

// The seed is meant for an empty database and the demo tenant is seeded once: this file always uses
// a fresh in-memory PGlite, even where the other tests share a PostgreSQL database.
beforeAll(async () => {
  await closeDatabase();
  config.databaseUrl = undefined;
  await prepareDatabase();
  setClock(NOW);
  expect(await seedDemo()).toBe(true);
  adminToken = await requestToken('demo', admin);
});
afterAll(() => setClock(null));

async function get<T>(path: string, token = adminToken): Promise<T> {
  const res = await call(`/demo${path}`, { token, headers: { accept: 'application/json' } });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as T;
}

async function subscriptionsOf(email: string): Promise<Subscription[]> {
  const [contact] = await get<{ '@id': string }[]>(`/contacts?email=${encodeURIComponent(email)}`);
  return get<Subscription[]>(`/subscriptions?contact=${encodeURIComponent(contact!['@id'])}`);
}

describe('demo subscriptions (seeded on 2026-03-10)', () => {
  it('alice: monthly direct debit in its commitment, with two options, one mandatory', async () => {
    const [alice, ...more] = await subscriptionsOf('alice@demo.test');
    expect(more).toEqual([]);
    expect(alice).toMatchObject({
      paymentType: 'direct_debit', fixedTerm: false, rhythmBilling: 'monthly', startDate: '2025-11-10', engagedThrough: '2026-11-09',
      endDate: null, state: 'active',
    });
    const options = await Promise.all(alice!.options.map((o) => get<{ name: string; mandatory: boolean }>(o.slice('/demo'.length))));
    expect(options.map((o) => o.mandatory).sort()).toEqual([false, true]);
  });

  it('bob: monthly direct debit past its commitment', async () => {
    const [bob] = await subscriptionsOf('bob@demo.test');
    expect(bob).toMatchObject({ paymentType: 'direct_debit', fixedTerm: false, engagedThrough: '2026-01-09', endDate: null, state: 'active' });
  });

  it('carol: an upfront subscription that has ended', async () => {
    const [carol] = await subscriptionsOf('carol@demo.test');
    expect(carol).toMatchObject({ paymentType: 'upfront', state: 'ended', engagedThrough: '2025-12-09', endDate: '2025-12-09' });
  });

  it('dave: a fixed-term one still running, erin: an upfront yearly one still running, each engaged to its end as a sale makes it; neither offers dates', async () => {
    const [dave] = await subscriptionsOf('dave@demo.test');
    const [erin] = await subscriptionsOf('erin@demo.test');
    expect(dave).toMatchObject({ fixedTerm: true, state: 'active', engagedThrough: '2026-08-09', endDate: '2026-08-09' });
    expect(erin).toMatchObject({ paymentType: 'upfront', fixedTerm: false, state: 'active', startDate: '2026-01-10', engagedThrough: '2027-01-09', endDate: '2027-01-09' });
    for (const s of [dave!, erin!]) {
      expect((await call(`${s['@id']}/cancellation_dates`, { token: adminToken })).status).toBe(204);
    }
  });

  it('alice can cancel online at Paris Bastille, at the end of her commitment at the earliest', async () => {
    const token = await requestToken('demo', partner, { grant: 'contact', email: 'alice@demo.test' });
    const [alice] = await subscriptionsOf('alice@demo.test');
    const { dates } = await get<{ dates: { date: string }[] }>(`${alice!['@id'].slice('/demo'.length)}/cancellation_dates`, token);
    expect(dates[0]).toEqual({ date: '2026-11-09' });
    const motives = await get<{ '@id': string; name: string }[]>('/referentials/cancellation_motives', token);
    expect(motives.map((m) => m.name)).toEqual(['Moving away', 'Price', 'Health reasons', 'Not using the club enough']);
    const res = await call(`${alice!['@id']}/online_cancellation`, {
      token, method: 'POST', body: { cancellationDate: dates[0]!.date, cancellationMotiveId: motives[0]!['@id'] },
    });
    expect(res.status, await res.clone().text()).toBe(201);
    expect((await res.json()).endDate).toBe('2026-11-09');
  });

  it('bob, who owes money, is refused online cancellation', async () => {
    const token = await requestToken('demo', partner, { grant: 'contact', email: 'bob@demo.test' });
    const [bob] = await subscriptionsOf('bob@demo.test');
    const motives = await get<{ '@id': string }[]>('/referentials/cancellation_motives', token);
    const res = await call(`${bob!['@id']}/online_cancellation`, {
      token, method: 'POST', body: { cancellationDate: '2026-04-09', cancellationMotiveId: motives[0]!['@id'] },
    });
    expect(res.status).toBe(400);
    // His open incident is over PB's limit; once incidents carry the blocking_debt tag (CONTRACT §6,
    // Finance), PB's prohibited tag refuses him one rule earlier.
    expect((await res.json()).code).toMatch(/^api\.error\.subscription-cancel-online\.contact-(debt-over-limit|tag-prohibited)$/);
  });
});
