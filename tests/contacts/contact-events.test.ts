// contact.created / contact.updated / contact.deleted: exact payloads, when they are (not) sent, and delivery.
import { afterEach, describe, expect, it } from 'vitest';
import { runDeliveryRound } from '../../lib/events/delivery-worker';
import { call, createTenantFixture, iriOf, tokenFor } from '../factories';
import { expectProblem } from '../problem';
import { configureEndpoint } from '../events/helpers';
import { startReceiver, type Receiver } from '../events/receiver';
import { contactBody, contactToken, createContact, eventsOf, lastSeq, partnerToken } from './helpers';

let receiver: Receiver | undefined;
afterEach(async () => { await receiver?.close(); receiver = undefined; });

describe('contact events', () => {
  it('emits contact.created, contact.updated and contact.deleted with exactly { contactId, clubId } as IRIs', async () => {
    const fx = await createTenantFixture();
    const seq = await lastSeq(fx.tenant.id);
    const contact = await createContact(fx, { clubId: iriOf(fx, 'clubs', fx.clubs.c) });
    const patched = await call(`/${fx.token}/contacts/${contact.id}`, { token: await partnerToken(fx), method: 'PATCH', body: { givenName: 'Zoé' } });
    expect(patched.status).toBe(200);
    const deleted = await call(`/${fx.token}/contacts/${contact.id}`, { token: await tokenFor(fx, 'admin'), method: 'DELETE' });
    expect(deleted.status).toBe(204);
    const object = { contactId: contact['@id'], clubId: iriOf(fx, 'clubs', fx.clubs.c) };
    expect((await eventsOf(fx.tenant.id, seq)).map((e) => [e.event, e.object, e.clubId])).toEqual([
      ['contact.created', object, fx.clubs.c],
      ['contact.updated', object, fx.clubs.c],
      ['contact.deleted', object, fx.clubs.c],
    ]);
  });

  it('sends contact.updated only when something changed, whoever made the change', async () => {
    const fx = await createTenantFixture();
    const self = await contactToken(fx, fx.emails.alice);
    const seq = await lastSeq(fx.tenant.id);
    const path = `/${fx.token}/contacts/${fx.contacts.alice}`;
    expect((await call(path, { token: self, method: 'PATCH', body: { givenName: 'Alice', familyName: 'Test' } })).status).toBe(200);
    expect((await call(path, { token: self, method: 'PATCH', body: {} })).status).toBe(200);
    expect(await eventsOf(fx.tenant.id, seq)).toEqual([]);
    expect((await call(path, { token: self, method: 'PATCH', body: { address: { addressLocality: 'Nantes' } } })).status).toBe(200);
    expect((await eventsOf(fx.tenant.id, seq)).map((e) => [e.event, e.object])).toEqual([
      ['contact.updated', { contactId: iriOf(fx, 'contacts', fx.contacts.alice), clubId: iriOf(fx, 'clubs', fx.clubs.a) }],
    ]);
  });

  it('emits nothing for a refused creation, change or deletion', async () => {
    const fx = await createTenantFixture();
    const token = await partnerToken(fx);
    const seq = await lastSeq(fx.tenant.id);
    await expectProblem(await call(`/${fx.token}/contacts`, { token, method: 'POST', body: contactBody(fx, { email: fx.emails.bob }) }), 400, 'api.error.contact.email-already-used');
    await expectProblem(await call(`/${fx.token}/contacts/${fx.contacts.alice}`, { token, method: 'PATCH', body: { email: fx.emails.bob } }), 400, 'api.error.contact.email-already-used');
    await expectProblem(await call(`/${fx.token}/contacts/${fx.contacts.alice}`, { token, method: 'DELETE' }), 403, 'api.error.scope.unauthorized-endpoint');
    expect(await eventsOf(fx.tenant.id, seq)).toEqual([]);
  });

  it('delivers contact.created to the webhook with the spec\'s body and the contact\'s club in X-User-Club-Id', async () => {
    const fx = await createTenantFixture();
    receiver = await startReceiver(200);
    await configureEndpoint(fx.tenant, receiver.url);
    const contact = await createContact(fx, { clubId: iriOf(fx, 'clubs', fx.clubs.b) });
    await runDeliveryRound({ tenantIds: [fx.tenant.id] });
    expect(receiver.received).toHaveLength(1);
    const [request] = receiver.received;
    expect(JSON.parse(request!.body)).toEqual({
      event: 'contact.created', data: { object: { contactId: contact['@id'], clubId: iriOf(fx, 'clubs', fx.clubs.b) } },
    });
    expect(request!.headers['x-user-club-id']).toBe(iriOf(fx, 'clubs', fx.clubs.b));
    expect(request!.headers['x-user-network-node-id']).toMatch(new RegExp(`^/${fx.token}/network_nodes/\\d+$`));
  });

  it('delivers tag events with the contact\'s club in X-User-Club-Id, though their body has no clubId', async () => {
    const fx = await createTenantFixture();
    receiver = await startReceiver(200);
    await configureEndpoint(fx.tenant, receiver.url);
    const contactId = iriOf(fx, 'contacts', fx.contacts.bob);
    const tag = await call(`/${fx.token}/contact_tags`, { token: await partnerToken(fx), method: 'POST', body: { contactId, name: 'blocking_x' } });
    expect(tag.status).toBe(201);
    await runDeliveryRound({ tenantIds: [fx.tenant.id] });
    expect(receiver.received.map((r) => JSON.parse(r.body))).toEqual([
      { event: 'contact_tag.created', data: { object: { contactTagId: (await tag.json())['@id'], contactId } } },
    ]);
    expect(receiver.received[0]!.headers['x-user-club-id']).toBe(iriOf(fx, 'clubs', fx.clubs.b));
  });
});
