// Balances are sums of postings (DESIGN.md, Money), read here and nowhere else.
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { queryRows } from '../../db/raw';
import type { LedgerAccount } from '../../db/schema';

export interface SaleMoney {
  /** What the sale's invoice debited (its totalTI once validated, 0 before). */
  invoiced: number;
  /** What payments brought to the sale: its invoice less what it still owes (what went to the wallet is not in it). */
  paid: number;
}

/** Money of each sale, from the receivable postings that name it. */
export async function saleMoney(db: Executor, tenantId: number, saleIds: number[]): Promise<Map<number, SaleMoney>> {
  const found = new Map<number, SaleMoney>(saleIds.map((id) => [id, { invoiced: 0, paid: 0 }]));
  if (saleIds.length === 0) return found;
  const rows = await queryRows<{ sale_id: number; invoiced: string | number; balance: string | number }>(db, sql`
    SELECT p.sale_id,
      coalesce(sum(p.amount) FILTER (WHERE t.kind = 'sale_invoice'), 0) AS invoiced,
      coalesce(sum(p.amount), 0) AS balance
    FROM ledger_postings p
    JOIN ledger_transactions t ON t.tenant_id = p.tenant_id AND t.id = p.transaction_id
    WHERE p.tenant_id = ${tenantId} AND p.account = 'receivable'
      AND p.sale_id IN (${sql.join(saleIds.map((id) => sql`${id}`), sql`, `)})
    GROUP BY p.sale_id`);
  for (const row of rows) {
    const invoiced = Number(row.invoiced);
    found.set(Number(row.sale_id), { invoiced, paid: invoiced - Number(row.balance) });
  }
  return found;
}

/** The balance (debit positive) of one account of a contact. */
export async function contactAccountBalance(db: Executor, tenantId: number, contactId: number, account: LedgerAccount): Promise<number> {
  const [row] = await queryRows<{ balance: string | number }>(db, sql`
    SELECT coalesce(sum(amount), 0) AS balance FROM ledger_postings
    WHERE tenant_id = ${tenantId} AND contact_id = ${contactId} AND account = ${account}`);
  return Number(row?.balance ?? 0);
}

/** What the club holds for a contact, in cents (its wallet is a credit: the balance's opposite). */
export async function contactAvailableAmount(db: Executor, tenantId: number, contactId: number): Promise<number> {
  return 0 - (await contactAccountBalance(db, tenantId, contactId, 'available'));
}

/** What a checkout took, by account (cash, cheques, cards, provider clearing). */
export async function checkoutBalances(db: Executor, tenantId: number, checkoutId: number): Promise<Partial<Record<LedgerAccount, number>>> {
  const rows = await queryRows<{ account: LedgerAccount; balance: string | number }>(db, sql`
    SELECT account, sum(amount) AS balance FROM ledger_postings
    WHERE tenant_id = ${tenantId} AND checkout_id = ${checkoutId} GROUP BY account`);
  return Object.fromEntries(rows.map((r) => [r.account, Number(r.balance)]));
}
