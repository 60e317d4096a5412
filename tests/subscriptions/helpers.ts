// Shared by the subscription tests: a tenant with its tokens, club online-cancellation settings
// through PATCH /clubs, subscriptions and incidents written with the seed builders, and the
// online-cancellation call itself. Dates are pinned: "today" is 2026-03-10 in every fixture club
// (10:00 UTC is 11:00 in Paris, 11:00 in Berlin, 06:00 in New York).
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { expect } from 'vitest';
import { getDb } from '../../lib/db/client';
import { cancellations, outboxEvents, subscriptionOptions, type subscriptions } from '../../lib/db/schema';
import { insertContact, insertIncident, insertSubscription } from '../../lib/seed/tenant-builder';
import { call, createTenantFixture, iriOf, tokenFor, type TenantFixture } from '../factories';

export const NOW = new Date('2026-03-10T10:00:00Z');
export const TODAY = '2026-03-10';

export interface Fixture extends TenantFixture {
  admin: string;
  partner: string;
}

/** A new tenant (clubs a, b, c; alice at a, bob at b) with an admin and a partner token. */
export async function setup(): Promise<Fixture> {
  const fx = await createTenantFixture();
  const [admin, partner] = await Promise.all([tokenFor(fx, 'admin'), tokenFor(fx, 'partner')]);
  return { ...fx, admin, partner };
}

export const motiveIri = (fx: TenantFixture, id: number) => iriOf(fx, 'cancellation_motives', id);
export const subscriptionIri = (fx: TenantFixture, id: number) => iriOf(fx, 'subscriptions', id);

export interface OnlineSettings {
  enabled?: boolean;
  subscriptionTypes?: ('direct_debit' | 'upfront' | 'fixed_term')[];
  includedCancellationMotives?: string[];
  debtLimit?: number;
  minimumDelayDays?: number;
  noticePeriodDays?: number;
  dailyQuota?: number | null;
  eligibleTags?: string[];
  prohibitedTags?: string[];
}

/** Online cancellation as the tests start from: on for direct debit, motive 0 included, 30 days' notice, nothing else. */
export function openSettings(fx: TenantFixture): Required<OnlineSettings> {
  return {
    enabled: true, subscriptionTypes: ['direct_debit'], includedCancellationMotives: [motiveIri(fx, fx.motives[0]!)], debtLimit: 0,
    minimumDelayDays: 0, noticePeriodDays: 30, dailyQuota: null, eligibleTags: [], prohibitedTags: [],
  };
}

/** PATCH /clubs/{id} (admin) with these online-cancellation settings. */
export async function configureOnline(fx: Fixture, clubId: number, settings: OnlineSettings): Promise<void> {
  const res = await call(`/${fx.token}/clubs/${clubId}`, { token: fx.admin, method: 'PATCH', body: { onlineCancellation: settings } });
  expect(res.status, await res.clone().text()).toBe(200);
}

type SubscriptionValues = Omit<typeof subscriptions.$inferInsert, 'tenantId'>;

/**
 * A monthly direct-debit subscription of alice at club a, started 2025-06-15 with a 12-month
 * commitment: its renewal dates are the 14th of each month, the commitment ends 2026-06-14.
 */
export async function addSubscription(fx: TenantFixture, values: Partial<SubscriptionValues> = {},
  options: { name: string; mandatory?: boolean }[] = []): Promise<number> {
  const db = await getDb();
  return insertSubscription(db, fx.tenant, {
    contactId: fx.contacts.alice, clubId: fx.clubs.a, name: 'Monthly Club', paymentType: 'direct_debit', rhythmBilling: 'monthly',
    startDate: '2025-06-15', engagedThrough: '2026-06-14', ...values,
  }, options);
}

/** An option with a package (the builder has no package field): it cannot be cancelled alone. */
export async function addPackagedOption(fx: TenantFixture, subscriptionId: number): Promise<number> {
  const db = await getDb();
  const [row] = await db.insert(subscriptionOptions).values({ tenantId: fx.tenant.id, subscriptionId, name: 'Pack option', packageId: 4242 })
    .returning({ id: subscriptionOptions.id });
  return row!.id;
}

/** Another contact of the tenant, in this club. */
export async function addContact(fx: TenantFixture, clubId: number, name: string): Promise<{ id: number; email: string }> {
  const db = await getDb();
  const email = `${name.toLowerCase()}@${fx.token}.test`;
  const id = await insertContact(db, fx.tenant, { clubId, email, givenName: name, familyName: 'Test', state: 'client' });
  return { id, email };
}

/** An open incident (a rejected debit) of this amount: the contact's debt. */
export async function addDebt(fx: TenantFixture, contactId: number, amount: number): Promise<number> {
  return insertIncident(await getDb(), fx.tenant, contactId, amount, 'Direct debit rejected');
}

/** POST /contact_tags, valid from long ago unless told. */
export async function addTag(fx: Fixture, contactId: number, name: string,
  validity: { validFrom?: string; validThrough?: string } = { validFrom: '2020-01-01' }): Promise<void> {
  const res = await call(`/${fx.token}/contact_tags`, {
    token: fx.partner, method: 'POST', body: { contactId: iriOf(fx, 'contacts', contactId), name, ...validity },
  });
  expect(res.status, await res.clone().text()).toBe(201);
}

/** POST /subscriptions/{id}/online_cancellation with this body (partner token unless told). */
export function cancelOnline(fx: Fixture, subscriptionId: number, body: unknown, token = fx.partner): Promise<Response> {
  return call(`/${fx.token}/subscriptions/${subscriptionId}/online_cancellation`, { token, method: 'POST', body });
}

/** A body that passes every rule of openSettings for addSubscription's defaults. */
export function validBody(fx: TenantFixture): { cancellationDate: string; cancellationMotiveId: string; comment: string } {
  return { cancellationDate: '2026-06-14', cancellationMotiveId: motiveIri(fx, fx.motives[0]!), comment: 'Moving to Lyon' };
}

/** GET a resource as plain JSON, expecting 200. */
export async function read<T = Record<string, unknown>>(fx: Fixture, path: string, token = fx.admin): Promise<T> {
  const res = await call(`/${fx.token}${path}`, { token, headers: { accept: 'application/json' } });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as T;
}

/** POST a JSON body with the admin token; returns the response. */
export function post(fx: Fixture, path: string, body: unknown, token = fx.admin): Promise<Response> {
  return call(`/${fx.token}${path}`, { token, method: 'POST', body });
}

/** The cancellations that cascaded from a main one to options (the API lists main ones only). */
export async function cascadedFrom(fx: TenantFixture, cancellationId: number) {
  const db = await getDb();
  return db.select().from(cancellations)
    .where(and(eq(cancellations.tenantId, fx.tenant.id), eq(cancellations.parentId, cancellationId), isNotNull(cancellations.subscriptionOptionId)))
    .orderBy(asc(cancellations.id));
}

/** Every cancellation row of a subscription or of its options. */
export async function cancellationRows(fx: TenantFixture, subscriptionId: number) {
  const db = await getDb();
  return db.select().from(cancellations)
    .where(and(eq(cancellations.tenantId, fx.tenant.id), eq(cancellations.subscriptionId, subscriptionId))).orderBy(asc(cancellations.id));
}

/** The tenant's outbox events, in order. */
export async function eventsOf(tenantId: number) {
  const db = await getDb();
  return db.select({ event: outboxEvents.event, object: outboxEvents.object, clubId: outboxEvents.clubId })
    .from(outboxEvents).where(eq(outboxEvents.tenantId, tenantId)).orderBy(asc(outboxEvents.seq));
}

/** The id at the end of an IRI. */
export const idOf = (iri: string): number => Number(iri.split('/').at(-1));
