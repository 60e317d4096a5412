// The demo's money owed (CONTRACT §9.9): bob owes an open incident on a rejected debit and carries the
// blocking_debt tag; carol is closed by a real closure with a fee, and owes it with her own rejected debit.
import { beforeAll, describe, expect, it } from 'vitest';
import { config } from '../../lib/config';
import { closeDatabase, getDb, prepareDatabase } from '../../lib/db/client';
import { incidentProblems, ledgerProblems } from '../../lib/domain/ledger/conservation';
import { seedDemo } from '../../lib/seed/demo';
import { setClock } from '../../lib/time/clock';
import { call, requestToken } from '../factories';

let admin: string;
beforeAll(async () => {
  await closeDatabase();
  config.databaseUrl = undefined;
  await prepareDatabase();
  setClock(new Date('2026-03-10T10:00:00Z'));
  expect(await seedDemo()).toBe(true);
  admin = await requestToken('demo', { id: 'demo-admin', secret: 'demo-admin-secret' });
});

async function get<T>(path: string): Promise<T> {
  const res = await call(`/demo${path}`, { token: admin, headers: { accept: 'application/json' } });
  const text = await res.text();
  expect(res.status, text).toBe(200);
  return JSON.parse(text) as T;
}

type Contact = { '@id': string; tags: { name: string }[]; blocked: boolean; state: string; closure: string | null };
const contactOf = async (email: string) => (await get<Contact[]>(`/contacts?email=${encodeURIComponent(email)}`))[0]!;

describe('demo money owed', () => {
  it('bob: an open incident on his rejected debit, blocked by the accounting tag', async () => {
    const bob = await contactOf('bob@demo.test');
    expect(bob).toMatchObject({ state: 'client', blocked: true, closure: null });
    expect(bob.tags.map((t) => t.name)).toContain('blocking_debt');
    const incidents = await get<{ reason: string; state: string; amount: number; invoice: string }[]>(`/incidents?contact=${encodeURIComponent(bob['@id'])}`);
    expect(incidents).toMatchObject([{ reason: 'debit_rejected', state: 'open', amount: 4990 }]);
    expect(await get(`${incidents[0]!.invoice.replace('/demo', '')}`)).toMatchObject({ financialState: 'incident', totalTI: 4990 });
    expect(await get(`/financial_summary?contactId=${encodeURIComponent(bob['@id'])}`)).toMatchObject({ numberOfIncidents: 1, totalDebt: 4990 });
  });

  it('carol: closed by a closure with a 30.00 fee, owing it and her rejected debit', async () => {
    const carol = await contactOf('carol@demo.test');
    expect(carol).toMatchObject({ state: 'old_client', blocked: true });
    expect(carol.closure).toMatch(/^\/demo\/closures\/\d+$/);
    const closure = await get<Record<string, unknown>>(carol.closure!.replace('/demo', ''));
    expect(closure).toMatchObject({ state: 'active', consequenceSummary: { feeAmount: 3000, contactDebt: 5990, lockSale: true, addAlert: true } });
  });

  it('the ledger holds and every incident agrees with its payments', async () => {
    const db = await getDb();
    expect(await ledgerProblems(db)).toEqual([]);
    const ids = await get<unknown[]>('/incidents');
    expect(ids.length).toBeGreaterThanOrEqual(3);
    const { tenants } = await import('../../lib/db/schema');
    const [demo] = await db.select().from(tenants);
    expect(await incidentProblems(db, demo!.id)).toEqual([]);
  });
});
