// Webhook URLs cannot reach this host or its networks (issue 19, item 7): refused when set, and again
// at every connection (so a name re-pointed at a private address after the check is refused); the
// delivery log gives one reason for every refused destination and one for every failed connection,
// so it cannot be used to scan ports.
import { once } from 'node:events';
import { createServer as createTcpServer, type AddressInfo, type Server as TcpServer } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { config } from '../../lib/config';
import { checkWebhookUrl } from '../../lib/domain/events/check-webhook-url';
import { listWebhookDeliveries } from '../../lib/domain/events/list-webhook-deliveries';
import { DomainError } from '../../lib/domain/errors';
import { runDeliveryRound } from '../../lib/events/delivery-worker';
import { CONNECTION_FAILED, DESTINATION_REFUSED, postWebhook } from '../../lib/events/post-webhook';
import { createTenantFixture } from '../factories';
import { configureEndpoint, emit } from './helpers';
import { startReceiver, type Receiver } from './receiver';

let receiver: Receiver | undefined;
let tcp: TcpServer | undefined;
afterEach(async () => {
  await receiver?.close();
  receiver = undefined;
  tcp?.close();
  tcp = undefined;
  config.webhookAllowLoopback = true;
});

async function refusal(url: string) {
  const error = await checkWebhookUrl(url).then(() => null, (e: unknown) => e);
  expect(error, url).toBeInstanceOf(DomainError);
  return (error as DomainError).code;
}

/** A port that accepts connections and answers garbage, like a database would to an HTTP request. */
async function notHttpPort(): Promise<number> {
  tcp = createTcpServer((socket) => socket.end('\u0000\u0001not http\r\n'));
  tcp.listen(0, '127.0.0.1');
  await once(tcp, 'listening');
  return (tcp.address() as AddressInfo).port;
}

/** A port nothing listens on (just freed). */
async function closedPort(): Promise<number> {
  const server = createTcpServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  await new Promise((done) => server.close(done));
  return port;
}

const post = (url: string, allowLoopback: boolean) => postWebhook({ url, headers: {}, body: '{}', timeoutMs: 2000, allowLoopback });

describe('the webhook URL rule', () => {
  it('accepts http(s) URLs of public or (where allowed) loopback addresses', async () => {
    expect(await checkWebhookUrl('https://93.184.216.34/hooks')).toBe('https://93.184.216.34/hooks');
    expect(await checkWebhookUrl('http://[2606:2800:220:1::1]/hooks')).toBe('http://[2606:2800:220:1::1]/hooks');
    expect(await checkWebhookUrl('http://127.0.0.1:9999/x')).toBe('http://127.0.0.1:9999/x');
    expect(await checkWebhookUrl('http://localhost:9999/x')).toBe('http://localhost:9999/x');
  });

  it('refuses other schemes, credentials and private addresses, however they are written', async () => {
    expect(await refusal('ftp://93.184.216.34/')).toBe('api.error.webhook.invalid-url');
    expect(await refusal('javascript:alert(1)')).toBe('api.error.webhook.invalid-url');
    expect(await refusal('not a url')).toBe('api.error.webhook.invalid-url');
    expect(await refusal('https://user:pw@93.184.216.34/')).toBe('api.error.webhook.url-forbidden');
    for (const url of [
      'http://10.0.0.8/hooks', 'http://169.254.169.254/latest/meta-data', 'http://[fd00::1]/', 'http://[fe80::1]/',
      'http://0.0.0.0:5432/', 'http://[::]/', 'http://100.64.0.1/', 'http://[::ffff:10.0.0.8]/', 'http://[::ffff:a9fe:a9fe]/',
      'http://[64:ff9b::a9fe:a9fe]/', 'http://[2002:a00:8::1]/', 'http://0xa.0.0.8/', 'http://167772168/',
    ]) expect(await refusal(url)).toBe('api.error.webhook.url-forbidden');
  });

  it('refuses loopback, by address in any spelling or by name, when loopback is not allowed (production)', async () => {
    config.webhookAllowLoopback = false;
    for (const url of [
      'http://127.0.0.1:5432/', 'http://localhost/hooks', 'http://127.1/', 'http://2130706433/', 'http://0x7f.0.0.1/',
      'http://[::1]/', 'http://[::ffff:127.0.0.1]:5432/', 'http://[::ffff:7f00:1]/', 'http://[::7f00:1]/', 'http://[64:ff9b::7f00:1]/',
    ]) expect(await refusal(url)).toBe('api.error.webhook.url-forbidden');
  });

  it('does not tell which address a name resolved to', async () => {
    config.webhookAllowLoopback = false;
    const error = await checkWebhookUrl('http://localhost:5432/').catch((e: DomainError) => e);
    expect(JSON.stringify(error)).not.toContain('127.0.0.1');
  });
});

describe('each connection', () => {
  it('checks the address again when connecting, so a name cannot be re-pointed at a private address', async () => {
    receiver = await startReceiver(200);
    const port = new URL(receiver.url).port;
    for (const host of ['localhost', '127.0.0.1', '[::ffff:7f00:1]']) {
      const refused = await post(`http://${host}:${port}/x`, false);
      expect(refused).toMatchObject({ status: null, durationMs: 0, error: DESTINATION_REFUSED, detail: expect.stringMatching(/not allowed for webhooks/) });
    }
    expect(receiver.received).toHaveLength(0);
    expect(await post(`http://localhost:${port}/x`, true)).toMatchObject({ status: 200, error: null });
  });

  it('gives one reason for a closed port and an open one that does not speak HTTP', async () => {
    const closed = await post(`http://127.0.0.1:${await closedPort()}/`, true);
    const database = await post(`http://127.0.0.1:${await notHttpPort()}/`, true);
    expect(closed).toMatchObject({ status: null, error: CONNECTION_FAILED });
    expect(database).toMatchObject({ status: null, error: CONNECTION_FAILED });
    expect(closed.detail).not.toBe(database.detail);
  });

  it('gives one reason, at once, for every refused destination, open port or not', async () => {
    receiver = await startReceiver(200);
    const open = await post(receiver.url, false);
    const closed = await post(`http://127.0.0.1:${await closedPort()}/`, false);
    expect(open).toMatchObject({ status: null, durationMs: 0, error: DESTINATION_REFUSED });
    expect(closed).toMatchObject({ status: null, durationMs: 0, error: DESTINATION_REFUSED });
  });
});

describe('the delivery log', () => {
  it('records the generic reason, never the connection error', async () => {
    const fx = await createTenantFixture();
    const log = async () => (await listWebhookDeliveries({ tenant: fx.tenant, actor: { kind: 'system' }, page: { page: 1, itemsPerPage: 30 } })).items;
    /** Delivery rounds until `count` attempts are logged (a round is a short turn, which a busy machine may spend loading). */
    const deliverUntil = async (count: number, allowLoopback: boolean) => {
      await expect.poll(async () => {
        await runDeliveryRound({ tenantIds: [fx.tenant.id], allowLoopback });
        return (await log()).length;
      }, { timeout: 10_000 }).toBe(count);
    };
    await configureEndpoint(fx.tenant, `http://127.0.0.1:${await closedPort()}/hooks`);
    await emit(fx.tenant.id, 'contact.updated', { contactId: `/${fx.token}/contacts/1`, clubId: `/${fx.token}/clubs/${fx.clubs.a}` }, fx.clubs.a);
    await deliverUntil(1, true);
    // The endpoint was set while loopback was allowed; production refuses it at the connection.
    await emit(fx.tenant.id, 'contact.updated', { contactId: `/${fx.token}/contacts/2`, clubId: `/${fx.token}/clubs/${fx.clubs.a}` }, fx.clubs.a);
    await deliverUntil(2, false);
    const items = await log();
    expect(items.map((d) => [d.status, d.error, d.responseStatus])).toEqual([
      ['failed', DESTINATION_REFUSED, null], ['failed', CONNECTION_FAILED, null],
    ]);
    expect(items[0]!.durationMs).toBe(0);
  });
});
