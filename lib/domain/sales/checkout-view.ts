// What a checkout answers (CONTRACT §10, the fields Stadline's payment samples read): its club's code,
// its currency, its provider's configuration and capabilities, and the cash in its drawer (float + cash
// taken since the drawer opened; no open drawer: cash taken since the last closing).
import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { clubs, type Checkout } from '../../db/schema';
import { currentCashDrawers } from '../cash-drawers/current-cash-drawers';
import { providerNamed } from '../../payments/providers';
import { STRIPE } from '../../payments/stripe-provider';

export interface CheckoutView extends Checkout {
  clubCode: string;
  currency: string;
  totalCashAmount: number;
  /** The provider's public configuration (Stripe: publishable key, connected account); the sandbox needs none. */
  paymentProviderConfiguration: StripeConfiguration | null;
  webPaymentProviderCapabilities: { supportsWebWallet: boolean; supportsPaymentPage: boolean };
}

/** What Stadline's Stripe sample reads to load Stripe.js: `loadStripe(publicKey, { stripeAccount: accountId })`. */
export interface StripeConfiguration {
  '@type': 'StripeConfiguration';
  publicKey: string;
  accountId: string;
}

function configurationOf(row: Checkout): StripeConfiguration | null {
  if (row.webPaymentProviderType !== STRIPE || !row.stripePublicKey || !row.stripeAccountId) return null;
  return { '@type': 'StripeConfiguration', publicKey: row.stripePublicKey, accountId: row.stripeAccountId };
}

export async function checkoutViews(db: Executor, tenantId: number, rows: Checkout[]): Promise<CheckoutView[]> {
  const clubIds = [...new Set(rows.map((r) => r.clubId))];
  const [codes, cash] = await Promise.all([
    clubIds.length === 0 ? [] : db.select({ id: clubs.id, code: clubs.code }).from(clubs).where(and(eq(clubs.tenantId, tenantId), inArray(clubs.id, clubIds))),
    // Every checkout: cash recorded on a sale whose checkout is the web one is still cash in hand.
    currentCashDrawers(db, tenantId, rows.map((r) => r.id)),
  ]);
  return rows.map((row) => {
    const provider = row.type === 'web' ? providerNamed(row.webPaymentProviderType) : undefined;
    const online = provider !== undefined && provider.isReady(row);
    return {
      ...row, clubCode: codes.find((c) => c.id === row.clubId)?.code ?? '', currency: 'EUR', totalCashAmount: cash.get(row.id)?.cash ?? 0,
      paymentProviderConfiguration: configurationOf(row),
      // The sandbox serves both flows, its page and its widget; Stripe the partner's own form (Elements).
      webPaymentProviderCapabilities: {
        supportsWebWallet: online && provider.capabilities.supportsWebWallet, supportsPaymentPage: online && provider.capabilities.supportsPaymentPage,
      },
    };
  });
}
