// Which account of the club's chart each ledger account is written to in the FEC (CONTRACT §15),
// and the journal each kind of ledger transaction belongs to. The numbers come from the club's
// `accounting_accounts`, a key it leaves out from the French chart's defaults.
import { DEFAULT_ACCOUNTING_ACCOUNTS, type AccountingAccounts, type LedgerAccount } from '../../db/schema';

const ACCOUNT_KEY: Record<LedgerAccount, keyof AccountingAccounts> = {
  receivable: 'customers', available: 'customerAdvances', revenue: 'revenue', bank: 'bank',
  checkout_cash: 'cash', checkout_cheques: 'cheques', checkout_cards: 'cards', provider_clearing: 'paymentProvider',
};

// The accounts' names as the French chart words them (the FEC is read by a French accountant).
const ACCOUNT_LABEL: Record<keyof AccountingAccounts, string> = {
  customers: 'Clients', customerAdvances: 'Clients - avances reçues', revenue: 'Prestations de services',
  bank: 'Banque', cash: 'Caisse', cheques: 'Chèques à encaisser', cards: 'Cartes bancaires à encaisser',
  paymentProvider: 'Prestataire de paiement', vatCollected: 'TVA collectée',
};

/** An account number is digits, then letters or digits (the French chart's sub-accounts): 3 to 20 characters. */
export const ACCOUNT_NUMBER = /^[1-9][0-9A-Za-z]{2,19}$/;

export function chartOf(settings: Partial<AccountingAccounts> | null | undefined): AccountingAccounts {
  const chart = { ...DEFAULT_ACCOUNTING_ACCOUNTS };
  for (const key of Object.keys(chart) as (keyof AccountingAccounts)[]) {
    const value = settings?.[key];
    if (typeof value === 'string' && ACCOUNT_NUMBER.test(value)) chart[key] = value;
  }
  return chart;
}

export function accountOf(chart: AccountingAccounts, account: LedgerAccount): { number: string; label: string } {
  const key = ACCOUNT_KEY[account];
  return { number: chart[key], label: ACCOUNT_LABEL[key] };
}

/** Invoices are sales (VE); money that came in or went out, the bank and till journal (BQ); the rest, miscellaneous (OD). */
export function journalOf(kind: string): { code: string; label: string } {
  if (kind.endsWith('_invoice')) return { code: 'VE', label: 'Ventes' };
  if (['sale_payment', 'incident_payment', 'direct_debit', 'web_wallet'].includes(kind)) return { code: 'BQ', label: 'Banque et caisse' };
  return { code: 'OD', label: 'Opérations diverses' };
}

const KIND_LABEL: Record<string, string> = {
  sale_invoice: 'Facture', fee_invoice: 'Facture de frais', installment_invoice: 'Facture d\'échéance',
  sale_payment: 'Règlement', incident_payment: 'Règlement d\'impayé', direct_debit: 'Prélèvement', web_wallet: 'Avoir en ligne',
  sale_overpayment: 'Trop-perçu', sale_cancel: 'Annulation de vente', contact_merge: 'Fusion de comptes',
  available_use: 'Utilisation d\'avoir', payable_unused: 'Paiement en ligne non affecté',
};

export function kindLabel(kind: string): string {
  return KIND_LABEL[kind] ?? kind;
}
