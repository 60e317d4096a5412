// Builds a tenant with its network, clubs, API clients and staff. Used by the demo seed and by the
// test factories, so both build data the same way.
import type { Executor } from '../db/client';
import {
  cancellationMotives, clubBookingShares, clubs, incidents, networkNodes, sources, staffUsers, subscriptionOptions, subscriptions, tenants,
  type ContactState, type NetworkNodeType, type OnlineCancellationSettings, type StaffRole,
} from '../db/schema';
import { createApiClient } from '../domain/auth/create-api-client';
import { insertContactRow } from '../domain/contacts/insert-contact-row';
import { insertClubCheckouts } from '../domain/sales/club-checkouts';
import { hashSecret } from '../domain/auth/passwords';
import type { TenantRef } from '../domain/context';
import type { ApiScope } from '../db/schema';

export async function insertTenant(db: Executor, token: string, name: string): Promise<TenantRef> {
  const [row] = await db.insert(tenants).values({ token, name }).returning({ id: tenants.id, token: tenants.token, name: tenants.name });
  return row!;
}

export async function insertClub(db: Executor, tenant: TenantRef, club: {
  name: string; code: string; timeZone?: string; debitDays?: number[]; onlineCancellation?: OnlineCancellationSettings;
  legalName?: string; legalAddress?: string; registrationNumber?: string; vatNumber?: string;
  sepaCreditorId?: string; creditorIban?: string; creditorBic?: string;
}): Promise<number> {
  const [row] = await db.insert(clubs).values({ tenantId: tenant.id, ...club }).returning({ id: clubs.id });
  // Every club takes money at a web and a desk checkout (CONTRACT §9.9).
  await insertClubCheckouts(db, tenant.id, row!.id);
  return row!.id;
}

export async function insertNode(db: Executor, tenant: TenantRef, node: {
  name: string; type: NetworkNodeType; parentId?: number; clubId?: number; alias?: string;
}): Promise<number> {
  const [row] = await db.insert(networkNodes).values({ tenantId: tenant.id, ...node }).returning({ id: networkNodes.id });
  return row!.id;
}

export async function insertShares(db: Executor, tenant: TenantRef, clubId: number, targets: { clubId?: number; nodeId?: number }[]) {
  if (targets.length === 0) return;
  await db.insert(clubBookingShares).values(targets.map((t, position) => ({
    tenantId: tenant.id, clubId, position, targetClubId: t.clubId ?? null, targetNodeId: t.nodeId ?? null,
  })));
}

export async function insertMotives(db: Executor, tenant: TenantRef, names: string[]): Promise<number[]> {
  const rows = await db.insert(cancellationMotives).values(names.map((name) => ({ tenantId: tenant.id, name })))
    .returning({ id: cancellationMotives.id });
  return rows.map((r) => r.id);
}

export async function insertStaff(db: Executor, tenant: TenantRef, staff: { email: string; name: string; password: string; role: StaffRole }) {
  await db.insert(staffUsers).values({
    tenantId: tenant.id, email: staff.email, name: staff.name, role: staff.role, passwordHash: await hashSecret(staff.password),
  });
}

/** A contact with its 12 opt-ins; its number is the tenant's next one unless given. */
export async function insertContact(db: Executor, tenant: TenantRef, contact: {
  clubId: number; email: string; givenName: string; familyName: string; number?: string; state?: ContactState;
  birthDate?: string; mobile?: string;
}): Promise<number> {
  return (await insertContactRow(db, tenant.id, contact)).id;
}

export function insertClient(db: Executor, tenant: TenantRef, clientId: string, clientSecret: string, scopes: ApiScope[], name = clientId) {
  return createApiClient({ tenant, name, scopes, clientId, clientSecret }, db);
}

export async function insertSources(db: Executor, tenant: TenantRef, names: string[]): Promise<number[]> {
  const rows = await db.insert(sources).values(names.map((name) => ({ tenantId: tenant.id, name }))).returning({ id: sources.id });
  return rows.map((r) => r.id);
}

export async function insertSubscription(db: Executor, tenant: TenantRef, values: Omit<typeof subscriptions.$inferInsert, 'tenantId'>,
  options: { name: string; mandatory?: boolean }[] = []): Promise<number> {
  const [row] = await db.insert(subscriptions).values({ ...values, tenantId: tenant.id }).returning({ id: subscriptions.id });
  if (options.length > 0) {
    await db.insert(subscriptionOptions).values(options.map((o) => ({ ...o, tenantId: tenant.id, subscriptionId: row!.id })));
  }
  return row!.id;
}

export async function insertIncident(db: Executor, tenant: TenantRef, contactId: number, amount: number, reason: string): Promise<number> {
  const [row] = await db.insert(incidents).values({ tenantId: tenant.id, contactId, amount, reason }).returning({ id: incidents.id });
  return row!.id;
}
