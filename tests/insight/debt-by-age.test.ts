// The dashboard's debt by age (lib/domain/insight/debt-by-age.ts) on hand-made incidents.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '../../lib/db/client';
import { incidents } from '../../lib/db/schema';
import { readDebtByAge } from '../../lib/domain/insight/debt-by-age';
import { setClock } from '../../lib/time/clock';
import { addMember, setup, type Fixture } from '../sales/helpers';

let fx: Fixture;

beforeAll(async () => {
  setClock(new Date('2026-06-30T10:00:00Z'));
  fx = await setup();
  const [ann, ben] = await Promise.all([addMember(fx), addMember(fx, { clubId: fx.clubs.b })]);
  const db = await getDb();
  const open = (contactId: number, amount: number, createdAt: string, state: 'open' | 'settled' = 'open') => ({
    tenantId: fx.tenant.id, contactId, amount, state, reason: 'debit_rejected', createdAt: new Date(createdAt),
  });
  await db.insert(incidents).values([
    open(ann.id, 1000, '2026-06-20T10:00:00Z'), // 10 days
    open(ann.id, 2000, '2026-05-01T10:00:00Z'), // 60 days
    open(ann.id, 3000, '2026-04-01T10:00:00Z'), // 90 days
    open(ann.id, 4000, '2026-01-01T10:00:00Z'), // 180 days
    open(ann.id, 5000, '2026-06-01T10:00:00Z', 'settled'), // paid: not owed
    open(ben.id, 700, '2026-06-29T10:00:00Z'), // club b
  ]);
});
afterAll(() => setClock(null));

describe('readDebtByAge', () => {
  const ctx = () => ({ tenant: fx.tenant, actor: { kind: 'system' as const } });

  it('sums open incidents by age for a club', async () => {
    expect(await readDebtByAge({ ...ctx(), clubId: fx.clubs.a })).toEqual([
      { age: '0-30', count: 1, amount: 1000 }, { age: '31-60', count: 1, amount: 2000 },
      { age: '61-90', count: 1, amount: 3000 }, { age: '90+', count: 1, amount: 4000 },
    ]);
  });

  it('adds every club for the network', async () => {
    expect((await readDebtByAge(ctx()))[0]).toEqual({ age: '0-30', count: 2, amount: 1700 });
  });
});
