// The rule every money transaction obeys (DESIGN.md, Money): its postings sum to zero in each
// currency, each moves a whole number of cents, and each names the owner its account needs.
import type { LedgerAccount } from '../../db/schema';

export interface PostingInput {
  account: LedgerAccount;
  /** Cents: a debit is positive, a credit negative; never 0. */
  amount: number;
  contactId?: number;
  checkoutId?: number;
  saleId?: number;
  invoiceId?: number;
  currency?: string;
}

const CONTACT_ACCOUNTS: readonly LedgerAccount[] = ['receivable', 'available'];
const CHECKOUT_ACCOUNTS: readonly LedgerAccount[] = ['checkout_cash', 'checkout_cheques', 'checkout_cards', 'provider_clearing'];
export const DEFAULT_CURRENCY = 'EUR';

/** Why this set of postings cannot be a transaction; null when it can. */
export function unbalancedReason(postings: PostingInput[]): string | null {
  if (postings.length < 2) return 'a transaction moves money between at least two postings';
  const sums = new Map<string, number>();
  for (const p of postings) {
    if (!Number.isSafeInteger(p.amount) || p.amount === 0) return `posting amounts are non-zero whole cents (got ${p.amount})`;
    if (CONTACT_ACCOUNTS.includes(p.account) && p.contactId === undefined) return `${p.account} needs a contact`;
    if (CHECKOUT_ACCOUNTS.includes(p.account) && p.checkoutId === undefined) return `${p.account} needs a checkout`;
    const currency = p.currency ?? DEFAULT_CURRENCY;
    sums.set(currency, (sums.get(currency) ?? 0) + p.amount);
  }
  for (const [currency, sum] of sums) {
    if (sum !== 0) return `postings in ${currency} sum to ${sum}, not 0`;
  }
  return null;
}

/** Postings without the zero amounts a computation may leave (a part of nothing is not a posting). */
export function nonZero(postings: PostingInput[]): PostingInput[] {
  return postings.filter((p) => p.amount !== 0);
}
