// The demo catalog of CONTRACT §9.9: in every club of `demo` and in `solo`, both kinds of billing, an
// option, a booklet, a trial, a shop product and a product for students; the context shapes it.
import { beforeAll, describe, expect, it } from 'vitest';
import { config } from '../../lib/config';
import { closeDatabase, prepareDatabase } from '../../lib/db/client';
import { seedDemo } from '../../lib/seed/demo';
import { setClock } from '../../lib/time/clock';
import { call, requestToken } from '../factories';

const NOW = new Date('2026-03-10T10:00:00Z');
let demo: string;
let solo: string;

// The seed is meant for an empty database: a fresh in-memory PGlite, as tests/subscriptions/demo-seed.test.ts does.
beforeAll(async () => {
  await closeDatabase();
  config.databaseUrl = undefined;
  await prepareDatabase();
  setClock(NOW);
  expect(await seedDemo()).toBe(true);
  [demo, solo] = await Promise.all([
    requestToken('demo', { id: 'demo-partner', secret: 'demo-partner-secret' }),
    requestToken('solo', { id: 'solo-admin', secret: 'solo-admin-secret' }),
  ]);
});

type Product = { name: string; type: string; club: string; offers: string[]; '@id': string };

async function get<T>(tenant: string, token: string, path: string): Promise<T> {
  const res = await call(`/${tenant}${path}`, { token, headers: { accept: 'application/json' } });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as T;
}

const ALL = ['Monthly Club', 'Four-weekly Club', 'Yearly upfront', 'Sauna and spa', '10-session booklet', 'Trial session', 'Water bottle', 'Student monthly'];

describe('demo catalog', () => {
  it('is in every club of demo, each product its club\'s', async () => {
    const clubs = await get<{ '@id': string }[]>('demo', demo, '/clubs');
    expect(clubs).toHaveLength(3);
    for (const club of clubs) {
      const products = await get<Product[]>('demo', demo, `/products?context[club]=${encodeURIComponent(club['@id'])}&context[contactTag][]=student`);
      expect(products.map((p) => p.name)).toEqual(ALL);
      expect(new Set(products.map((p) => p.club))).toEqual(new Set([club['@id']]));
    }
  });

  it('is in solo, whose only club is the default', async () => {
    const products = await get<Product[]>('solo', solo, '/products');
    expect(products.map((p) => p.name)).toEqual(ALL.filter((name) => name !== 'Student monthly'));
    expect(new Set(products.map((p) => p.type))).toEqual(new Set(['subscription', 'subscription_option', 'counter', 'test_session', 'regular']));
  });

  it('shapes each member\'s catalog: bob owes money (no monthly direct debit), alice is no student', async () => {
    const [bob] = await get<{ '@id': string }[]>('demo', demo, '/contacts?email=bob%40demo.test');
    const bobs = await get<Product[]>('demo', demo, `/products?context[contactId]=${encodeURIComponent(bob!['@id'])}`);
    expect(bobs.map((p) => p.name)).toEqual(ALL.filter((name) => name !== 'Monthly Club' && name !== 'Student monthly'));
    const [alice] = await get<{ '@id': string }[]>('demo', demo, '/contacts?email=alice%40demo.test');
    const alices = await get<Product[]>('demo', demo, `/products?context[contactId]=${encodeURIComponent(alice!['@id'])}&context[channel]=web`);
    expect(alices.map((p) => p.name)).toEqual(ALL.filter((name) => name !== 'Student monthly' && name !== 'Water bottle'));
  });

  it('prices the monthly subscription as §9.9 says: a registration fee, 3 promotional months, then the full price', async () => {
    const [club] = await get<{ '@id': string }[]>('demo', demo, '/clubs');
    const [monthly] = await get<{ '@id': string; totalPriceTI: number }[]>('demo', demo,
      `/offers?context[club]=${encodeURIComponent(club!['@id'])}&type=subscription&itemsPerPage=1`);
    expect(monthly!.totalPriceTI).toBe(4900 + 1990);
    const schedule = await get<{ debits: { amountTI: number }[] }>('demo', demo, `${monthly!['@id'].slice('/demo'.length)}/debit_schedule?startDate=2026-03-10&debitDay=5`);
    expect(schedule.debits.map((d) => d.amountTI)).toEqual([1990, 1990, ...Array(10).fill(2990)]);
  });
});
