import { serve, type ServerType } from '@hono/node-server';
import { afterEach, describe, expect, it } from 'vitest';
import { listSandboxWebhookReceipts } from '../../lib/domain/events/receive-sandbox-webhook';
import { runDeliveryRound } from '../../lib/events/delivery-worker';
import { api, call, createTenantFixture, tokenFor } from '../factories';
import { startReceiver, type Receiver } from './receiver';

let receiver: Receiver | undefined;
let server: ServerType | undefined;
afterEach(async () => {
  await receiver?.close();
  receiver = undefined;
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
  server = undefined;
});

describe('PUT and GET /webhook_endpoint', () => {
  it('shows the secret once, never on GET, and a new one on rotation', async () => {
    const fx = await createTenantFixture();
    const token = await tokenFor(fx, 'admin');
    expect((await call(`/${fx.token}/webhook_endpoint`, { token })).status).toBe(404);
    const first = await call(`/${fx.token}/webhook_endpoint`, { token, method: 'PUT', body: { url: 'http://127.0.0.1:1/a' } });
    expect(first.status).toBe(200);
    const created = await first.json();
    expect(created).toMatchObject({ '@id': `/${fx.token}/webhook_endpoint`, url: 'http://127.0.0.1:1/a', enabled: true, retryPolicy: 'none' });
    expect(created.secret).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);

    const read = await (await call(`/${fx.token}/webhook_endpoint`, { token })).json();
    expect(read).not.toHaveProperty('secret');
    const changed = await (await call(`/${fx.token}/webhook_endpoint`, { token, method: 'PUT', body: { url: 'http://127.0.0.1:2/b', retryPolicy: 'standard' } })).json();
    expect(changed).toMatchObject({ url: 'http://127.0.0.1:2/b', retryPolicy: 'standard' });
    expect(changed).not.toHaveProperty('secret');
    const rotated = await (await call(`/${fx.token}/webhook_endpoint`, { token, method: 'PUT', body: { url: 'http://127.0.0.1:2/b', rotateSecret: true } })).json();
    expect(rotated.secret).toMatch(/^whsec_/);
    expect(rotated.secret).not.toBe(created.secret);
  });

  it('refuses bad URLs, unknown fields and non-admin clients', async () => {
    const fx = await createTenantFixture();
    const admin = await tokenFor(fx, 'admin');
    const put = (body: unknown, token = admin) => call(`/${fx.token}/webhook_endpoint`, { token, method: 'PUT', body });
    expect((await (await put({ url: 'ftp://example.com' })).json()).code).toBe('api.error.webhook.invalid-url');
    expect((await (await put({ url: 'http://192.168.0.10/hook' })).json()).code).toBe('api.error.webhook.url-forbidden');
    // The secret is the service's to make: one sent is ignored, named, and not the endpoint's.
    const withSecret = await put({ url: 'http://127.0.0.1/x', secret: 'mine' });
    expect(withSecret.headers.get('x-ignored-fields')).toBe('secret');
    expect((await withSecret.json()).secret).not.toBe('mine');
    expect((await (await put({ retryPolicy: 'standard' })).json()).violations).toEqual([
      expect.objectContaining({ propertyPath: 'url', code: 'required' }),
    ]);
    const partner = await tokenFor(fx, 'partner');
    expect((await put({ url: 'http://127.0.0.1/x' }, partner)).status).toBe(403);
  });
});

describe('test events, the delivery log and redelivery', () => {
  it('delivers a test event, lists it, filters the log and redelivers with the same webhook-id', async () => {
    const fx = await createTenantFixture();
    const token = await tokenFor(fx, 'admin');
    receiver = await startReceiver(500);
    await call(`/${fx.token}/webhook_endpoint`, { token, method: 'PUT', body: { url: receiver.url } });
    expect((await call(`/${fx.token}/webhook_endpoint/test`, { token, method: 'POST' })).status).toBe(202);
    await runDeliveryRound({ tenantIds: [fx.tenant.id] });
    expect(JSON.parse(receiver.received[0]!.body)).toEqual({
      event: 'webhook.test', data: { object: { webhookEndpointId: `/${fx.token}/webhook_endpoint` } },
    });

    const log = await (await call(`/${fx.token}/webhook_deliveries?status=failed&event=webhook.test`, { token })).json();
    expect(log['hydra:totalItems']).toBe(1);
    const failed = log['hydra:member'][0];
    expect(failed).toMatchObject({ '@type': 'WebhookDelivery', event: 'webhook.test', status: 'failed', responseStatus: 500, attempt: 1,
      resource: `/${fx.token}/webhook_endpoint` });
    expect((await (await call(`/${fx.token}/webhook_deliveries?status=delivered`, { token })).json())['hydra:totalItems']).toBe(0);
    expect((await call(`/${fx.token}/webhook_deliveries?status=lost`, { token })).headers.get('x-ignored-parameters')).toBe('status');

    receiver.respond(204);
    const queued = await call(`/${fx.token}/webhook_deliveries/${failed.id}/redeliver`, { token, method: 'POST' });
    expect(queued.status).toBe(202);
    expect(await queued.json()).toMatchObject({ status: 'pending', attempt: 2, webhookId: failed.webhookId });
    await runDeliveryRound({ tenantIds: [fx.tenant.id] });
    expect(receiver.received.map((r) => r.headers['webhook-id'])).toEqual([failed.webhookId, failed.webhookId]);
    const newest = (await (await call(`/${fx.token}/webhook_deliveries`, { token })).json())['hydra:member'][0];
    expect(newest).toMatchObject({ attempt: 2, status: 'delivered', responseStatus: 204 });
  });

  it('answers 404 for another tenant\'s delivery', async () => {
    const [mine, theirs] = await Promise.all([createTenantFixture(), createTenantFixture()]);
    receiver = await startReceiver(200);
    const theirToken = await tokenFor(theirs, 'admin');
    await call(`/${theirs.token}/webhook_endpoint`, { token: theirToken, method: 'PUT', body: { url: receiver.url } });
    await call(`/${theirs.token}/webhook_endpoint/test`, { token: theirToken, method: 'POST' });
    await runDeliveryRound({ tenantIds: [theirs.tenant.id] });
    const delivery = (await (await call(`/${theirs.token}/webhook_deliveries`, { token: theirToken })).json())['hydra:member'][0];
    const res = await call(`/${mine.token}/webhook_deliveries/${delivery.id}/redeliver`, { token: await tokenFor(mine, 'admin'), method: 'POST' });
    expect(res.status).toBe(404);
  });
});

describe('the sandbox receiver', () => {
  it('receives the tenant\'s events over HTTP and checks their signature', async () => {
    const fx = await createTenantFixture();
    const token = await tokenFor(fx, 'admin');
    server = serve({ fetch: api.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((resolve) => server!.once('listening', resolve));
    const { port } = server.address() as { port: number };
    const url = `http://127.0.0.1:${port}/api/${fx.token}/sandbox/webhook_receiver`;
    await call(`/${fx.token}/webhook_endpoint`, { token, method: 'PUT', body: { url } });
    await call(`/${fx.token}/webhook_endpoint/test`, { token, method: 'POST' });
    await runDeliveryRound({ tenantIds: [fx.tenant.id] });
    const [receipt] = await listSandboxWebhookReceipts({ tenant: fx.tenant, limit: 10 });
    expect(receipt).toMatchObject({ event: 'webhook.test', signatureValid: true });
    const forged = await call(`/${fx.token}/sandbox/webhook_receiver`, { method: 'POST', body: { event: 'contact.created' } });
    expect(forged.status).toBe(204);
    const receipts = await listSandboxWebhookReceipts({ tenant: fx.tenant, limit: 10 });
    expect(receipts[0]).toMatchObject({ event: 'contact.created', signatureValid: false });
  });
});
