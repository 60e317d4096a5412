// Verification of Standard Webhooks signatures (https://www.standardwebhooks.com), the scheme our
// own outgoing webhooks use (lib/events/signature.ts, whose signPayload, the `standardwebhooks` library's
// sign, this reuses): headers webhook-id, webhook-timestamp (seconds), webhook-signature
// `v1,<base64 HMAC-SHA256 of id.timestamp.body>`. The library's own verify is not called: it judges the
// timestamp by the wall clock, and ours is judged by the injected clock (tests pin it).
import { headerHasSignature, signPayload } from '../events/signature';
import { InvalidEventError, type ReceivedEvent } from './provider';

/** How far a timestamp may be from now, either way, before the event is stale (the scheme's advice). */
export const TOLERANCE_SECONDS = 5 * 60;

export function signedHeaders(secret: string, id: string, timestampSeconds: number, body: string): Record<string, string> {
  return {
    'webhook-id': id,
    'webhook-timestamp': String(timestampSeconds),
    'webhook-signature': signPayload(secret, id, timestampSeconds, body),
    'content-type': 'application/json',
  };
}

/** Throws InvalidEventError unless one of the signatures is the secret's for this id, time and body. */
export function verifyStandardWebhook(secret: string, event: ReceivedEvent, nowSeconds: number): void {
  const id = event.headers['webhook-id'];
  const timestampText = event.headers['webhook-timestamp'];
  const header = event.headers['webhook-signature'];
  if (!id || !timestampText || !header) throw new InvalidEventError('webhook-id, webhook-timestamp and webhook-signature are required.');
  if (id.length > 255) throw new InvalidEventError('webhook-id is too long.');
  if (!/^\d{1,12}$/.test(timestampText)) throw new InvalidEventError('webhook-timestamp is not a time in seconds.');
  const timestamp = Number(timestampText);
  if (Math.abs(nowSeconds - timestamp) > TOLERANCE_SECONDS) throw new InvalidEventError('The event is stale (webhook-timestamp too far from now).');
  const expected = signPayload(secret, id, timestamp, event.body);
  if (!headerHasSignature(header, expected)) throw new InvalidEventError('The signature does not match.');
}
