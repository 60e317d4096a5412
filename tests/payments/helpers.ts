// Shared by the online payment tests: the sales fixture (tests/sales/helpers.ts) with its club a web
// checkout, a cart to pay, payable object bodies, and signed sandbox events.
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { getDb } from '../../lib/db/client';
import { checkouts, payableObjects } from '../../lib/db/schema';
import { providerSecret } from '../../lib/payments/provider-secret';
import { signedHeaders } from '../../lib/payments/standard-webhooks';
import { now } from '../../lib/time/clock';
import { api, iriOf } from '../factories';
import { addArticle, addMember, openSale, send, type Catalog, type Fixture, type Json } from '../sales/helpers';

export async function webCheckout(fx: Fixture, clubId = fx.clubs.a): Promise<string> {
  const db = await getDb();
  const [row] = await db.select().from(checkouts).where(and(eq(checkouts.tenantId, fx.tenant.id), eq(checkouts.clubId, clubId), eq(checkouts.type, 'web')));
  return iriOf(fx, 'checkouts', row!.id);
}

/** A member of club a with a cart holding one water bottle (15.00), whose check passes. */
export async function cartToPay(fx: Fixture, catalog: Catalog) {
  const member = await addMember(fx);
  const sale = await openSale(fx, member.id);
  await addArticle(fx, sale.id, catalog.bottle.offer);
  return { member, sale };
}

export async function payableBody(fx: Fixture, contactIri: string, sales: string[], extra: Json = {}): Promise<Json> {
  return {
    contactId: contactIri, amount: 1500, currency: 'EUR', clubCode: 'A', checkout: await webCheckout(fx),
    payableObjects: { sales }, validUrl: 'https://partner.example/paid', cancelUrl: 'https://partner.example/cancelled', ...extra,
  };
}

export function createPayable(fx: Fixture, body: Json, options: { token?: string; key?: string } = {}) {
  return send(fx, 'POST', '/payable_objects', body, options);
}

export async function providerReferenceOf(id: number): Promise<string> {
  const db = await getDb();
  const [row] = await db.select({ ref: payableObjects.providerReference }).from(payableObjects).where(eq(payableObjects.id, id));
  return row!.ref;
}

export function eventBody(reference: string, state: 'validated' | 'refused', amount: number): string {
  return JSON.stringify({ type: state === 'validated' ? 'payment.succeeded' : 'payment.failed', data: { reference, amount, currency: 'EUR', state } });
}

/** Headers of a sandbox event signed with `secret` (the provider's own when not given). */
export async function signed(body: string, options: { id?: string; secret?: string; timestamp?: number } = {}) {
  const secret = options.secret ?? await providerSecret('sandbox');
  return signedHeaders(secret, options.id ?? `evt_${randomBytes(8).toString('hex')}`, options.timestamp ?? Math.floor(now().getTime() / 1000), body);
}

/** POST /api/webhooks/payments/sandbox in process. */
export function deliver(body: string, headers: Record<string, string>) {
  return api.request('/api/webhooks/payments/sandbox', { method: 'POST', headers, body });
}
