// Access control test set-up: a tenant fixture (clubs a and b share bookings, c shares with none),
// a zone and crossing points in club a, badges, subscriptions, and calls to the API.
import { and, count, eq } from 'drizzle-orm';
import { getDb } from '../../lib/db/client';
import { clubs, crossingPoints, entries, zonePeriods, zones } from '../../lib/db/schema';
import { insertContact, insertSubscription } from '../../lib/seed/tenant-builder';
import { call, createTenantFixture, iriOf, tokenFor, type TenantFixture } from '../factories';

export const ld = { accept: 'application/ld+json' };

export interface AccessFixture extends TenantFixture {
  partner: string;
  admin: string;
  points: { entrance: number; exit: number; spa: number; entranceC: number };
  spa: number;
}

/** The fixture, with in/out points at club a, a spa zone (Monday 10:00-20:00) with its door, and an entrance at club c. */
export async function setupAccess(): Promise<AccessFixture> {
  const fx = await createTenantFixture();
  const db = await getDb();
  const t = fx.tenant.id;
  const [spa] = await db.insert(zones).values({ tenantId: t, clubId: fx.clubs.a, name: 'Spa' }).returning();
  await db.insert(zonePeriods).values({ tenantId: t, zoneId: spa!.id, weekday: 1, startMinute: 600, endMinute: 1200 });
  const points = await db.insert(crossingPoints).values([
    { tenantId: t, clubId: fx.clubs.a, name: 'Entrance', direction: 'in' as const },
    { tenantId: t, clubId: fx.clubs.a, name: 'Exit', direction: 'out' as const },
    { tenantId: t, clubId: fx.clubs.a, zoneId: spa!.id, name: 'Spa door', direction: 'in' as const },
    { tenantId: t, clubId: fx.clubs.c, name: 'Entrance C', direction: 'in' as const },
  ]).returning();
  return {
    ...fx, partner: await tokenFor(fx, 'partner'), admin: await tokenFor(fx, 'admin'), spa: spa!.id,
    points: { entrance: points[0]!.id, exit: points[1]!.id, spa: points[2]!.id, entranceC: points[3]!.id },
  };
}

let serial = 0;

/** A member of `clubId`, with an active subscription in `subscribedAt` (unless null). */
export async function member(fx: AccessFixture, clubId: number, subscribedAt: number | null = clubId,
  subscription: { startDate?: string; endDate?: string | null; state?: 'active' | 'ended' | 'deactivated' } = {}): Promise<number> {
  const db = await getDb();
  serial += 1;
  const id = await insertContact(db, fx.tenant, {
    clubId, email: `m${serial}-${Date.now()}@${fx.token}.test`, givenName: `Member${serial}`, familyName: 'Test', state: 'client',
  });
  if (subscribedAt !== null) {
    await insertSubscription(db, fx.tenant, {
      contactId: id, clubId: subscribedAt, name: 'Monthly', paymentType: 'direct_debit', rhythmBilling: 'monthly',
      startDate: subscription.startDate ?? '2020-01-01', endDate: subscription.endDate ?? null, state: subscription.state ?? 'active',
    });
  }
  return id;
}

export async function api(fx: AccessFixture, path: string, init: { method?: string; body?: unknown; token?: string; headers?: Record<string, string> } = {}) {
  return call(`/${fx.token}${path}`, { token: init.token ?? fx.partner, method: init.method ?? 'GET', body: init.body, headers: { ...ld, ...init.headers } });
}

export async function badge(fx: AccessFixture, contactId: number, type: 'badge' | 'qrcode' = 'badge'): Promise<{ id: number; number: string; '@id': string }> {
  const res = await api(fx, '/identificators', { method: 'POST', body: { targetId: iriOf(fx, 'contacts', contactId), type } });
  if (res.status !== 201) throw new Error(`badge: ${res.status} ${await res.text()}`);
  return res.json();
}

export interface EntryJson { '@id': string; id: number; isBlocking: boolean; reasons: string[]; direction: string; contactId: string; identificatorId: string | null; createdAt: string }

export async function enter(fx: AccessFixture, point: number, who: { number: string; type?: string } | { contactId: number }): Promise<EntryJson> {
  const res = await softEntry(fx, point, who);
  if (res.status !== 201) throw new Error(`entry: ${res.status} ${await res.text()}`);
  return res.json();
}

export function softEntry(fx: AccessFixture, point: number, who: { number: string; type?: string } | { contactId: number }, token?: string) {
  const body = 'number' in who
    ? { crossingPointId: iriOf(fx, 'crossing_points', point), identificatorNumber: who.number, identificatorType: who.type ?? 'badge' }
    : { crossingPointId: iriOf(fx, 'crossing_points', point), targetId: iriOf(fx, 'contacts', who.contactId) };
  return api(fx, '/soft_entries', { method: 'POST', body, token });
}

export async function entryCount(fx: AccessFixture): Promise<number> {
  const db = await getDb();
  const [row] = await db.select({ n: count() }).from(entries).where(eq(entries.tenantId, fx.tenant.id));
  return row!.n;
}

export async function setClubAccess(fx: AccessFixture, clubId: number, values: { antiPassbackMinutes?: number; capacity?: number | null }) {
  const db = await getDb();
  await db.update(clubs).set(values).where(and(eq(clubs.tenantId, fx.tenant.id), eq(clubs.id, clubId)));
}
