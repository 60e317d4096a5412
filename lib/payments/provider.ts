// The payment provider adapter (docs/architecture.md, Online payment): what the service asks of any
// online payment provider. The sandbox implements it (sandbox-provider.ts), and Stripe Connect
// (stripe-provider.ts), with its API calls in createPayment/readPayment and its signing scheme in parseEvent.
// Nothing here knows the database: the domain (lib/domain/payments) decides what an event changes.

/** A payment's state at the provider: the service's payable object follows it. */
/** `canceled`: the service withdrew it (cancelPayment) before the payer paid. */
export type ProviderPaymentState = 'requested' | 'validated' | 'refused' | 'canceled';

export interface CreatePaymentInput {
  /** Cents to collect (never zero: a payment fully covered by the available amount skips the provider). */
  amount: number;
  currency: string;
  /** Where the payer is sent back, the provider adding its own parameters; null for a widget (no return). */
  validUrl: string | null;
  cancelUrl: string | null;
  /** Shown on the provider's page. */
  description: string;
  /** Absolute origin of this service, for a hosted page it serves itself (the sandbox). */
  origin: string;
  /**
   * The payable object this payment is for, its id reserved before the provider is asked: the
   * provider keeps its IRI beside the payment and keys the creation by it, so a retried call never
   * makes a second payment.
   */
  payableObject: { id: number; iri: string };
  /** The web checkout's provider settings (Stripe: the club's connected account). */
  checkout: ProviderSettings;
  /**
   * `page`: the payer is sent to a page (redirectUrl); `embedded`: the partner shows the provider's
   * own form with `token` (Stripe Elements with the PaymentIntent's client secret, Stadline's sample).
   */
  flow: 'page' | 'embedded';
}

/** What a web checkout says about its provider (its columns). */
export interface ProviderSettings {
  stripePublicKey: string | null;
  stripeAccountId: string | null;
}

export interface CreatedPayment {
  /** Where the payer goes to pay (absolute URL). */
  redirectUrl: string;
  /** The provider's id of the payment. */
  reference: string;
  /** The secret part of the hosted page's address, for a provider the service hosts; else the reference. */
  token: string;
  /** A page made to sit in a partner's iframe that posts its outcome to the parent (CONTRACT §10). */
  widgetUrl: string;
  /** The provider account it was made on, to ask about it again (Stripe: the connected account); null when none. */
  account: string | null;
}

/** A verified event: one payment's new state. */
export interface ProviderEvent {
  /** The provider's event id: an event is applied once per id. */
  id: string;
  type: string;
  reference: string;
  state: ProviderPaymentState;
  /** What the provider collected, in cents, and in which currency. */
  amount: number;
  currency: string;
  body: unknown;
}

/** The request of a received event, as it came (the body byte for byte: it is what was signed). */
export interface ReceivedEvent {
  headers: Record<string, string | undefined>;
  body: string;
}

export interface PaymentProvider {
  readonly name: string;
  /** The card/web mean payments through this provider are recorded with (`SandboxWeb`). */
  readonly mean: string;
  /** Whether a checkout has what this provider needs to take a payment (Stripe: its keys). */
  isReady(checkout: ProviderSettings): boolean;
  /** Whether it serves a page the payer is sent to, and a page to frame, for any payment (the checkout's capabilities). */
  readonly capabilities: { supportsWebWallet: boolean; supportsPaymentPage: boolean };
  /** Throws ProviderRequestError when the provider refuses or cannot be reached. */
  createPayment(input: CreatePaymentInput): Promise<CreatedPayment>;
  /** Asks the provider for the payment's state (PUT /payable_objects/{id}/check). */
  readPayment(reference: string, account: string | null): Promise<{ state: ProviderPaymentState; amount: number; currency: string }>;
  /**
   * Withdraws a payment not yet made (a newer one replaces it), so its page no longer takes a card.
   * Called after the commit that cancelled its payable object; a payment made meanwhile is still
   * applied when its event comes (the money was collected: it is never lost).
   */
  cancelPayment(reference: string, account: string | null): Promise<void>;
  /** Verifies the event's signature and parses it; throws InvalidEventError on anything wrong. */
  parseEvent(event: ReceivedEvent): Promise<ProviderEvent>;
}

/** A forged, altered, stale or malformed event: refused (400), nothing changes. */
export class InvalidEventError extends Error {}

/**
 * The provider refused a call or could not be reached (an HTTP error, a timeout, its keys missing):
 * nothing was charged. The message is for the log (never a secret); `status` is the provider's, if any.
 */
export class ProviderRequestError extends Error {
  constructor(message: string, readonly status: number | null = null) {
    super(message);
    this.name = 'ProviderRequestError';
  }
}
