// The Stripe SDK as this deployment configures it (docs/providers.md, Card payments: Stripe): the
// platform's secret key (STRIPE_SECRET_KEY) and, for tests and staging, another address for its API
// (STRIPE_API_BASE: the SDK's host, port and protocol options). Read when used, not at start, so a
// deployment without Stripe starts as before and tests point it at their fake.
import Stripe from 'stripe';
import { envNow } from '../env';
import { ProviderRequestError } from './provider';

const holder = globalThis as unknown as { __clubStripe?: { key: string; base: string | undefined; client: Stripe } };

/** The SDK's address options for STRIPE_API_BASE (`http://127.0.0.1:4010`), or none (api.stripe.com). */
export function stripeAddress(base: string | undefined): { host?: string; port?: number; protocol?: 'http' | 'https' } {
  if (!base) return {};
  const url = new URL(base);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: url.port ? Number(url.port) : protocol === 'http' ? 80 : 443, protocol };
}

/** One client per key and address, kept for the process (the SDK keeps its connections alive). */
export function stripeClient(): Stripe {
  const key = envNow('STRIPE_SECRET_KEY');
  if (!key) throw new ProviderRequestError('STRIPE_SECRET_KEY is not set: this deployment cannot take Stripe payments.');
  const base = envNow('STRIPE_API_BASE');
  const kept = holder.__clubStripe;
  if (kept && kept.key === key && kept.base === base) return kept.client;
  // Two network retries, each with the same idempotency key (ours): a lost answer never makes two payments.
  const client = new Stripe(key, { ...stripeAddress(base), maxNetworkRetries: 2, timeout: 20_000, telemetry: false });
  holder.__clubStripe = { key, base, client };
  return client;
}

/** The webhook endpoint's signing secret (STRIPE_WEBHOOK_SECRET), or undefined when none is set. */
export const stripeWebhookSecret = () => envNow('STRIPE_WEBHOOK_SECRET');
