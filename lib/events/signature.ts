import { createHmac, randomBytes } from 'node:crypto';

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

/** Checks a received signature header (it may list several space-separated signatures). */
export function verifySignature(secret: string, webhookId: string, timestamp: number, body: string, header: string): boolean {
  const expected = signPayload(secret, webhookId, timestamp, body);
  return header.split(' ').some((candidate) => candidate === expected);
}
