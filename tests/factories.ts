// Test data: every call builds a new tenant with a unique token, so tests run in any order, in
// parallel, on PGlite or on a shared PostgreSQL.
import { randomBytes } from 'node:crypto';
import { getDb } from '../lib/db/client';
import type { TenantRef } from '../lib/domain/context';
import {
  insertClient, insertClub, insertContact, insertMotives, insertNode, insertShares, insertStaff, insertTenant,
} from '../lib/seed/tenant-builder';
import { createApiApp } from '../lib/api/app';
import { signAccessToken, type AccessClaims } from '../lib/domain/auth/access-token';
import { clock, now, setClock } from '../lib/time/clock';

export const api = createApiApp();

export interface TenantFixture {
  tenant: TenantRef;
  token: string;
  /** Clubs A and B share bookings (B through the group node), C shares with none. */
  clubs: { a: number; b: number; c: number };
  nodes: { group: number; east: number; west: number };
  motives: number[];
  contacts: { alice: number; bob: number };
  emails: { alice: string; bob: string };
  staff: { email: string; password: string };
  clients: {
    partner: { id: string; secret: string };
    admin: { id: string; secret: string };
  };
}

export function uniqueToken(prefix = 't'): string {
  return `${prefix}${randomBytes(5).toString('hex')}`;
}

export async function createTenantFixture(): Promise<TenantFixture> {
  const token = uniqueToken();
  const db = await getDb();
  return db.transaction(async (tx) => {
    const tenant = await insertTenant(tx, token, `Tenant ${token}`);
    const motives = await insertMotives(tx, tenant, ['Moving', 'Price', 'Other']);
    const a = await insertClub(tx, tenant, { name: 'Club A', code: 'A' });
    const b = await insertClub(tx, tenant, { name: 'Club B', code: 'B', timeZone: 'Europe/Berlin' });
    const c = await insertClub(tx, tenant, { name: 'Club C', code: 'C', timeZone: 'America/New_York' });
    const group = await insertNode(tx, tenant, { name: 'Group', type: 'group' });
    const east = await insertNode(tx, tenant, { name: 'East', type: 'franchise', parentId: group });
    const west = await insertNode(tx, tenant, { name: 'West', type: 'franchise', parentId: group });
    await insertNode(tx, tenant, { name: 'Club A', type: 'club', parentId: east, clubId: a });
    await insertNode(tx, tenant, { name: 'Club B', type: 'club', parentId: east, clubId: b });
    await insertNode(tx, tenant, { name: 'Club C', type: 'club', parentId: west, clubId: c });
    await insertShares(tx, tenant, a, [{ clubId: b }]);
    await insertShares(tx, tenant, b, [{ nodeId: east }]);
    const emails = { alice: `alice@${token}.test`, bob: `bob@${token}.test` };
    const alice = await insertContact(tx, tenant, { clubId: a, email: emails.alice, givenName: 'Alice', familyName: 'Test', number: 'C1', state: 'client' });
    const bob = await insertContact(tx, tenant, { clubId: b, email: emails.bob, givenName: 'Bob', familyName: 'Test', number: 'C2' });
    const staff = { email: `owner@${token}.test`, password: 'owner-password' };
    await insertStaff(tx, tenant, { ...staff, name: 'Owner', role: 'owner' });
    const partner = { id: `${token}-partner`, secret: `${token}-partner-secret` };
    const admin = { id: `${token}-admin`, secret: `${token}-admin-secret` };
    await insertClient(tx, tenant, partner.id, partner.secret, ['partner']);
    await insertClient(tx, tenant, admin.id, admin.secret, ['partner', 'admin']);
    return {
      tenant, token, clubs: { a, b, c }, nodes: { group, east, west }, motives,
      contacts: { alice, bob }, emails, staff, clients: { partner, admin },
    };
  });
}

type Grant = { grant: 'client' } | { grant: 'contact'; email: string } | { grant: 'club'; clubId: number };

/** An access token from the real token endpoint. */
export function tokenFor(fx: TenantFixture, client: 'partner' | 'admin', grant: Grant = { grant: 'client' }): Promise<string> {
  return requestToken(fx.token, fx.clients[client], grant);
}

/** An access token for any client of any tenant, from the real token endpoint. */
export async function requestToken(tenantToken: string, client: { id: string; secret: string }, grant: Grant = { grant: 'client' }): Promise<string> {
  const body: Record<string, string> = {
    grant_type: grant.grant === 'client' ? 'client_credentials' : grant.grant === 'contact' ? 'http://contactclientcredentials' : 'http://clubclientcredentials',
    client_id: client.id,
    client_secret: client.secret,
  };
  if (grant.grant === 'contact') body.email = grant.email;
  if (grant.grant === 'club') body.clubId = `/${tenantToken}/clubs/${grant.clubId}`;
  const res = await api.request(`/api/${tenantToken}/oauth/v2/token`, { method: 'POST', body: new URLSearchParams(body) });
  if (res.status !== 200) throw new Error(`token request failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { access_token: string }).access_token;
}

/** A request to the in-process API with a bearer token and JSON body. */
export async function call(path: string, init: { token?: string; method?: string; body?: unknown; headers?: Record<string, string> } = {}): Promise<Response> {
  const headers: Record<string, string> = { ...init.headers };
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  let body: string | undefined;
  if (init.body !== undefined) {
    body = typeof init.body === 'string' ? init.body : JSON.stringify(init.body);
    headers['content-type'] ??= init.method === 'PATCH' ? 'application/merge-patch+json' : 'application/json';
  }
  return api.request(`/api${path}`, { method: init.method ?? 'GET', headers, ...(body !== undefined ? { body } : {}) });
}

/** A tenant with one club and no network, and an admin client (CONTRACT §4: the only club acts by default). */
export async function createSoloTenantFixture() {
  const token = uniqueToken('s');
  const db = await getDb();
  return db.transaction(async (tx) => {
    const tenant = await insertTenant(tx, token, `Solo ${token}`);
    const club = await insertClub(tx, tenant, { name: 'Solo club', code: 'S' });
    const admin = { id: `${token}-admin`, secret: `${token}-admin-secret` };
    await insertClient(tx, tenant, admin.id, admin.secret, ['partner', 'admin']);
    return { tenant, token, club, admin };
  });
}

/** Signs a token directly, to build the ones the token endpoint never issues (expired, odd claims). */
export function signedToken(fx: TenantFixture, claims: Partial<AccessClaims> = {}, ttlSeconds?: number): Promise<string> {
  return signAccessToken({
    tenantId: fx.tenant.id, tenantToken: fx.token, clientId: fx.clients.partner.id, grant: 'client', scopes: ['partner'], ...claims,
  }, ttlSeconds);
}

/** A request with a body sent exactly as given (form data, raw text, a chosen content type). */
export async function send(path: string, init: { method?: string; token?: string; body?: BodyInit; headers?: Record<string, string> } = {}): Promise<Response> {
  const headers: Record<string, string> = { ...init.headers };
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  return api.request(`/api${path}`, { method: init.method ?? 'POST', headers, ...(init.body !== undefined ? { body: init.body } : {}) });
}

/** The IRI of a resource of the fixture's tenant. */
export function iriOf(fx: { token: string }, collection: string, id: number): string {
  return `/${fx.token}/${collection}/${id}`;
}

/**
 * Runs `work` (scheduling a class through the API) with the clock pinned a minute before `start`
 * when `start` is already past for the clock: the API refuses a class in the past, and a test's past
 * class was scheduled before its day. The clock is put back as it was.
 */
export async function scheduledAhead<T>(start: Date | string, work: () => Promise<T>): Promise<T> {
  const at = new Date(start);
  if (at >= now()) return work();
  const previous = clock();
  setClock(new Date(at.getTime() - 60_000));
  try {
    return await work();
  } finally {
    setClock(previous);
  }
}
