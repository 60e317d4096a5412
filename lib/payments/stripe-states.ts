// What a Stripe object says about a payment, in the adapter's words (provider.ts). Two objects carry a
// payment: a PaymentIntent (the embedded flow: Stripe Elements with its client secret) and a Checkout
// Session (the page flow). Pure functions, shared by the webhook (stripe-events.ts) and the check.
import type Stripe from 'stripe';
import type { ProviderPaymentState } from './provider';

export interface StripePaymentFacts {
  reference: string;
  state: ProviderPaymentState;
  amount: number;
  currency: string;
}

/**
 * `succeeded` collected the money (amount_received); `canceled` was withdrawn; a failed attempt leaves
 * it waiting for another card (requires_payment_method with last_payment_error): refused for now, and a
 * later success is still applied (apply-payment-outcome.ts: collected money is never lost).
 */
export function paymentIntentFacts(pi: Pick<Stripe.PaymentIntent, 'id' | 'status' | 'amount' | 'amount_received' | 'currency' | 'last_payment_error'>): StripePaymentFacts {
  const state: ProviderPaymentState = pi.status === 'succeeded' ? 'validated'
    : pi.status === 'canceled' ? 'canceled'
      : pi.status === 'requires_payment_method' && pi.last_payment_error ? 'refused' : 'requested';
  return { reference: pi.id, state, amount: state === 'validated' ? pi.amount_received : pi.amount, currency: pi.currency };
}

/** A session is paid when complete with payment_status `paid`; an expired one was never paid. */
export function checkoutSessionFacts(session: Pick<Stripe.Checkout.Session, 'id' | 'status' | 'payment_status' | 'amount_total' | 'currency'>): StripePaymentFacts {
  const state: ProviderPaymentState = session.status === 'complete' && session.payment_status === 'paid' ? 'validated'
    : session.status === 'expired' ? 'refused' : 'requested';
  return { reference: session.id, state, amount: session.amount_total ?? 0, currency: session.currency ?? '' };
}

/** The facts a verified event carries; `requested` (nothing to apply) for a type that decides nothing. */
export function eventFacts(event: Stripe.Event): StripePaymentFacts {
  const object = event.data.object as { id?: unknown };
  switch (event.type) {
    case 'payment_intent.succeeded':
    case 'payment_intent.payment_failed':
    case 'payment_intent.canceled': {
      const facts = paymentIntentFacts(event.data.object);
      // A failure event means this attempt failed, whatever else the object says.
      return event.type === 'payment_intent.payment_failed' ? { ...facts, state: 'refused' } : facts;
    }
    case 'checkout.session.completed':
      return checkoutSessionFacts(event.data.object);
    case 'checkout.session.async_payment_succeeded':
      return { ...checkoutSessionFacts(event.data.object), state: 'validated' };
    case 'checkout.session.async_payment_failed':
    case 'checkout.session.expired':
      return { ...checkoutSessionFacts(event.data.object), state: 'refused' };
    default:
      return { reference: typeof object.id === 'string' ? object.id : '', state: 'requested', amount: 0, currency: '' };
  }
}
