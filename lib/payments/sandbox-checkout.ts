// The sandbox provider's hosted page, its server side: what /pay/{token} shows and what its form's
// POST does. As a real provider would, it settles the card, records the outcome on its side, then
// tells the service by a signed event over HTTP (POST /api/webhooks/payments/sandbox), and sends the
// payer back (with the payable object named, never its state). The service changes state on that event only.
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { config } from '../config';
import { getDb } from '../db/client';
import { envNow } from '../env';
import { sandboxPayments, tenants, type PayableObjectState } from '../db/schema';
import { payableObjectByReference } from '../domain/payments/create-payable-object';
import { iri } from '../iri';
import { now } from '../time/clock';
import { providerSecret } from './provider-secret';
import { SANDBOX, SANDBOX_CARDS, type SandboxEventBody } from './sandbox-provider';
import { signedHeaders } from './standard-webhooks';

const holder = globalThis as unknown as { __clubSandboxCallback?: string };

/**
 * Where the sandbox posts its events: this process, on the loopback address (never the Host a
 * browser sent, which would let anyone have signed events posted elsewhere). PAYMENTS_CALLBACK_ORIGIN
 * overrides it (a proxy in front); tests running their own server set it with setSandboxCallbackOrigin.
 */
export function sandboxCallbackOrigin(): string {
  return holder.__clubSandboxCallback ?? envNow('PAYMENTS_CALLBACK_ORIGIN') ?? `http://127.0.0.1:${config.port}`;
}

export function setSandboxCallbackOrigin(origin: string | undefined): void {
  holder.__clubSandboxCallback = origin;
}

export interface SandboxPage {
  reference: string;
  amount: number;
  currency: string;
  description: string;
  state: PayableObjectState;
}

/** What the hosted page shows, or undefined for an unknown token. */
export async function sandboxPage(token: string): Promise<SandboxPage | undefined> {
  const db = await getDb();
  const [found] = await db.select().from(sandboxPayments).where(eq(sandboxPayments.token, token)).limit(1);
  return found && { reference: found.reference, amount: found.amount, currency: found.currency, description: found.description, state: found.state };
}

/** A card number as typed (spaces, dashes) reduced to its digits. */
export const cardDigits = (value: string) => value.replace(/[\s-]/g, '');

/** Signs and posts one event; a failed delivery is not fatal (PUT /payable_objects/{id}/check recovers it). */
export async function postSandboxEvent(body: SandboxEventBody, eventId = `evt_${randomBytes(12).toString('hex')}`): Promise<number> {
  const text = JSON.stringify(body);
  const headers = signedHeaders(await providerSecret(SANDBOX), eventId, Math.floor(now().getTime() / 1000), text);
  try {
    const res = await fetch(`${sandboxCallbackOrigin()}/api/webhooks/payments/${SANDBOX}`, { method: 'POST', headers, body: text, redirect: 'manual' });
    return res.status;
  } catch {
    return 0;
  }
}

export type CardOutcome =
  | { kind: 'unknown-token' }
  | { kind: 'invalid-card' }
  | { kind: 'done'; reference: string; state: 'validated' | 'refused'; returnUrl: string };

/**
 * POST /pay/{token}: the approving card validates, the declining one refuses, anything else is sent
 * back to the form. A payment is decided once: a second submission only returns the payer.
 */
export async function submitSandboxCard(token: string, cardNumber: string): Promise<CardOutcome> {
  const db = await getDb();
  const [found] = await db.select().from(sandboxPayments).where(eq(sandboxPayments.token, token)).limit(1);
  if (!found) return { kind: 'unknown-token' };
  const digits = cardDigits(cardNumber);
  if (found.state === 'requested') {
    if (digits !== SANDBOX_CARDS.approve && digits !== SANDBOX_CARDS.decline) return { kind: 'invalid-card' };
    const state = digits === SANDBOX_CARDS.approve ? 'validated' : 'refused';
    const [decided] = await db.update(sandboxPayments).set({ state, completedAt: now() })
      .where(and(eq(sandboxPayments.reference, found.reference), eq(sandboxPayments.state, 'requested'))).returning();
    if (decided) {
      await postSandboxEvent({
        type: state === 'validated' ? 'payment.succeeded' : 'payment.failed',
        data: { reference: decided.reference, amount: decided.amount, currency: decided.currency, state },
      });
      return { kind: 'done', reference: decided.reference, state, returnUrl: state === 'validated' ? decided.validUrl : decided.cancelUrl };
    }
  }
  const [current] = await db.select().from(sandboxPayments).where(eq(sandboxPayments.reference, found.reference)).limit(1);
  const state = current!.state === 'validated' ? 'validated' : 'refused';
  return { kind: 'done', reference: found.reference, state, returnUrl: state === 'validated' ? current!.validUrl : current!.cancelUrl };
}

/** The IRI of the payable object a sandbox payment is for, or null (a payment nobody asked for). */
export async function sandboxPayableObjectIri(reference: string): Promise<string | null> {
  const po = await payableObjectByReference(SANDBOX, reference);
  if (!po) return null;
  const [tenant] = await (await getDb()).select({ token: tenants.token }).from(tenants).where(eq(tenants.id, po.tenantId)).limit(1);
  return tenant ? iri(tenant.token, 'payable_objects', po.id) : null;
}

export async function sandboxReturnAddress(reference: string, url: string): Promise<string> {
  const target = new URL(url);
  const payableObject = await sandboxPayableObjectIri(reference);
  if (payableObject) target.searchParams.set('payableObject', payableObject);
  return target.toString();
}
