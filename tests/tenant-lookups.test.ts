// Issue 33.4, ready for Citus: the keys read before the tenant is known (an OAuth client id, a
// payment's token and provider reference) are unique per tenant in their own tables, and across
// tenants in tenant_lookups, written with the row, which names their tenant to whoever reads them first.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '../lib/db/client';
import { isUniqueViolation } from '../lib/db/errors';
import { queryRows } from '../lib/db/raw';
import { apiClients, payableObjects, providerEvents } from '../lib/db/schema';
import { createApiClient } from '../lib/domain/auth/create-api-client';
import { paymentKeys } from '../lib/domain/payments/payment-keys';
import { recordGlobalKeys, tenantOfKey } from '../lib/domain/tenancy/tenant-lookups';
import { setClock } from '../lib/time/clock';
import { createTenantFixture, requestToken, type TenantFixture } from './factories';
import { cartToPay, createPayable, deliver, eventBody, payableBody, signed } from './payments/helpers';
import { addCatalog, NOW, ok, setup, type Catalog, type Fixture, type Json } from './sales/helpers';

const LOOKUP_KEY = 'tenant_lookups_kind_provider_key_pk';

let fx: Fixture;
let other: TenantFixture;
let catalog: Catalog;
beforeAll(async () => {
  setClock(NOW);
  [fx, other] = await Promise.all([setup(), createTenantFixture()]);
  catalog = await addCatalog(fx);
});
afterAll(() => setClock(null));

async function failure(work: Promise<unknown>): Promise<unknown> {
  return work.then(() => 'done', (error: unknown) => error);
}

describe('an API client id', () => {
  it('names its tenant, and the token endpoint finds the client through it', async () => {
    expect(await tenantOfKey({ kind: 'api_client', key: fx.clients.admin.id })).toBe(fx.tenant.id);
    expect(await tenantOfKey({ kind: 'api_client', key: other.clients.admin.id })).toBe(other.tenant.id);
    expect(await tenantOfKey({ kind: 'api_client', key: 'nobody-has-this-id' })).toBeUndefined();
    expect(await requestToken(fx.token, fx.clients.admin)).toEqual(expect.any(String));
    // At another tenant's path, the client is not found there.
    await expect(requestToken(other.token, fx.clients.admin)).rejects.toThrow(/401/);
  });

  it('is refused to a second tenant, and nothing of that client is written', async () => {
    const error = await failure(createApiClient({
      tenant: other.tenant, name: 'Copy', scopes: ['partner'], clientId: fx.clients.partner.id, clientSecret: 'another-secret',
    }));
    expect(isUniqueViolation(error, LOOKUP_KEY)).toBe(true);
    const db = await getDb();
    expect(await db.$count(apiClients, eq(apiClients.clientId, fx.clients.partner.id))).toBe(1);
    expect(await tenantOfKey({ kind: 'api_client', key: fx.clients.partner.id })).toBe(fx.tenant.id);
    // The owner's secret still gets the owner's token; the copy's secret gets nothing.
    expect(await requestToken(fx.token, fx.clients.partner)).toEqual(expect.any(String));
    await expect(requestToken(other.token, { id: fx.clients.partner.id, secret: 'another-secret' })).rejects.toThrow(/401/);
  });

  it('a new client is written with its lookup, in one transaction', async () => {
    const created = await createApiClient({ tenant: other.tenant, name: 'Kiosk', scopes: ['partner'] });
    expect(await tenantOfKey({ kind: 'api_client', key: created.clientId })).toBe(other.tenant.id);
    expect(await requestToken(other.token, { id: created.clientId, secret: created.clientSecret })).toEqual(expect.any(String));
  });
});

describe('a payable object', () => {
  async function requested() {
    const { member, sale } = await cartToPay(fx, catalog);
    const po = await ok<Json & { id: number }>(await createPayable(fx, await payableBody(fx, member.iri, [sale['@id']])), 201);
    const db = await getDb();
    const [row] = await db.select().from(payableObjects).where(and(eq(payableObjects.tenantId, fx.tenant.id), eq(payableObjects.id, po.id)));
    return row!;
  }

  it('its token and provider reference name its tenant; another tenant cannot take them', async () => {
    const po = await requested();
    expect(await tenantOfKey({ kind: 'payment_token', key: po.token })).toBe(fx.tenant.id);
    expect(await tenantOfKey({ kind: 'payment_reference', provider: po.provider, key: po.providerReference })).toBe(fx.tenant.id);
    // The reference is unique per provider: another provider's same reference is not this one.
    expect(await tenantOfKey({ kind: 'payment_reference', provider: 'stripe', key: po.providerReference })).toBeUndefined();
    const db = await getDb();
    for (const key of paymentKeys(po)) {
      const error = await failure(db.transaction((tx) => recordGlobalKeys(tx, other.tenant.id, [key])));
      expect(isUniqueViolation(error, LOOKUP_KEY)).toBe(true);
    }
  });

  it('its provider\'s event is found through the lookup, applied once, and kept with the tenant', async () => {
    const po = await requested();
    const body = eventBody(po.providerReference, 'validated', 1500);
    const headers = await signed(body, { id: `evt_lookup_${po.id}` });
    const answers = await Promise.all([0, 1, 2].map(async () => ok<Json>(await deliver(body, headers))));
    expect(answers.filter((a) => a.applied)).toHaveLength(1);
    const db = await getDb();
    const kept = await db.select().from(providerEvents).where(eq(providerEvents.eventId, `evt_lookup_${po.id}`));
    expect(kept).toEqual([expect.objectContaining({ tenantId: fx.tenant.id, provider: 'sandbox', payableObjectId: po.id })]);
  });

  it('an event for no payable object of ours is answered and not kept (it has no tenant)', async () => {
    const body = eventBody('sbx_nobody_asked', 'validated', 1500);
    expect(await ok<Json>(await deliver(body, await signed(body, { id: 'evt_lookup_nobody' })))).toEqual({ received: true, applied: false });
    const db = await getDb();
    expect(await db.$count(providerEvents, eq(providerEvents.eventId, 'evt_lookup_nobody'))).toBe(0);
  });
});

it('every global key of these tenants has its lookup, naming its own tenant', async () => {
  const db = await getDb();
  const tenantIds = sql`(${fx.tenant.id}, ${other.tenant.id})`;
  const missing = await queryRows<{ key: string }>(db, sql`
    SELECT c.client_id AS key FROM api_clients c WHERE c.tenant_id IN ${tenantIds} AND NOT EXISTS (SELECT 1 FROM tenant_lookups l
      WHERE l.kind = 'api_client' AND l.provider = '' AND l.key = c.client_id AND l.tenant_id = c.tenant_id)
    UNION ALL SELECT p.token FROM payable_objects p WHERE p.tenant_id IN ${tenantIds} AND NOT EXISTS (SELECT 1 FROM tenant_lookups l
      WHERE l.kind = 'payment_token' AND l.provider = '' AND l.key = p.token AND l.tenant_id = p.tenant_id)
    UNION ALL SELECT p.provider_reference FROM payable_objects p WHERE p.tenant_id IN ${tenantIds} AND NOT EXISTS (SELECT 1 FROM tenant_lookups l
      WHERE l.kind = 'payment_reference' AND l.provider = p.provider AND l.key = p.provider_reference AND l.tenant_id = p.tenant_id)`);
  expect(missing).toEqual([]);
  const [count] = await queryRows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM tenant_lookups WHERE tenant_id IN ${tenantIds}`);
  expect(count!.n).toBeGreaterThanOrEqual(6);
});
