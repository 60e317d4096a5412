// The conservation invariant (DESIGN.md, Money) as queries: run by the tests after every money
// scenario; the named checks behind them (ledger-checks.ts) are also GET /ledger/checks and the staff
// reconciliation page. Each answer is a list of problems; empty is good.
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { queryRows } from '../../db/raw';
import { incidentsMatchPayments, ledgerChecks } from './ledger-checks';

/**
 * The ledger checks (ledger-checks.ts) as one list of problems, empty when all pass: every
 * transaction sums to zero in each currency; every payment and invoice agrees with its transaction
 * (the payment's amount is what its mean's account took, the invoice's total what the receivable was
 * debited); no sale was paid beyond what it was invoiced once validated; no available amount is
 * negative; every incident agrees with its payments.
 */
export async function ledgerProblems(db: Executor, tenantId?: number): Promise<string[]> {
  return (await ledgerChecks(db, tenantId)).flatMap((check) => check.failures.map((failure) => failure.message));
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
  return (await incidentsMatchPayments(db, tenantId)).failures.map((failure) => failure.message);
}
