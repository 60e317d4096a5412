import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { queryRows } from '../../db/raw';
import { DEFAULT_CURRENCY, unbalancedReason, type PostingInput } from './balanced';

export interface LedgerTransactionInput {
  tenantId: number;
  /** What kind of movement: `sale_payment`, `sale_invoice`, `sale_overpayment`, `sale_cancel`, `contact_merge`. */
  kind: string;
  /** What caused it (`payments/12`); (kind, ref) is unique, so a cause posts once. */
  ref: string;
  postings: PostingInput[];
}

/**
 * The one way money moves: writes a balanced set of postings in the caller's transaction, so it
 * commits or rolls back with what caused it. An unbalanced set is a programming error, refused
 * before anything is written.
 */
export async function postTransaction(tx: Executor, input: LedgerTransactionInput): Promise<number> {
  const reason = unbalancedReason(input.postings);
  if (reason) throw new Error(`Ledger transaction ${input.kind} ${input.ref} refused: ${reason}`);
  // One statement for the transaction and its postings: a payment's ledger costs one round trip, and
  // one less while the validating transaction holds the tenant's invoice counter (validate-sale.ts).
  const values = input.postings.map((p) => sql`(${p.account}::text, ${p.amount}::integer, ${p.currency ?? DEFAULT_CURRENCY}::text,
    ${p.contactId ?? null}::integer, ${p.checkoutId ?? null}::integer, ${p.saleId ?? null}::integer, ${p.invoiceId ?? null}::integer)`);
  const [row] = await queryRows<{ id: number }>(tx, sql`
    WITH t AS (INSERT INTO ledger_transactions (tenant_id, kind, ref) VALUES (${input.tenantId}, ${input.kind}, ${input.ref}) RETURNING id),
      posted AS (INSERT INTO ledger_postings (tenant_id, transaction_id, account, amount, currency, contact_id, checkout_id, sale_id, invoice_id)
        SELECT ${input.tenantId}, t.id, v.account, v.amount, v.currency, v.contact_id, v.checkout_id, v.sale_id, v.invoice_id
        FROM t, (VALUES ${sql.join(values, sql`, `)}) AS v (account, amount, currency, contact_id, checkout_id, sale_id, invoice_id))
    SELECT id FROM t`);
  return Number(row!.id);
}
