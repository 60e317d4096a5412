// The ledger's promises are the database's (DESIGN.md, Money; migration 0017), not the code's
// manners: whoever writes SQL, a posting cannot be changed or removed, a transaction that does not
// balance is refused at commit, and a wallet cannot go below zero.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '../../lib/db/client';
import { queryRows } from '../../lib/db/raw';
import { contactAvailableAmount } from '../../lib/domain/ledger/balances';
import { ledgerProblems } from '../../lib/domain/ledger/conservation';
import { postTransaction, postTransactions } from '../../lib/domain/ledger/post-transaction';
import { addMember, setup, type Fixture } from '../sales/helpers';

let fx: Fixture;
let contactId: number;
beforeAll(async () => {
  fx = await setup();
  contactId = (await addMember(fx)).id;
});

/** A credit of `amount` to the contact's wallet against the bank: one balanced transaction. */
async function credit(ref: string, amount: number): Promise<number> {
  const db = await getDb();
  return db.transaction((tx) => postTransaction(tx, {
    tenantId: fx.tenant.id, kind: 'test_credit', ref,
    postings: [{ account: 'bank', amount }, { account: 'available', contactId, amount: -amount }],
  }));
}

const count = async (table: string) => Number((await queryRows<{ n: number }>(await getDb(), sql`
  SELECT count(*)::int AS n FROM ${sql.raw(table)} WHERE tenant_id = ${fx.tenant.id}`))[0]!.n);

describe('the ledger, as the database keeps it', () => {
  it('refuses UPDATE and DELETE of postings and transactions', async () => {
    const id = await credit('append-only', 700);
    const db = await getDb();
    await expect(db.execute(sql`UPDATE ledger_postings SET amount = amount * 2 WHERE tenant_id = ${fx.tenant.id} AND transaction_id = ${id}`)).rejects.toThrow();
    await expect(db.execute(sql`DELETE FROM ledger_postings WHERE tenant_id = ${fx.tenant.id} AND transaction_id = ${id}`)).rejects.toThrow();
    await expect(db.execute(sql`UPDATE ledger_transactions SET ref = 'forged' WHERE tenant_id = ${fx.tenant.id} AND id = ${id}`)).rejects.toThrow();
    await expect(db.execute(sql`DELETE FROM ledger_transactions WHERE tenant_id = ${fx.tenant.id} AND id = ${id}`)).rejects.toThrow();
    await expect(db.execute(sql`TRUNCATE ledger_postings`)).rejects.toThrow();
    expect(await contactAvailableAmount(db, fx.tenant.id, contactId)).toBeGreaterThanOrEqual(700);
  });

  it('refuses at commit a transaction whose postings do not sum to zero, or that has none, written by raw SQL', async () => {
    const db = await getDb();
    const before = await count('ledger_postings');
    await expect(db.transaction(async (tx) => {
      const [t] = await queryRows<{ id: number }>(tx, sql`
        INSERT INTO ledger_transactions (tenant_id, kind, ref) VALUES (${fx.tenant.id}, 'test_raw', 'unbalanced') RETURNING id`);
      await tx.execute(sql`INSERT INTO ledger_postings (tenant_id, transaction_id, account, amount) VALUES
        (${fx.tenant.id}, ${t!.id}, 'bank', 100), (${fx.tenant.id}, ${t!.id}, 'revenue', -99)`);
    })).rejects.toThrow();
    await expect(db.transaction(async (tx) => {
      await tx.execute(sql`INSERT INTO ledger_transactions (tenant_id, kind, ref) VALUES (${fx.tenant.id}, 'test_raw', 'empty')`);
    })).rejects.toThrow();
    // A posting added later to a balanced transaction unbalances it: refused too.
    const id = await credit('balanced-then-added', 300);
    await expect(db.transaction((tx) => tx.execute(sql`
      INSERT INTO ledger_postings (tenant_id, transaction_id, account, amount) VALUES (${fx.tenant.id}, ${id}, 'bank', 5)`))).rejects.toThrow();
    expect(await count('ledger_postings')).toBe(before + 2);
    expect(await ledgerProblems(db, fx.tenant.id)).toEqual([]);
  });

  it('refuses a posting that would take the wallet below zero, and the writer refuses an unbalanced set before SQL', async () => {
    const db = await getDb();
    const wallet = await contactAvailableAmount(db, fx.tenant.id, contactId);
    await expect(db.transaction((tx) => postTransaction(tx, {
      tenantId: fx.tenant.id, kind: 'test_spend', ref: 'overdraw',
      postings: [{ account: 'available', contactId, amount: wallet + 1 }, { account: 'bank', amount: -(wallet + 1) }],
    }))).rejects.toThrow();
    await expect(db.transaction((tx) => postTransaction(tx, {
      tenantId: fx.tenant.id, kind: 'test_spend', ref: 'unbalanced', postings: [{ account: 'bank', amount: 1 }, { account: 'revenue', amount: -2 }],
    }))).rejects.toThrow(/sum to -1/);
    expect(await contactAvailableAmount(db, fx.tenant.id, contactId)).toBe(wallet);
  });

  it('the batch form writes many transactions in one statement, each balanced, answering their ids in order', async () => {
    const db = await getDb();
    const inputs = Array.from({ length: 50 }, (_, i) => ({
      tenantId: fx.tenant.id, kind: 'test_batch', ref: `batch/${i}`,
      postings: [{ account: 'bank' as const, amount: i + 1 }, { account: 'revenue' as const, amount: -(i + 1) }],
    }));
    const ids = await db.transaction((tx) => postTransactions(tx, inputs));
    expect(new Set(ids).size).toBe(50);
    const rows = await queryRows<{ id: number; ref: string; total: number }>(db, sql`
      SELECT t.id, t.ref, sum(p.amount) FILTER (WHERE p.account = 'bank')::int AS total FROM ledger_transactions t
      JOIN ledger_postings p ON p.tenant_id = t.tenant_id AND p.transaction_id = t.id
      WHERE t.tenant_id = ${fx.tenant.id} AND t.kind = 'test_batch' GROUP BY t.id, t.ref`);
    for (const [i, id] of ids.entries()) expect(rows.find((r) => Number(r.id) === id)).toMatchObject({ ref: `batch/${i}`, total: i + 1 });
    expect(await ledgerProblems(db, fx.tenant.id)).toEqual([]);
  });
});
