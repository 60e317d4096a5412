import { desc, eq } from 'drizzle-orm';
import { getDb } from '../../db/client';
import { apiClients, type ApiScope } from '../../db/schema';
import type { OperationContext } from '../context';
import { assertStaffRole, SETTINGS_ROLES } from './assert-staff-role';

export interface ApiClientListItem {
  id: number;
  name: string;
  clientId: string;
  scopes: ApiScope[];
  createdAt: Date;
  revokedAt: Date | null;
}

// A tenant has a handful of partner applications; more than this is not a list to page through.
export const API_CLIENTS_LIMIT = 200;

/** The tenant's partner applications, newest first, revoked ones included (never their secrets). */
export async function listApiClients(ctx: OperationContext): Promise<ApiClientListItem[]> {
  assertStaffRole(ctx.actor, SETTINGS_ROLES, 'Only the owner and managers can see the API clients.');
  const db = await getDb();
  return db.select({
    id: apiClients.id, name: apiClients.name, clientId: apiClients.clientId, scopes: apiClients.scopes,
    createdAt: apiClients.createdAt, revokedAt: apiClients.revokedAt,
  }).from(apiClients).where(eq(apiClients.tenantId, ctx.tenant.id)).orderBy(desc(apiClients.id)).limit(API_CLIENTS_LIMIT);
}
