import { afterEach, describe, expect, it } from 'vitest';
import { Webhook } from 'standardwebhooks';
import { carriesClubId, EVENT_CATALOGUE, EVENT_NAMES, type EventName } from '../../lib/events/catalogue';
import { runDeliveryRound } from '../../lib/events/delivery-worker';
import { getDb } from '../../lib/db/client';
import { insertClub, insertTenant } from '../../lib/seed/tenant-builder';
import { listWebhookDeliveries } from '../../lib/domain/events/list-webhook-deliveries';
import { putWebhookEndpoint } from '../../lib/domain/events/put-webhook-endpoint';
import { createTenantFixture } from '../factories';
import { configureEndpoint, emit } from './helpers';
import { startReceiver, type Receiver } from './receiver';

let receiver: Receiver | undefined;
afterEach(async () => { await receiver?.close(); receiver = undefined; });

const objectFor = (token: string, event: EventName, clubId: number) => Object.fromEntries(
  (EVENT_CATALOGUE[event] as readonly string[]).map((key, i) => [key, key === 'clubId' ? `/${token}/clubs/${clubId}` : `/${token}/things/${i + 1}`]),
) as never;

describe('webhook delivery', () => {
  it('posts every event kind with the spec\'s body, the context headers and a verifiable signature, in order', async () => {
    const fx = await createTenantFixture();
    receiver = await startReceiver(200);
    const secret = await configureEndpoint(fx.tenant, receiver.url);
    for (const event of EVENT_NAMES) await emit(fx.tenant.id, event, objectFor(fx.token, event, fx.clubs.b), fx.clubs.b);

    await runDeliveryRound({ tenantIds: [fx.tenant.id] });

    expect(receiver.received.map((r) => JSON.parse(r.body).event)).toEqual(EVENT_NAMES);
    const verifier = new Webhook(secret);
    for (const [i, request] of receiver.received.entries()) {
      const event = EVENT_NAMES[i]!;
      expect(request.body).toBe(JSON.stringify({ event, data: { object: objectFor(fx.token, event, fx.clubs.b) } }));
      expect('clubId' in JSON.parse(request.body).data.object).toBe(carriesClubId(event));
      expect(request.headers['content-type']).toBe('application/json');
      expect(request.headers['x-user-club-id']).toBe(`/${fx.token}/clubs/${fx.clubs.b}`);
      expect(request.headers['x-user-network-node-id']).toMatch(new RegExp(`^/${fx.token}/network_nodes/\\d+$`));
      expect(request.headers['webhook-id']).toBe(`msg_${fx.tenant.id}_${i + 1}`);
      expect(verifier.verify(request.body, request.headers as Record<string, string>)).toEqual(JSON.parse(request.body));
    }
  });

  it('keeps the spelling indentificatorId for badge events', async () => {
    const fx = await createTenantFixture();
    receiver = await startReceiver(200);
    await configureEndpoint(fx.tenant, receiver.url);
    await emit(fx.tenant.id, 'identificator.disabled', { indentificatorId: `/${fx.token}/identificators/4`, targetId: `/${fx.token}/contacts/2` }, fx.clubs.a);
    await runDeliveryRound({ tenantIds: [fx.tenant.id] });
    expect(JSON.parse(receiver.received[0]!.body)).toEqual({
      event: 'identificator.disabled', data: { object: { indentificatorId: `/${fx.token}/identificators/4`, targetId: `/${fx.token}/contacts/2` } },
    });
  });

  it('omits X-User-Network-Node-Id for a tenant without a network', async () => {
    const db = await getDb();
    const tenant = await insertTenant(db, `solo${Date.now()}${Math.floor(Math.random() * 1e6)}`, 'Solo');
    const club = await insertClub(db, tenant, { name: 'Only', code: 'O' });
    receiver = await startReceiver(200);
    await configureEndpoint(tenant, receiver.url);
    await emit(tenant.id, 'contact.created', { contactId: `/${tenant.token}/contacts/1`, clubId: `/${tenant.token}/clubs/${club}` }, club);
    await runDeliveryRound({ tenantIds: [tenant.id] });
    expect(receiver.received[0]!.headers['x-user-club-id']).toBe(`/${tenant.token}/clubs/${club}`);
    expect(receiver.received[0]!.headers).not.toHaveProperty('x-user-network-node-id');
  });

  it('logs a failure with its status and does not retry by default (spec: no retry)', async () => {
    const fx = await createTenantFixture();
    receiver = await startReceiver(500);
    await configureEndpoint(fx.tenant, receiver.url);
    await emit(fx.tenant.id, 'contact.updated', { contactId: `/${fx.token}/contacts/1`, clubId: `/${fx.token}/clubs/${fx.clubs.a}` }, fx.clubs.a);
    const start = Date.now();
    await runDeliveryRound({ tenantIds: [fx.tenant.id] });
    await runDeliveryRound({ tenantIds: [fx.tenant.id], now: () => new Date(start + 11 * 3600_000) });
    expect(receiver.received).toHaveLength(1);
    const log = await listWebhookDeliveries({ tenant: fx.tenant, actor: { kind: 'system' }, page: { page: 1, itemsPerPage: 30 } });
    expect(log.items).toHaveLength(1);
    expect(log.items[0]).toMatchObject({ status: 'failed', responseStatus: 500, attempt: 1, error: 'HTTP 500' });
    expect(log.items[0]!.durationMs).toBeGreaterThanOrEqual(0);
  });

  it('retries on the Standard Webhooks schedule with the same webhook-id when the policy is standard', async () => {
    const fx = await createTenantFixture();
    receiver = await startReceiver(503);
    await configureEndpoint(fx.tenant, receiver.url, 'standard');
    await emit(fx.tenant.id, 'attendee.booked', { attendeeId: `/${fx.token}/attendees/1`, clubId: `/${fx.token}/clubs/${fx.clubs.a}` }, fx.clubs.a);
    let clock = Date.now();
    const round = () => runDeliveryRound({ tenantIds: [fx.tenant.id], now: () => new Date(clock) });
    await round();
    expect(receiver.received).toHaveLength(1);
    clock += 4_000; await round();
    expect(receiver.received).toHaveLength(1);
    const delays = [5_000, 300_000, 1_800_000, 7_200_000, 18_000_000, 36_000_000];
    for (const [i, delay] of delays.entries()) {
      clock += delay - (i === 0 ? 4_000 : 0);
      if (i === delays.length - 1) receiver.respond(200);
      await round();
      expect(receiver.received).toHaveLength(i + 2);
    }
    clock += 100 * 3600_000; await round();
    expect(receiver.received).toHaveLength(7);
    expect(new Set(receiver.received.map((r) => r.headers['webhook-id']))).toEqual(new Set([`msg_${fx.tenant.id}_1`]));
    const log = await listWebhookDeliveries({ tenant: fx.tenant, actor: { kind: 'system' }, page: { page: 1, itemsPerPage: 30 } });
    expect(log.items.map((d) => [d.attempt, d.status])).toEqual([
      [7, 'delivered'], [6, 'failed'], [5, 'failed'], [4, 'failed'], [3, 'failed'], [2, 'failed'], [1, 'failed'],
    ]);
  });

  it('cuts a receiver that does not answer at the timeout', async () => {
    const fx = await createTenantFixture();
    receiver = await startReceiver('hang');
    await configureEndpoint(fx.tenant, receiver.url);
    await emit(fx.tenant.id, 'class_event.canceled', { classEventId: `/${fx.token}/class_events/1`, clubId: `/${fx.token}/clubs/${fx.clubs.a}` }, fx.clubs.a);
    const started = Date.now();
    await runDeliveryRound({ tenantIds: [fx.tenant.id], timeoutMs: 300 });
    expect(Date.now() - started).toBeLessThan(5_000);
    const log = await listWebhookDeliveries({ tenant: fx.tenant, actor: { kind: 'system' }, page: { page: 1, itemsPerPage: 30 } });
    expect(log.items[0]).toMatchObject({ status: 'failed', responseStatus: null, error: 'timed out after 300 ms' });
  });

  it('passes over events emitted while no endpoint is set', async () => {
    const fx = await createTenantFixture();
    await emit(fx.tenant.id, 'contact.created', { contactId: `/${fx.token}/contacts/1`, clubId: `/${fx.token}/clubs/${fx.clubs.a}` }, fx.clubs.a);
    await runDeliveryRound({ tenantIds: [fx.tenant.id] });
    receiver = await startReceiver(200);
    await configureEndpoint(fx.tenant, receiver.url);
    await emit(fx.tenant.id, 'contact.updated', { contactId: `/${fx.token}/contacts/1`, clubId: `/${fx.token}/clubs/${fx.clubs.a}` }, fx.clubs.a);
    await runDeliveryRound({ tenantIds: [fx.tenant.id] });
    expect(receiver.received.map((r) => JSON.parse(r.body).event)).toEqual(['contact.updated']);
  });

  it('passes them over also when no delivery pass ran before the endpoint was set, and while it was disabled', async () => {
    const fx = await createTenantFixture();
    const contact = { contactId: `/${fx.token}/contacts/1`, clubId: `/${fx.token}/clubs/${fx.clubs.a}` };
    // Written by a seed or an import while no worker runs: no pass sees them before the URL is set.
    await emit(fx.tenant.id, 'contact.created', contact, fx.clubs.a);
    receiver = await startReceiver(200);
    await configureEndpoint(fx.tenant, receiver.url);
    await emit(fx.tenant.id, 'contact.updated', contact, fx.clubs.a);
    await runDeliveryRound({ tenantIds: [fx.tenant.id] });
    expect(receiver.received.map((r) => JSON.parse(r.body).event)).toEqual(['contact.updated']);

    await putWebhookEndpoint({ tenant: fx.tenant, actor: { kind: 'system' }, input: { url: receiver.url, enabled: false } });
    await emit(fx.tenant.id, 'contact.deleted', contact, fx.clubs.a);
    await putWebhookEndpoint({ tenant: fx.tenant, actor: { kind: 'system' }, input: { url: receiver.url, enabled: true } });
    await emit(fx.tenant.id, 'optin.updated', { optinId: `/${fx.token}/optins/1`, ...contact }, fx.clubs.a);
    await runDeliveryRound({ tenantIds: [fx.tenant.id] });
    expect(receiver.received.map((r) => JSON.parse(r.body).event)).toEqual(['contact.updated', 'optin.updated']);
  });
});
