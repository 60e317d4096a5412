import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

// Standard Webhooks (https://www.standardwebhooks.com): secret `whsec_` + base64 key; signature
// `v1,` + base64 HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{body}`.

export function newWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString('base64')}`;
}

export function signPayload(secret: string, webhookId: string, timestamp: number, body: string): string {
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const mac = createHmac('sha256', key).update(`${webhookId}.${timestamp}.${body}`).digest('base64');
  return `v1,${mac}`;
}

/**
 * Whether a received signature header (it may list several space-separated signatures) holds the
 * expected one; compared in constant time, so the time taken does not tell how much of a guess was right.
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
