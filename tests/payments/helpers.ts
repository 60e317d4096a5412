// Shared by the online payment tests: the sales fixture (tests/sales/helpers.ts) with its club a web
// checkout, a cart to pay, payable object bodies, and signed sandbox events.
import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { getDb } from '../../lib/db/client';
import { queryRows } from '../../lib/db/raw';
import { checkouts, payableObjects, payments } from '../../lib/db/schema';
import { openIncident } from '../../lib/domain/finance/open-incident';
import { incidentProblems, ledgerProblems } from '../../lib/domain/ledger/conservation';
import { providerSecret } from '../../lib/payments/provider-secret';
import { signedHeaders } from '../../lib/payments/standard-webhooks';
import { now } from '../../lib/time/clock';
import { api, iriOf } from '../factories';
import { addArticle, addMember, expectMoneyConserved, openSale, send, type Catalog, type Fixture, type Json } from '../sales/helpers';

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

/**
 * Money in = money recorded: what the provider collected (validated payable objects) is exactly
 * what the web checkouts' clearing account took, whatever it paid (sales, incidents, wallets).
 */
export async function expectProviderMoneyConserved(fx: Fixture): Promise<void> {
  const db = await getDb();
  const [row] = await queryRows<{ collected: string; cleared: string }>(db, sql`
    SELECT (SELECT coalesce(sum(amount), 0) FROM payable_objects WHERE tenant_id = ${fx.tenant.id} AND state = 'validated') AS collected,
      (SELECT coalesce(sum(amount), 0) FROM ledger_postings WHERE tenant_id = ${fx.tenant.id} AND account = 'provider_clearing') AS cleared`);
  expect(Number(row!.cleared)).toBe(Number(row!.collected));
  expect(await ledgerProblems(db, fx.tenant.id)).toEqual([]);
  // And the sales issue's invariant, with wallets and settlements in it: nothing created or lost.
  await expectMoneyConserved(fx);
  expect(await incidentProblems(db, fx.tenant.id)).toEqual([]);
}

export async function meansOfSale(fx: Fixture, saleId: number): Promise<string[]> {
  const db = await getDb();
  const rows = await db.select({ mean: payments.mean }).from(payments).where(and(eq(payments.tenantId, fx.tenant.id), eq(payments.saleId, saleId)));
  return rows.map((r) => r.mean);
}

/** An open incident of `amount` on the contact (finance's openIncident, as a rejected debit would). */
export async function openIncidentFor(fx: Fixture, contactId: number, amount: number): Promise<number> {
  const db = await getDb();
  const incident = await db.transaction((tx) => openIncident(tx, { tenantId: fx.tenant.id, contactId, invoiceId: null, amount, reason: 'debit_rejected' }));
  return incident.id;
}

/** Sends the sandbox's signed `validated` event for a payable object, in process. */
export async function validate(id: number, amount: number, eventId?: string) {
  const body = eventBody(await providerReferenceOf(id), 'validated', amount);
  return deliver(body, await signed(body, eventId ? { id: eventId } : {}));
}
