// bench:cluster's sizes (environment, with the figures as defaults) and the fixed points of a run.
import { newWebhookSecret } from '../../../lib/events/signature';

export const BOOKINGS = Number(process.env.BENCH_BOOKINGS ?? 2000);
export const CHECKOUTS = Number(process.env.BENCH_CHECKOUTS ?? 1000);
export const EVENTS = Number(process.env.BENCH_EVENTS ?? 500);
export const SUBSCRIPTIONS = Number(process.env.BENCH_SUBSCRIPTIONS ?? 10_000);
/** Direct-debit subscriptions per club of the billing day. */
export const PER_CLUB = 500;
/** Concurrent client loops per part. */
export const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 32);
export const PROCESSES = process.env.BENCH_PROCESSES ? [Number(process.env.BENCH_PROCESSES)] : [1, 3];
/** The proxy's port; the app processes listen on the ports after it. */
export const PROXY_PORT = 3300;
export const BILLING_DATE = '2026-04-05';
/**
 * The sandbox provider's signing secret, given to the app processes so that this script signs as the
 * provider does (each run's database would otherwise keep its own, and this process read the first one's).
 */
export const PROVIDER_SECRET = newWebhookSecret();
