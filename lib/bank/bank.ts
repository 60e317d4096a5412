// Direct debits go out through a bank adapter (CONTRACT §9.8). The billing run hands it a batch of
// debits and reads back, per debit, collected or rejected; a real bank (a SEPA file, a PSP's API)
// implements the same interface. The sandbox bank answers at once.
import { config } from '../config';

export interface DirectDebit {
  /** Ours, unique: the invoice it collects (`invoices/12`). */
  ref: string;
  iban: string;
  bic: string;
  mandateReference: string;
  amount: number;
}

export type DebitOutcome = { ref: string; collected: true } | { ref: string; collected: false; reason: string };

export interface Bank {
  collect(debits: DirectDebit[]): Promise<DebitOutcome[]>;
}

/** The IBAN the sandbox bank rejects every debit from (CONTRACT §9.8). */
export const SANDBOX_REJECTED_IBAN = 'GB82WEST12345698765432';

export const sandboxBank: Bank = {
  async collect(debits) {
    return debits.map((debit) => (debit.iban === SANDBOX_REJECTED_IBAN
      ? { ref: debit.ref, collected: false, reason: 'AM04 insufficient funds (sandbox)' }
      : { ref: debit.ref, collected: true }));
  },
};

export function bank(): Bank {
  if (!config.isSandbox) throw new Error('No production bank is configured; the sandbox bank is refused in production.');
  return sandboxBank;
}
