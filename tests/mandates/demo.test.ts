// The demo (CONTRACT §9.9): alice has an active mandate in her club, seen through her own contact token.
import { beforeAll, describe, expect, it } from 'vitest';
import { config } from '../../lib/config';
import { closeDatabase, prepareDatabase } from '../../lib/db/client';
import { seedDemo } from '../../lib/seed/demo';
import { setClock } from '../../lib/time/clock';
import { call, requestToken } from '../factories';

beforeAll(async () => {
  await closeDatabase();
  config.databaseUrl = undefined;
  await prepareDatabase();
  setClock(new Date('2026-03-10T10:00:00Z'));
  await seedDemo();
});

describe('the demo mandates', () => {
  it('alice has an active SEPA mandate, her IBAN masked', async () => {
    const token = await requestToken('demo', { id: 'demo-partner', secret: 'demo-partner-secret' }, { grant: 'contact', email: 'alice@demo.test' });
    const res = await call('/demo/mandates', { token, headers: { accept: 'application/json' } });
    expect(res.status).toBe(200);
    const list = (await res.json()) as { state: string; iban: string; type: string }[];
    expect(list).toEqual([expect.objectContaining({ state: 'active', type: 'sepa', iban: '***********************0189' })]);
  });
});
