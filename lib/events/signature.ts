import { randomBytes, timingSafeEqual } from 'node:crypto';
import { Webhook } from 'standardwebhooks';

// Standard Webhooks (https://www.standardwebhooks.com): secret `whsec_` + base64 key; signature
// `v1,` + base64 HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{body}`. The scheme's own library
// (`standardwebhooks`) computes it. Its `verify` reads the wall clock for the 5-minute tolerance, and
// time here comes from our clock (lib/time/clock.ts), so the tolerance is judged by our callers
// (lib/payments/standard-webhooks.ts) and the comparison below, in constant time.

export function newWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString('base64')}`;
}

export function signPayload(secret: string, webhookId: string, timestamp: number, body: string): string {
  return new Webhook(secret).sign(webhookId, new Date(timestamp * 1000), body);
}

/**
 * Whether a received signature header (it may list several space-separated signatures, e.g. while a
 * key rotates) holds the expected one; compared in constant time, so the time taken does not tell
 * how much of a guess was right.
 */
export function headerHasSignature(header: string, expected: string): boolean {
  const want = Buffer.from(expected);
  return header.split(' ').some((candidate) => {
    const given = Buffer.from(candidate);
    return given.length === want.length && timingSafeEqual(given, want);
  });
}

/** Checks a received signature header against the body it came with. */
export function verifySignature(secret: string, webhookId: string, timestamp: number, body: string, header: string): boolean {
  return headerHasSignature(header, signPayload(secret, webhookId, timestamp, body));
}
