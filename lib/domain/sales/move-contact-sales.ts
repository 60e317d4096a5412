import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { invoices, payments, sales, sessionCounters } from '../../db/schema';
import type { TenantRef } from '../context';
import { contactBalancesBySale } from '../ledger/balances';
import { postTransaction } from '../ledger/post-transaction';

/**
 * A migration (PUT /contacts/{id}/migrate) deletes the source contact: its sales, payments, invoices
 * and session counters follow it to the target, and so does its money, by a ledger transaction that
 * empties each of the source's balances into the target's (per sale, so each sale's paid amount holds).
 * The sales keep the source's number and names until PUT /sale/{id}/update_contact refreshes them.
 */
export async function moveContactSales(tx: Executor, tenant: TenantRef, sourceId: number, targetId: number): Promise<void> {
  for (const table of [sales, payments, invoices, sessionCounters]) {
    await tx.update(table).set({ contactId: targetId }).where(and(eq(table.tenantId, tenant.id), eq(table.contactId, sourceId)));
  }
  const balances = await contactBalancesBySale(tx, tenant.id, sourceId);
  if (balances.length === 0) return;
  await postTransaction(tx, {
    tenantId: tenant.id, kind: 'contact_merge', ref: `contacts/${sourceId}`,
    postings: balances.flatMap((b) => {
      const amount = b.balance;
      const saleId = b.saleId === null ? {} : { saleId: b.saleId };
      return [
        { account: b.account, contactId: sourceId, ...saleId, amount: -amount },
        { account: b.account, contactId: targetId, ...saleId, amount },
      ];
    }),
  });
}
