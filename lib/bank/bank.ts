// Direct debits go out through a bank adapter (CONTRACT §9.8, §12). The billing run first records,
// in a transaction, the debits it is about to submit; then, outside any transaction, hands them to the
// adapter; then records the answers in another transaction. A run that stopped in between asks the
// bank what became of the debits it had recorded (`status`) instead of submitting them again. The
// SEPA file of a run (sepa-pain008.ts) is what a file-based bank receives; the sandbox answers at once.
import { config } from '../config';

export interface DirectDebit {
  /** The EndToEndId it is submitted under: unique, the bank's answers name it. */
  ref: string;
  iban: string;
  bic: string;
  mandateReference: string;
  amount: number;
}

/** What the bank says of one debit; `reason` is its ISO 20022 reason code (AM04, MD01…). */
export type DebitOutcome = { ref: string; collected: true } | { ref: string; collected: false; reason: string };

export interface Bank {
  /** Submits debits already recorded as submitted; answers what it knows of them now. */
  collect(debits: DirectDebit[]): Promise<DebitOutcome[]>;
  /**
   * What became of debits recorded as submitted whose answer was never recorded. A debit the bank
   * has no news of is left out: it stays submitted (and in the run's file), never sent twice.
   */
  status(debits: DirectDebit[]): Promise<DebitOutcome[]>;
}

/** The IBAN the sandbox bank rejects every debit from (CONTRACT §9.8). */
export const SANDBOX_REJECTED_IBAN = 'GB82WEST12345698765432';
/** The reason code the sandbox gives (ISO 20022 AM04: insufficient funds). */
export const SANDBOX_REJECT_REASON = 'AM04';

/** The sandbox's answer depends only on the IBAN, so asking again answers the same. */
const sandboxAnswer = (debit: DirectDebit): DebitOutcome => (debit.iban === SANDBOX_REJECTED_IBAN
  ? { ref: debit.ref, collected: false, reason: SANDBOX_REJECT_REASON }
  : { ref: debit.ref, collected: true });

export const sandboxBank: Bank = {
  async collect(debits) {
    return debits.map(sandboxAnswer);
  },
  async status(debits) {
    return debits.map(sandboxAnswer);
  },
};

export function bank(): Bank {
  if (!config.isSandbox) throw new Error('No production bank is configured; the sandbox bank is refused in production.');
  return sandboxBank;
}
