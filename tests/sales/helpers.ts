// Shared by the sales tests: a tenant (clubs a Paris, b Berlin, c New York) with admin and partner
// tokens, a catalog made through the API, contacts with what an invoice needs, and the sales calls.
// "Now" is 2026-03-10 10:00 UTC: the 10th in every fixture club.
import { asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { getDb } from '../../lib/db/client';
import { outboxEvents, type ContactState } from '../../lib/db/schema';
import { insertContactRow } from '../../lib/domain/contacts/insert-contact-row';
import { ledgerProblems, salesMoney } from '../../lib/domain/ledger/conservation';
import { addOffer, addProduct, entry } from '../catalog/helpers';
import { call, createTenantFixture, iriOf, tokenFor, type TenantFixture } from '../factories';

export const NOW = new Date('2026-03-10T10:00:00Z');
export const TODAY = '2026-03-10';

export type Json = Record<string, unknown>;
export interface Fixture extends TenantFixture {
  admin: string;
  partner: string;
}

export async function setup(): Promise<Fixture> {
  const fx = await createTenantFixture();
  const [admin, partner] = await Promise.all([tokenFor(fx, 'admin'), tokenFor(fx, 'partner')]);
  return { ...fx, admin, partner };
}

export const ADDRESS = { addressCountry: 'France', addressLocality: 'Paris', postalCode: '75011', streetAddress: '1 rue de la Roquette' };

/** A contact with everything an invoice needs (names, number, address, birth date), prospect unless told. */
export async function addMember(fx: TenantFixture, values: { clubId?: number; birthDate?: string | null; state?: ContactState; name?: string } = {}) {
  const db = await getDb();
  const name = values.name ?? `M${Math.random().toString(36).slice(2, 8)}`;
  const contact = await insertContactRow(db, fx.tenant.id, {
    clubId: values.clubId ?? fx.clubs.a, email: `${name.toLowerCase()}@${fx.token}.test`, givenName: name, familyName: 'Buyer',
    birthDate: values.birthDate === undefined ? '1990-05-01' : values.birthDate, state: values.state ?? 'prospect', ...ADDRESS,
  });
  return { id: contact.id, name, number: contact.number, email: contact.email, iri: iriOf(fx, 'contacts', contact.id) };
}

/** The catalog of club a the tests sell from: each product with its one offer. */
export async function addCatalog(fx: Fixture) {
  const club = iriOf(fx, 'clubs', fx.clubs.a);
  const offer = async (product: Json, offerBody: Json = {}) => {
    const p = await addProduct(fx, { club, ...product });
    return { product: p, offer: await addOffer(fx, p, offerBody) };
  };
  const subscription = (validityPeriod: string, paymentType = 'direct_debit', fixedTerm = false) =>
    [{ type: 'subscription', configuration: { validityPeriod, paymentType, fixedTerm } }];
  return {
    // 49.00 fee + first month 29.90 at once, then 29.90 a month.
    monthly: await offer({ name: 'Monthly Club', type: 'subscription', productBehaviors: subscription('P12M'), minimumAge: 16 }, {
      name: 'Monthly Club', registrationFeeTI: 4900, registrationFeeName: 'Fee', isFirstMonthPayed: true, rhythmBilling: 'monthly',
      repaymentSchedule: { occurrences: [], recurrences: [entry('P1M', 2990)] },
    }),
    yearly: await offer({ name: 'Yearly upfront', type: 'subscription', productBehaviors: subscription('P12M', 'upfront') }, { name: 'Yearly', priceTI: 39000 }),
    option: await offer({ name: 'Sauna', type: 'subscription_option', productBehaviors: [{ type: 'subscription_option', configuration: { validityPeriod: 'P12M', mandatory: true } }] },
      { name: 'Sauna', priceTI: 1000 }),
    booklet: await offer({ name: '10 sessions', type: 'counter', productBehaviors: [{ type: 'sessions', configuration: { sessions: 10, validityPeriod: 'P6M' } }] },
      { name: '10 sessions', priceTI: 12000 }),
    badge: await offer({ name: 'Badge', type: 'badge', productBehaviors: [{ type: 'badge', configuration: {} }] }, { name: 'Badge', priceTI: 500 }),
    trial: await offer({ name: 'Trial', type: 'test_session', grantedTags: ['trial'],
      productBehaviors: [{ type: 'sessions', configuration: { sessions: 1, validityPeriod: 'P2W' } }] }, { name: 'Free trial' }),
    bottle: await offer({ name: 'Water bottle', type: 'regular' }, { name: 'Water bottle', priceTI: 1500 }),
  };
}
export type Catalog = Awaited<ReturnType<typeof addCatalog>>;

export async function send(
  fx: Fixture, method: string, path: string, body?: unknown, options: { token?: string; key?: string; headers?: Record<string, string> } = {},
): Promise<Response> {
  return call(`/${fx.token}${path}`, {
    token: options.token ?? fx.partner, method, ...(body !== undefined ? { body } : {}),
    headers: { accept: 'application/json', ...(options.key ? { 'idempotency-key': options.key } : {}), ...options.headers },
  });
}

export async function ok<T = Json>(res: Response, status = 200): Promise<T> {
  const text = await res.text();
  expect(res.status, text).toBe(status);
  return (text ? JSON.parse(text) : null) as T;
}

export interface SaleJson extends Json {
  '@id': string;
  id: number;
  state: string;
  totalTI: number;
  paidAmount: number;
  remainingAmount: number;
  invoice: string | null;
  articles: (Json & { '@id': string; id: number })[];
}

/** POST /sales for this contact in club a, with the address given. */
export async function openSale(fx: Fixture, contactId: number, body: Json = {}, token?: string): Promise<SaleJson> {
  return ok<SaleJson>(await send(fx, 'POST', '/sales', {
    contactId: iriOf(fx, 'contacts', contactId), clubId: iriOf(fx, 'clubs', fx.clubs.a), clubCode: 'A', ...body,
  }, token ? { token } : {}), 201);
}

export async function addArticle(fx: Fixture, saleId: number, offer: { '@id': string }, body: Json = {}, token?: string) {
  return ok<Json & { '@id': string; id: number }>(await send(fx, 'POST', `/sales/${saleId}/articles`, { offerId: offer['@id'], ...body },
    token ? { token } : {}), 201);
}

export const readSale = async (fx: Fixture, saleId: number, token?: string) => ok<SaleJson>(await send(fx, 'GET', `/sales/${saleId}`, undefined, token ? { token } : {}));

export function pay(fx: Fixture, saleId: number, amount: number, body: Json = {}, options: { token?: string; key?: string } = {}) {
  return send(fx, 'POST', `/sales/${saleId}/payments`, { amount, mean: 'cash', ...body }, options);
}

/** The ledger holds (every transaction balanced, documents agree) and the payments are all accounted for. */
export async function expectMoneyConserved(fx: TenantFixture): Promise<void> {
  const db = await getDb();
  expect(await ledgerProblems(db, fx.tenant.id)).toEqual([]);
  const money = await salesMoney(db, fx.tenant.id);
  expect(money.paidOnSales + money.available + money.walletToIncidents).toBe(money.payments + money.walletCredits);
}

export async function eventsOf(tenantId: number) {
  const db = await getDb();
  return db.select({ event: outboxEvents.event, object: outboxEvents.object }).from(outboxEvents)
    .where(eq(outboxEvents.tenantId, tenantId)).orderBy(asc(outboxEvents.seq));
}

export const idOf = (iri: string): number => Number(iri.split('/').at(-1));
