// Shared by the catalog tests: a tenant (clubs a Paris, b Berlin, c New York; alice at a, bob at b)
// with admin and partner tokens, and products and offers made through the API. "Now" is pinned at
// 2026-03-10 03:00 UTC: already the 10th in Paris and Berlin, still the 9th in New York.
import { expect } from 'vitest';
import { call, createTenantFixture, iriOf, tokenFor, type TenantFixture } from '../factories';

export const NOW = new Date('2026-03-10T03:00:00Z');

export interface Fixture extends TenantFixture {
  admin: string;
  partner: string;
}

export async function setup(): Promise<Fixture> {
  const fx = await createTenantFixture();
  const [admin, partner] = await Promise.all([tokenFor(fx, 'admin'), tokenFor(fx, 'partner')]);
  return { ...fx, admin, partner };
}

export type Json = Record<string, unknown>;

export function entry(interval: string, priceTI: number, span: { offset?: string; loop?: number } = {}) {
  const tax = Math.round(priceTI / 6);
  return { offset: span.offset ?? 'P0W', interval, loop: span.loop ?? 0, priceTI, priceTE: priceTI - tax, tax, taxRate: 2000, priceCurrency: 'EUR' };
}

/** POST /products (admin), expecting 201; returns the product. */
export async function addProduct(fx: Fixture, body: Json = {}): Promise<Json & { '@id': string; id: number }> {
  const res = await call(`/${fx.token}/products`, { token: fx.admin, method: 'POST', body: { name: 'Product', type: 'regular', ...body } });
  expect(res.status, await res.clone().text()).toBe(201);
  return res.json() as Promise<Json & { '@id': string; id: number }>;
}

/** POST /offers (admin) for this product, expecting 201: a one-off offer on every channel unless told. */
export async function addOffer(fx: Fixture, product: { '@id': string }, body: Json = {}): Promise<Json & { '@id': string; id: number }> {
  const res = await call(`/${fx.token}/offers`, {
    token: fx.admin, method: 'POST', body: { product: product['@id'], name: 'Offer', channels: ['club', 'web', 'terminal'], validFrom: '2026-01-01', ...body },
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return res.json() as Promise<Json & { '@id': string; id: number }>;
}

/** GET as plain JSON, expecting 200. */
export async function getJson<T = Json>(fx: Fixture, path: string, token = fx.partner, headers: Record<string, string> = {}): Promise<T> {
  const res = await call(`/${fx.token}${path}`, { token, headers: { accept: 'application/json', ...headers } });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as T;
}

export const clubIri = (fx: Fixture, club: 'a' | 'b' | 'c') => iriOf(fx, 'clubs', fx.clubs[club]);
export const contactIri = (fx: Fixture, id: number) => iriOf(fx, 'contacts', id);
