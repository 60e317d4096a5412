import type { Executor } from '../../db/client';
import { ledgerPostings, ledgerTransactions } from '../../db/schema';
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
  const [row] = await tx.insert(ledgerTransactions).values({ tenantId: input.tenantId, kind: input.kind, ref: input.ref })
    .returning({ id: ledgerTransactions.id });
  const transactionId = row!.id;
  await tx.insert(ledgerPostings).values(input.postings.map((p) => ({
    tenantId: input.tenantId, transactionId, account: p.account, amount: p.amount, currency: p.currency ?? DEFAULT_CURRENCY,
    contactId: p.contactId ?? null, checkoutId: p.checkoutId ?? null, saleId: p.saleId ?? null, invoiceId: p.invoiceId ?? null,
  })));
  return transactionId;
}
