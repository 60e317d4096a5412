// What a checkout answers (CONTRACT §10, the fields Stadline's payment samples read): its club's code,
// its currency, its provider's configuration and capabilities, and the cash in its drawer.
import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { clubs, type Checkout } from '../../db/schema';
import { checkoutsCash } from '../ledger/balances';
import { providerNamed } from '../../payments/providers';

export interface CheckoutView extends Checkout {
  clubCode: string;
  currency: string;
  totalCashAmount: number;
  /** The provider's public configuration (Stripe: publishable key, connected account); the sandbox needs none. */
  paymentProviderConfiguration: null;
  webPaymentProviderCapabilities: { supportsWebWallet: boolean; supportsPaymentPage: boolean };
}

export async function checkoutViews(db: Executor, tenantId: number, rows: Checkout[]): Promise<CheckoutView[]> {
  const clubIds = [...new Set(rows.map((r) => r.clubId))];
  const [codes, cash] = await Promise.all([
    clubIds.length === 0 ? [] : db.select({ id: clubs.id, code: clubs.code }).from(clubs).where(and(eq(clubs.tenantId, tenantId), inArray(clubs.id, clubIds))),
    checkoutsCash(db, tenantId, rows.map((r) => r.id)),
  ]);
  return rows.map((row) => {
    const online = row.type === 'web' && providerNamed(row.webPaymentProviderType) !== undefined;
    return {
      ...row, clubCode: codes.find((c) => c.id === row.clubId)?.code ?? '', currency: 'EUR', totalCashAmount: cash.get(row.id) ?? 0,
      paymentProviderConfiguration: null,
      // The sandbox serves both flows: its page (redirect) and its widget (in a partner's frame).
      webPaymentProviderCapabilities: { supportsWebWallet: online, supportsPaymentPage: online },
    };
  });
}
