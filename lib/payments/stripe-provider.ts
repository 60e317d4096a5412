// Card payments through Stripe Connect (CONTRACT §12, docs/providers.md): one connected account per
// club, the platform's secret key from the environment. Every call names the club's account
// (`stripeAccount`, the Stripe-Account header) and is keyed by the payable object it is for (the
// Idempotency-Key), so a retried call never makes a second payment. Stripe's state reaches the service
// only through its signed events (parseEvent) and through readPayment (PUT …/check), never the payer.
import Stripe from 'stripe';
import { logger } from '../log/logger';
import { now } from '../time/clock';
import {
  InvalidEventError, ProviderRequestError, type CreatePaymentInput, type CreatedPayment, type PaymentProvider,
  type ProviderEvent, type ProviderSettings, type ReceivedEvent,
} from './provider';
import { stripeClient, stripeWebhookSecret } from './stripe-client';
import { isStripeAccountId, isStripePublicKey } from './stripe-settings';
import { checkoutSessionFacts, eventFacts, paymentIntentFacts } from './stripe-states';

export const STRIPE = 'stripe';

/** How far a Stripe-Signature timestamp may be from now: the SDK's default, five minutes. */
const TOLERANCE_SECONDS = 300;

/** Any failure of a call (Stripe's error answer, a timeout, no key) as the adapter's error: nothing was charged. */
async function calling<T>(what: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof ProviderRequestError) throw error;
    const status = error instanceof Stripe.errors.StripeError ? (error.statusCode ?? null) : null;
    const code = error instanceof Stripe.errors.StripeError ? (error.code ?? error.type) : 'network';
    throw new ProviderRequestError(`Stripe refused ${what}: ${status ?? 'no answer'} ${code}.`, status);
  }
}

function accountOf(checkout: ProviderSettings): string {
  if (!checkout.stripeAccountId) throw new ProviderRequestError('This web checkout has no Stripe account.');
  return checkout.stripeAccountId;
}

/** The payer's way back, naming the payable object (never its state), as the sandbox's page sends them. */
function returnAddress(url: string, payableObjectIri: string): string {
  const target = new URL(url);
  target.searchParams.set('payableObject', payableObjectIri);
  return target.toString();
}

async function createIntent(input: CreatePaymentInput, account: string): Promise<CreatedPayment> {
  const metadata = { payableObject: input.payableObject.iri };
  const intent = await calling('the PaymentIntent', () => stripeClient().paymentIntents.create({
    amount: input.amount, currency: input.currency.toLowerCase(), description: input.description, metadata,
    automatic_payment_methods: { enabled: true },
  }, { stripeAccount: account, idempotencyKey: `payable_object:${input.payableObject.iri}:intent` }));
  if (!intent.client_secret) throw new ProviderRequestError(`Stripe gave PaymentIntent ${intent.id} no client secret.`);
  return { reference: intent.id, token: intent.client_secret, redirectUrl: '', widgetUrl: '', account };
}

async function createSession(input: CreatePaymentInput, account: string, validUrl: string, cancelUrl: string): Promise<CreatedPayment> {
  const metadata = { payableObject: input.payableObject.iri };
  const session = await calling('the Checkout Session', () => stripeClient().checkout.sessions.create({
    mode: 'payment', client_reference_id: String(input.payableObject.id), metadata,
    line_items: [{ quantity: 1, price_data: { currency: input.currency.toLowerCase(), unit_amount: input.amount, product_data: { name: input.description } } }],
    payment_intent_data: { metadata, description: input.description },
    success_url: returnAddress(validUrl, input.payableObject.iri), cancel_url: returnAddress(cancelUrl, input.payableObject.iri),
  }, { stripeAccount: account, idempotencyKey: `payable_object:${input.payableObject.iri}:session` }));
  if (!session.url) throw new ProviderRequestError(`Stripe gave Checkout Session ${session.id} no address.`);
  return { reference: session.id, token: session.id, redirectUrl: session.url, widgetUrl: '', account };
}

export const stripeProvider: PaymentProvider = {
  name: STRIPE,
  mean: 'StripeWeb',
  // Stadline's own: the partner shows Stripe's form (Elements) with the token; no page of ours to frame.
  capabilities: { supportsWebWallet: true, supportsPaymentPage: false },

  isReady: (checkout) => isStripePublicKey(checkout.stripePublicKey) && isStripeAccountId(checkout.stripeAccountId),

  async createPayment(input) {
    const account = accountOf(input.checkout);
    if (input.flow === 'page' && input.validUrl && input.cancelUrl) return createSession(input, account, input.validUrl, input.cancelUrl);
    return createIntent(input, account);
  },

  async readPayment(reference, account) {
    const options = account ? { stripeAccount: account } : {};
    if (reference.startsWith('cs_')) {
      return checkoutSessionFacts(await calling('the Checkout Session', () => stripeClient().checkout.sessions.retrieve(reference, {}, options)));
    }
    return paymentIntentFacts(await calling('the PaymentIntent', () => stripeClient().paymentIntents.retrieve(reference, {}, options)));
  },

  async cancelPayment(reference, account) {
    const options = account ? { stripeAccount: account } : {};
    try {
      if (reference.startsWith('cs_')) await stripeClient().checkout.sessions.expire(reference, {}, options);
      else await stripeClient().paymentIntents.cancel(reference, {}, options);
    } catch (error) {
      // Already paid or already closed: its event, if any, still comes and is applied (the money is never lost).
      logger().warn({ provider: STRIPE, reference, error: error instanceof Error ? error.message : String(error) }, 'stripe: a replaced payment could not be withdrawn');
    }
  },

  async parseEvent(received: ReceivedEvent): Promise<ProviderEvent> {
    const secret = stripeWebhookSecret();
    if (!secret) {
      // A deployment misconfigured: every Stripe event is refused (Stripe retries them for three days) until it is set.
      logger().error({ provider: STRIPE }, 'stripe: an event came but STRIPE_WEBHOOK_SECRET is not set');
      throw new InvalidEventError('STRIPE_WEBHOOK_SECRET is not set: no Stripe event can be verified.');
    }
    const signature = received.headers['stripe-signature'];
    if (!signature) throw new InvalidEventError('The Stripe-Signature header is required.');
    let event: Stripe.Event;
    try {
      // The raw body, byte for byte, and our clock (tests pin it) for the timestamp's age.
      event = Stripe.webhooks.constructEvent(received.body, signature, secret, TOLERANCE_SECONDS, undefined, now().getTime());
    } catch (error) {
      throw new InvalidEventError(error instanceof Error ? error.message.split('\n')[0]! : 'The signature does not match.');
    }
    const facts = eventFacts(event);
    return { id: event.id, type: event.type, body: event, ...facts };
  },
};
