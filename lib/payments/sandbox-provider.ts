// The sandbox payment provider: a stand-in for a Stripe-like provider, served by this process. It
// keeps its payments in sandbox_payments (its side of the world), hosts the payer's page at
// /pay/{token}, and reports outcomes only as signed events (Standard Webhooks) posted to
// POST /api/webhooks/payments/sandbox, as a real provider would: the service never learns a
// payment's state from the payer's browser.
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { getDb } from '../db/client';
import { sandboxPayments } from '../db/schema';
import { now } from '../time/clock';
import {
  InvalidEventError, type CreatePaymentInput, type CreatedPayment, type PaymentProvider, type ProviderEvent,
  type ProviderPaymentState, type ReceivedEvent,
} from './provider';
import { providerSecret } from './provider-secret';
import { verifyStandardWebhook } from './standard-webhooks';

export const SANDBOX = 'sandbox';

/** CONTRACT §9.6: this card approves, this one declines; any other number is refused by the form. */
export const SANDBOX_CARDS = { approve: '4242424242424242', decline: '4000000000000002' } as const;

const STATES = new Set<ProviderPaymentState>(['requested', 'validated', 'refused']);

/** The event body the sandbox signs: one payment's outcome. */
export interface SandboxEventBody {
  type: 'payment.succeeded' | 'payment.failed';
  data: { reference: string; amount: number; currency: string; state: ProviderPaymentState };
}

function parseBody(body: string): SandboxEventBody {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    throw new InvalidEventError('The event body is not JSON.');
  }
  const event = parsed as Partial<SandboxEventBody> | null;
  const data = event?.data;
  if (!event || (event.type !== 'payment.succeeded' && event.type !== 'payment.failed') || !data
    || typeof data.reference !== 'string' || !Number.isSafeInteger(data.amount) || typeof data.currency !== 'string'
    || !STATES.has(data.state as ProviderPaymentState)) {
    throw new InvalidEventError('The event is not a sandbox payment event.');
  }
  return event as SandboxEventBody;
}

export const sandboxProvider: PaymentProvider = {
  name: SANDBOX,
  mean: 'SandboxWeb',
  // Its page (redirect) and its widget (in a partner's frame), for any checkout: it needs no keys.
  capabilities: { supportsWebWallet: true, supportsPaymentPage: true },
  isReady: () => true,

  async createPayment(input: CreatePaymentInput): Promise<CreatedPayment> {
    const reference = `sbx_${randomBytes(12).toString('hex')}`;
    const token = randomBytes(24).toString('base64url');
    const db = await getDb();
    await db.insert(sandboxPayments).values({
      reference, token, amount: input.amount, currency: input.currency, description: input.description,
      validUrl: input.validUrl ?? '', cancelUrl: input.cancelUrl ?? '',
    });
    return { reference, token, redirectUrl: `${input.origin}/pay/${token}`, widgetUrl: `${input.origin}/pay/${token}/widget`, account: null };
  },

  async readPayment(reference: string) {
    const db = await getDb();
    const [found] = await db.select().from(sandboxPayments).where(eq(sandboxPayments.reference, reference)).limit(1);
    if (!found) throw new Error(`The sandbox has no payment ${reference}.`);
    return { state: found.state, amount: found.amount, currency: found.currency };
  },

  async cancelPayment(reference: string) {
    const db = await getDb();
    await db.update(sandboxPayments).set({ state: 'canceled', completedAt: now() })
      .where(and(eq(sandboxPayments.reference, reference), eq(sandboxPayments.state, 'requested')));
  },

  async parseEvent(event: ReceivedEvent): Promise<ProviderEvent> {
    verifyStandardWebhook(await providerSecret(SANDBOX), event, Math.floor(now().getTime() / 1000));
    const body = parseBody(event.body);
    return {
      id: event.headers['webhook-id']!, type: body.type, reference: body.data.reference,
      state: body.data.state, amount: body.data.amount, currency: body.data.currency, body,
    };
  },
};
