// The conservation invariant (DESIGN.md, Money) as queries: run by the tests after every money
// scenario, and meant for a staff reconciliation view. Each answer is a list of problems; empty is good.
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { queryRows } from '../../db/raw';

const tenantFilter = (column: string, tenantId: number | undefined) => (tenantId === undefined ? sql`TRUE` : sql`${sql.raw(column)} = ${tenantId}`);

/**
 * Every transaction has postings summing to zero in each currency; every payment and invoice agrees
 * with its transaction (the payment's amount is what its mean's account took, the invoice's total
 * what the receivable was debited); no sale was paid beyond what it was invoiced once validated.
 */
export async function ledgerProblems(db: Executor, tenantId?: number): Promise<string[]> {
  const [unbalanced, payments, invoices, sales] = await Promise.all([
    queryRows<{ id: number; kind: string; ref: string }>(db, sql`
      SELECT t.id, t.kind, t.ref FROM ledger_transactions t
      LEFT JOIN ledger_postings p ON p.tenant_id = t.tenant_id AND p.transaction_id = t.id
      WHERE ${tenantFilter('t.tenant_id', tenantId)}
      GROUP BY t.id, t.kind, t.ref, p.currency HAVING count(p.id) < 2 OR coalesce(sum(p.amount), 0) <> 0`),
    queryRows<{ id: number; amount: number; taken: string | null }>(db, sql`
      SELECT pay.id, pay.amount, (SELECT sum(p.amount) FROM ledger_transactions t
          JOIN ledger_postings p ON p.tenant_id = t.tenant_id AND p.transaction_id = t.id
          WHERE t.tenant_id = pay.tenant_id AND t.kind IN ('sale_payment', 'incident_payment') AND t.ref = 'payments/' || pay.id
            AND p.account IN ('checkout_cash', 'checkout_cheques', 'checkout_cards', 'provider_clearing')) AS taken
      FROM payments pay WHERE ${tenantFilter('pay.tenant_id', tenantId)}`),
    queryRows<{ id: number; total_ti: number; debited: string | null }>(db, sql`
      SELECT i.id, i.total_ti, d.debited
      FROM invoices i
      -- One grouped pass over the invoice transactions, joined by ref (a subquery per invoice read
      -- every transaction of the tenant for each: the kind's LIKE cannot use the cause index).
      LEFT JOIN (SELECT t.tenant_id, t.ref, sum(p.amount) AS debited FROM ledger_transactions t
          JOIN ledger_postings p ON p.tenant_id = t.tenant_id AND p.transaction_id = t.id
          WHERE ${tenantFilter('t.tenant_id', tenantId)} AND t.kind LIKE '%\_invoice' AND p.account = 'receivable'
          GROUP BY t.tenant_id, t.ref) d ON d.tenant_id = i.tenant_id AND d.ref = 'invoices/' || i.id
      WHERE ${tenantFilter('i.tenant_id', tenantId)}`),
    queryRows<{ id: number; state: string; invoiced: string; balance: string }>(db, sql`
      SELECT s.id, s.state,
        coalesce(sum(p.amount) FILTER (WHERE t.kind = 'sale_invoice'), 0) AS invoiced, coalesce(sum(p.amount), 0) AS balance
      FROM sales s
      LEFT JOIN ledger_postings p ON p.tenant_id = s.tenant_id AND p.sale_id = s.id AND p.account = 'receivable'
      LEFT JOIN ledger_transactions t ON t.tenant_id = p.tenant_id AND t.id = p.transaction_id
      WHERE ${tenantFilter('s.tenant_id', tenantId)} GROUP BY s.id, s.state`),
  ]);
  const problems: string[] = [];
  for (const t of unbalanced) problems.push(`transaction ${t.id} (${t.kind} ${t.ref}) does not sum to zero`);
  for (const p of payments) {
    if (Number(p.taken ?? 0) !== p.amount) problems.push(`payment ${p.id} of ${p.amount} took ${p.taken ?? 'nothing'} in the ledger`);
  }
  for (const i of invoices) {
    if (Number(i.debited ?? 0) !== i.total_ti) problems.push(`invoice ${i.id} of ${i.total_ti} debited ${i.debited ?? 'nothing'}`);
  }
  for (const s of sales) {
    const invoiced = Number(s.invoiced);
    const paid = invoiced - Number(s.balance);
    if (paid < 0) problems.push(`sale ${s.id} has a negative paid amount (${paid})`);
    if (s.state === 'validated' && paid > invoiced) problems.push(`validated sale ${s.id} paid ${paid} beyond its invoice ${invoiced}`);
    if (s.state === 'canceled' && (paid !== 0 || invoiced !== 0)) problems.push(`canceled sale ${s.id} still holds ${paid}`);
  }
  return problems;
}

export interface SalesMoney {
  /** Every payment recorded towards sales (incident settlements are checked by incidentProblems). */
  payments: number;
  /** Money a provider collected that went straight to a wallet: web wallets, and what payable objects' targets could not take. */
  walletCredits: number;
  /** What the sales kept (their paid amounts, from payments or from wallets). */
  paidOnSales: number;
  /** What the contacts' available amounts hold now. */
  available: number;
  /** What wallets gave to incidents (a payable object using the available amount). */
  walletToIncidents: number;
}

/**
 * The money check: what came in for sales and wallets (payments, wallet credits) equals what
 * the sales kept, plus what the wallets hold, plus what they gave to incidents, to the cent
 * (`payments + walletCredits = paidOnSales + available + walletToIncidents`).
 */
export async function salesMoney(db: Executor, tenantId: number): Promise<SalesMoney> {
  const [row] = await queryRows<{ payments: string; credits: string; paid: string; available: string; toIncidents: string }>(db, sql`
    SELECT
      (SELECT coalesce(sum(amount), 0) FROM payments WHERE tenant_id = ${tenantId} AND incident_id IS NULL) AS payments,
      (SELECT coalesce(-sum(p.amount), 0) FROM ledger_postings p
        JOIN ledger_transactions t ON t.tenant_id = p.tenant_id AND t.id = p.transaction_id
        WHERE p.tenant_id = ${tenantId} AND p.account = 'available' AND t.kind IN ('web_wallet', 'payable_unused')) AS credits,
      (SELECT coalesce(sum(CASE WHEN t.kind = 'sale_invoice' THEN 0 ELSE -p.amount END), 0) FROM ledger_postings p
        JOIN ledger_transactions t ON t.tenant_id = p.tenant_id AND t.id = p.transaction_id
        WHERE p.tenant_id = ${tenantId} AND p.account = 'receivable' AND p.sale_id IS NOT NULL AND t.kind <> 'incident_payment') AS paid,
      (SELECT coalesce(-sum(amount), 0) FROM ledger_postings WHERE tenant_id = ${tenantId} AND account = 'available') AS available,
      (SELECT coalesce(sum(p.amount), 0) FROM ledger_postings p
        JOIN ledger_transactions t ON t.tenant_id = p.tenant_id AND t.id = p.transaction_id
        WHERE p.tenant_id = ${tenantId} AND p.account = 'available' AND t.kind = 'available_use' AND t.ref LIKE '%/incidents/%') AS "toIncidents"`);
  return {
    payments: Number(row?.payments ?? 0), walletCredits: Number(row?.credits ?? 0), paidOnSales: Number(row?.paid ?? 0),
    available: Number(row?.available ?? 0), walletToIncidents: Number(row?.toIncidents ?? 0),
  };
}

/**
 * Settlements (lib/domain/finance/settle-incident.ts): every settled incident has exactly one payment
 * of its amount, no open or cancelled one has any; answers the problems (empty is good).
 */
export async function incidentProblems(db: Executor, tenantId: number): Promise<string[]> {
  const rows = await queryRows<{ id: number; state: string; amount: number; paid: string | null; count: number }>(db, sql`
    SELECT n.id, n.state, n.amount, sum(pay.amount) AS paid, count(pay.id)::int AS count FROM incidents n
    LEFT JOIN payments pay ON pay.tenant_id = n.tenant_id AND pay.incident_id = n.id
    WHERE n.tenant_id = ${tenantId} GROUP BY n.id, n.state, n.amount`);
  const problems: string[] = [];
  for (const r of rows) {
    const expected = r.state === 'settled' ? 1 : 0;
    if (Number(r.count) !== expected) problems.push(`${r.state} incident ${r.id} has ${r.count} payments`);
    else if (expected === 1 && Number(r.paid) !== r.amount) problems.push(`incident ${r.id} of ${r.amount} was paid ${r.paid}`);
  }
  return problems;
}
