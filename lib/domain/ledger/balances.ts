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

/**
 * SQL for what an invoice row (aliased `i`, with tenant_id, id, sale_id, total_ti) still lacks, from
 * 0 to its total: a sale's invoice is paid by the receivable postings that name its sale (payments
 * may come before the invoice exists), any other (installments, closure fees) by those naming it.
 */
export const invoiceRemainingSql = sql`LEAST(i.total_ti, GREATEST(0, (
  SELECT coalesce(sum(p.amount), 0) FROM ledger_postings p
  WHERE p.tenant_id = i.tenant_id AND p.account = 'receivable'
    AND ((i.sale_id IS NOT NULL AND p.sale_id = i.sale_id) OR (i.sale_id IS NULL AND p.invoice_id = i.id)))))`;

/** What one invoice still lacks (invoiceRemainingSql for one invoice). */
export async function invoiceRemaining(db: Executor, invoice: { tenantId: number; id: number; saleId: number | null; totalTI: number }): Promise<number> {
  const [row] = await queryRows<{ remaining: string | number }>(db, sql`
    SELECT ${invoiceRemainingSql} AS remaining
    FROM (SELECT ${invoice.tenantId}::int AS tenant_id, ${invoice.id}::int AS id, ${invoice.saleId}::int AS sale_id, ${invoice.totalTI}::int AS total_ti) i`);
  return Number(row?.remaining ?? 0);
}

/** A contact's non-zero balances, per account and sale (a contact migration moves each to the target). */
export async function contactBalancesBySale(db: Executor, tenantId: number, contactId: number): Promise<{ account: LedgerAccount; saleId: number | null; balance: number }[]> {
  const rows = await queryRows<{ account: LedgerAccount; sale_id: number | null; balance: string | number }>(db, sql`
    SELECT account, sale_id, sum(amount) AS balance FROM ledger_postings
    WHERE tenant_id = ${tenantId} AND contact_id = ${contactId} GROUP BY account, sale_id HAVING sum(amount) <> 0`);
  return rows.map((r) => ({ account: r.account, saleId: r.sale_id === null ? null : Number(r.sale_id), balance: Number(r.balance) }));
}

/**
 * Takes the contact's wallet lock and answers its available amount: whoever spends the available
 * amount holds this lock until commit, so two payments cannot both spend the same cents (the
 * database's wallet CHECK refuses it anyway; this makes the second one see what the first left).
 */
export async function lockedAvailableAmount(db: Executor, tenantId: number, contactId: number): Promise<number> {
  await queryRows(db, sql`
    INSERT INTO contact_wallets (tenant_id, contact_id, available) VALUES (${tenantId}, ${contactId}, 0) ON CONFLICT DO NOTHING`);
  await queryRows(db, sql`SELECT 1 FROM contact_wallets WHERE tenant_id = ${tenantId} AND contact_id = ${contactId} FOR UPDATE`);
  return contactAvailableAmount(db, tenantId, contactId);
}

/** The cash each checkout's drawer holds: its `checkout_cash` balance (no drawer closing yet: since it opened). */
export async function checkoutsCash(db: Executor, tenantId: number, checkoutIds: number[]): Promise<Map<number, number>> {
  const found = new Map<number, number>(checkoutIds.map((id) => [id, 0]));
  if (checkoutIds.length === 0) return found;
  const rows = await queryRows<{ checkout_id: number; balance: string | number }>(db, sql`
    SELECT checkout_id, sum(amount) AS balance FROM ledger_postings
    WHERE tenant_id = ${tenantId} AND account = 'checkout_cash'
      AND checkout_id IN (${sql.join(checkoutIds.map((id) => sql`${id}`), sql`, `)}) GROUP BY checkout_id`);
  for (const row of rows) found.set(Number(row.checkout_id), Number(row.balance));
  return found;
}
