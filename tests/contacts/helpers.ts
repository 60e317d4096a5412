// Shared by the contact tests: a valid creation body, creating through the API, and reading the outbox.
import { randomBytes } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import { expect } from 'vitest';
import { getDb } from '../../lib/db/client';
import { outboxEvents, tenants } from '../../lib/db/schema';
import { call, iriOf, tokenFor, type TenantFixture } from '../factories';

export interface ContactBody extends Record<string, unknown> {
  email: string;
}

/** A unique e-mail of the fixture's tenant. */
export function uniqueEmail(fx: TenantFixture, prefix = 'c'): string {
  return `${prefix}${randomBytes(4).toString('hex')}@${fx.token}.test`;
}

/** A body with every field the tenant requires by default, for club A unless told. */
export function contactBody(fx: TenantFixture, overrides: Record<string, unknown> = {}): ContactBody {
  return {
    email: uniqueEmail(fx), familyName: 'Martin', givenName: 'Chloé', birthDate: '1990-04-12',
    clubId: iriOf(fx, 'clubs', fx.clubs.a), ...overrides,
  };
}

const partnerTokens = new WeakMap<TenantFixture, Promise<string>>();

/** The fixture's partner token, asked once per fixture (secrets are checked with a slow hash). */
export function partnerToken(fx: TenantFixture): Promise<string> {
  let token = partnerTokens.get(fx);
  if (!token) {
    token = tokenFor(fx, 'partner');
    partnerTokens.set(fx, token);
  }
  return token;
}

/** Creates a contact through the API (201 expected) and returns its body. */
export async function createContact(fx: TenantFixture, overrides: Record<string, unknown> = {}, token?: string): Promise<Record<string, unknown> & { id: number; '@id': string }> {
  const res = await call(`/${fx.token}/contacts`, { token: token ?? (await partnerToken(fx)), method: 'POST', body: contactBody(fx, overrides) });
  const text = await res.text();
  expect(res.status, text).toBe(201);
  return JSON.parse(text);
}

/** A contact-scoped token for the contact with this e-mail. */
export function contactToken(fx: TenantFixture, email: string): Promise<string> {
  return tokenFor(fx, 'partner', { grant: 'contact', email });
}

export interface OutboxRow {
  seq: number;
  event: string;
  object: Record<string, string>;
  clubId: number | null;
}

/** The tenant's events after `afterSeq`, in order. */
export async function eventsOf(tenantId: number, afterSeq = 0): Promise<OutboxRow[]> {
  const db = await getDb();
  return db.select({ seq: outboxEvents.seq, event: outboxEvents.event, object: outboxEvents.object, clubId: outboxEvents.clubId })
    .from(outboxEvents).where(and(eq(outboxEvents.tenantId, tenantId), gt(outboxEvents.seq, afterSeq))).orderBy(outboxEvents.seq);
}

/** The tenant's last event number, to look only at what a call emits next. */
export async function lastSeq(tenantId: number): Promise<number> {
  const rows = await eventsOf(tenantId);
  return rows.at(-1)?.seq ?? 0;
}

/** Changes the fields the tenant requires at creation (a setting staff make outside the API). */
export async function setRequiredFields(tenantId: number, fields: string[]): Promise<void> {
  const db = await getDb();
  await db.update(tenants).set({ requiredContactFields: fields }).where(eq(tenants.id, tenantId));
}

export const ld = { accept: 'application/ld+json' };
