import { afterEach, describe, expect, it } from 'vitest';
import { config } from '../../lib/config';
import { checkWebhookUrl } from '../../lib/domain/events/check-webhook-url';
import { DomainError } from '../../lib/domain/errors';
import { postWebhook } from '../../lib/events/post-webhook';
import { startReceiver, type Receiver } from './receiver';

let receiver: Receiver | undefined;
afterEach(async () => {
  await receiver?.close();
  receiver = undefined;
  config.isSandbox = true;
});

async function refusal(url: string) {
  const error = await checkWebhookUrl(url).then(() => null, (e: unknown) => e);
  expect(error).toBeInstanceOf(DomainError);
  return (error as DomainError).code;
}

describe('the webhook URL rule', () => {
  it('accepts http(s) URLs of public or (sandbox) loopback addresses', async () => {
    expect(await checkWebhookUrl('https://93.184.216.34/hooks')).toBe('https://93.184.216.34/hooks');
    expect(await checkWebhookUrl('http://127.0.0.1:9999/x')).toBe('http://127.0.0.1:9999/x');
    expect(await checkWebhookUrl('http://localhost:9999/x')).toBe('http://localhost:9999/x');
  });

  it('refuses other schemes, credentials and private addresses', async () => {
    expect(await refusal('ftp://93.184.216.34/')).toBe('api.error.webhook.invalid-url');
    expect(await refusal('javascript:alert(1)')).toBe('api.error.webhook.invalid-url');
    expect(await refusal('not a url')).toBe('api.error.webhook.invalid-url');
    expect(await refusal('https://user:pw@93.184.216.34/')).toBe('api.error.webhook.url-forbidden');
    expect(await refusal('http://10.0.0.8/hooks')).toBe('api.error.webhook.url-forbidden');
    expect(await refusal('http://169.254.169.254/latest/meta-data')).toBe('api.error.webhook.url-forbidden');
    expect(await refusal('http://[fd00::1]/')).toBe('api.error.webhook.url-forbidden');
  });

  it('refuses loopback, by address or by name, in production', async () => {
    config.isSandbox = false;
    expect(await refusal('http://127.0.0.1/hooks')).toBe('api.error.webhook.url-forbidden');
    expect(await refusal('http://localhost/hooks')).toBe('api.error.webhook.url-forbidden');
  });

  it('checks the address again when connecting, so a name cannot be re-pointed at a private address', async () => {
    receiver = await startReceiver(200);
    const port = new URL(receiver.url).port;
    const byName = await postWebhook({ url: `http://localhost:${port}/x`, headers: {}, body: '{}', timeoutMs: 2000, allowLoopback: false });
    expect(byName).toMatchObject({ status: null, error: expect.stringMatching(/not allowed for webhooks/) });
    const byAddress = await postWebhook({ url: `http://127.0.0.1:${port}/x`, headers: {}, body: '{}', timeoutMs: 2000, allowLoopback: false });
    expect(byAddress).toMatchObject({ status: null, error: expect.stringMatching(/not allowed for webhooks/) });
    expect(receiver.received).toHaveLength(0);
    const allowed = await postWebhook({ url: `http://localhost:${port}/x`, headers: {}, body: '{}', timeoutMs: 2000, allowLoopback: true });
    expect(allowed).toMatchObject({ status: 200, error: null });
  });
});
