import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import { newWebhookSecret } from '../events/signature';
import { InvalidEventError } from './provider';
import { signedHeaders, TOLERANCE_SECONDS, verifyStandardWebhook } from './standard-webhooks';

const secret = newWebhookSecret();
const body = '{"type":"payment.succeeded"}';
const at = 1_800_000_000;

const check = (headers: Record<string, string | undefined>, text = body, now = at) => () => verifyStandardWebhook(secret, { headers, body: text }, now);

describe('verifyStandardWebhook', () => {
  it('accepts the secret\'s signature, also among others (key rotation)', () => {
    const headers = signedHeaders(secret, 'evt_1', at, body);
    expect(check(headers)).not.toThrow();
    expect(check({ ...headers, 'webhook-signature': `v1,AAAA ${headers['webhook-signature']}` })).not.toThrow();
    expect(check(headers, body, at + TOLERANCE_SECONDS)).not.toThrow();
  });

  it('refuses another secret, another body, another id, a stale or future time, missing headers', () => {
    const headers = signedHeaders(secret, 'evt_1', at, body);
    const refused = [
      check(signedHeaders(newWebhookSecret(), 'evt_1', at, body)),
      check(headers, `${body} `),
      check({ ...headers, 'webhook-id': 'evt_2' }),
      check({ ...headers, 'webhook-timestamp': String(at + 1) }),
      check(headers, body, at + TOLERANCE_SECONDS + 1),
      check(headers, body, at - TOLERANCE_SECONDS - 1),
      check({ ...headers, 'webhook-signature': undefined }),
      check({ ...headers, 'webhook-timestamp': '1e9' }),
      check({ ...headers, 'webhook-signature': 'v1,' }),
    ];
    for (const attempt of refused) expect(attempt).toThrow(InvalidEventError);
  });
});

describe('signedHeaders', () => {
  it('signs as the standardwebhooks library verifies, and verifies what the library signs', () => {
    const now = Math.floor(Date.now() / 1000);
    const headers = signedHeaders(secret, 'evt_lib', now, body);
    expect(new Webhook(secret).verify(body, headers)).toEqual(JSON.parse(body));
    const theirs = new Webhook(secret).sign('evt_lib', new Date(now * 1000), body);
    expect(check({ ...headers, 'webhook-signature': theirs }, body, now)).not.toThrow();
  });
});
