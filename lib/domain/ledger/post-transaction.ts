// The one writer of the ledger (DESIGN.md, Money): nothing else inserts into ledger_transactions or
// ledger_postings. The database backs it (migration 0017): rows cannot be updated or deleted, a
// transaction that does not balance is refused at commit, and a wallet cannot go below zero.
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { queryRows } from '../../db/raw';
import { DEFAULT_CURRENCY, unbalancedReason, type PostingInput } from './balanced';

export interface LedgerTransactionInput {
  tenantId: number;
  /** What kind of movement: `sale_payment`, `sale_invoice`, `sale_overpayment`, `sale_cancel`, `contact_merge`, `direct_debit`… */
  kind: string;
  /** What caused it (`payments/12`); (kind, ref) is unique, so a cause posts once. */
  ref: string;
  postings: PostingInput[];
}

/**
 * Writes balanced sets of postings in the caller's transaction, so they commit or roll back with what
 * caused them, in one statement however many there are (a billing day posts thousands at once). An
 * unbalanced set is a programming error, refused before anything is written. Answers the
 * transactions' ids, in the order given.
 */
export async function postTransactions(tx: Executor, inputs: LedgerTransactionInput[]): Promise<number[]> {
  if (inputs.length === 0) return [];
  const tenantId = inputs[0]!.tenantId;
  for (const input of inputs) {
    if (input.tenantId !== tenantId) throw new Error('Ledger transactions of one batch belong to one tenant.');
    const reason = unbalancedReason(input.postings);
    if (reason) throw new Error(`Ledger transaction ${input.kind} ${input.ref} refused: ${reason}`);
  }
  const transactions = inputs.map((input, i) => ({ i, kind: input.kind, ref: input.ref }));
  const postings = inputs.flatMap((input, i) => input.postings.map((p) => ({
    i, account: p.account, amount: p.amount, currency: p.currency ?? DEFAULT_CURRENCY, contact_id: p.contactId ?? null,
    checkout_id: p.checkoutId ?? null, sale_id: p.saleId ?? null, invoice_id: p.invoiceId ?? null,
  })));
  const rows = await queryRows<{ id: number; kind: string; ref: string }>(tx, sql`
    WITH input AS (
      SELECT * FROM jsonb_to_recordset(${JSON.stringify(transactions)}::jsonb) AS d(i int, kind text, ref text)
    ), t AS (
      INSERT INTO ledger_transactions (tenant_id, kind, ref) SELECT ${tenantId}, kind, ref FROM input ORDER BY i
      RETURNING id, kind, ref
    ), posted AS (
      INSERT INTO ledger_postings (tenant_id, transaction_id, account, amount, currency, contact_id, checkout_id, sale_id, invoice_id)
      SELECT ${tenantId}, t.id, v.account, v.amount, v.currency, v.contact_id, v.checkout_id, v.sale_id, v.invoice_id
      FROM jsonb_to_recordset(${JSON.stringify(postings)}::jsonb)
        AS v(i int, account text, amount int, currency text, contact_id int, checkout_id int, sale_id int, invoice_id int)
      JOIN input ON input.i = v.i JOIN t ON t.kind = input.kind AND t.ref = input.ref
    )
    SELECT id, kind, ref FROM t`);
  const ids = new Map(rows.map((row) => [`${row.kind}\u0000${row.ref}`, Number(row.id)]));
  return inputs.map((input) => ids.get(`${input.kind}\u0000${input.ref}`)!);
}

/** One balanced set of postings (postTransactions for one); answers the transaction's id. */
export async function postTransaction(tx: Executor, input: LedgerTransactionInput): Promise<number> {
  const [id] = await postTransactions(tx, [input]);
  return id!;
}
