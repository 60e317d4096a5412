// The demo (CONTRACT §9.9): web and desk checkouts in every club of `demo` and `solo`, and a sale of
// the demo catalog from the cart to its invoice.
import { beforeAll, describe, expect, it } from 'vitest';
import { config } from '../../lib/config';
import { closeDatabase, prepareDatabase } from '../../lib/db/client';
import { seedDemo } from '../../lib/seed/demo';
import { setClock } from '../../lib/time/clock';
import { call, requestToken } from '../factories';

const NOW = new Date('2026-03-10T10:00:00Z');
let demo: string;
let solo: string;

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

async function request<T>(tenant: string, token: string, path: string, init: { method?: string; body?: unknown } = {}, status = 200): Promise<T> {
  const res = await call(`/${tenant}${path}`, { token, ...init, headers: { accept: 'application/json' } });
  const text = await res.text();
  expect(res.status, text).toBe(status);
  return (text ? JSON.parse(text) : null) as T;
}

describe('demo checkouts and a demo sale', () => {
  it('every club has a web checkout (sandbox provider) and a desk', async () => {
    const checkouts = await request<{ club: string; type: string; webPaymentProviderType: string | null }[]>('demo', demo, '/checkouts');
    expect(checkouts).toHaveLength(6);
    expect(checkouts.filter((c) => c.type === 'web').every((c) => c.webPaymentProviderType === 'sandbox')).toBe(true);
    expect(await request<unknown[]>('solo', solo, '/checkouts')).toHaveLength(2);
  });

  it('erin buys the 10-session booklet at Paris Nation\'s desk, in cash', async () => {
    const contacts = await request<{ '@id': string; clubId: string; givenName: string }[]>('demo', demo, '/contacts?email=erin@demo.test');
    const erin = contacts[0]!;
    const club = await request<{ code: string }>('demo', demo, erin.clubId.replace('/demo', ''));
    const offers = await request<{ '@id': string; name: string; product: { club: string } }[]>('demo', demo,
      `/offers?context[club]=${encodeURIComponent(erin.clubId)}&context[channel]=club`);
    const booklet = offers.find((o) => o.name === '10 sessions')!;
    const desk = (await request<{ '@id': string; type: string }[]>('demo', demo, `/checkouts?club=${encodeURIComponent(erin.clubId)}&type=desk`))[0]!;
    const sale = await request<{ id: number }>('demo', demo, '/sales', { method: 'POST', body: {
      contactId: erin['@id'], clubId: erin.clubId, clubCode: club.code, checkout: desk['@id'],
      address: { addressCountry: 'France', addressLocality: 'Paris', postalCode: '75012', streetAddress: '3 place de la Nation' },
    } }, 201);
    await request('demo', demo, `/sales/${sale.id}/articles`, { method: 'POST', body: { offerId: booklet['@id'] } }, 201);
    await request('demo', demo, `/sales/${sale.id}/payments`, { method: 'POST', body: { amount: 12000, mean: 'cash' } }, 201);
    const done = await request<{ state: string; invoice: string }>('demo', demo, `/sales/${sale.id}`);
    expect(done.state).toBe('validated');
    expect(await request('demo', demo, done.invoice.replace('/demo', ''))).toMatchObject({ totalTI: 12000, financialState: 'paid' });
  });
});
