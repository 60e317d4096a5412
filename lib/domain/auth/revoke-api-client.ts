import { and, eq, isNull } from 'drizzle-orm';
import { getDb } from '../../db/client';
import { apiClients } from '../../db/schema';
import type { OperationContext } from '../context';
import { notFound } from '../errors';
import { now } from '../../time/clock';
import { assertStaffRole, SETTINGS_ROLES } from './assert-staff-role';
import { forgetLiveClient } from './live-clients';

/**
 * Revokes a partner application for good: its credentials get no new token from then on
 * (issue-access-token.ts reads only clients not revoked), and the tokens it holds are refused, at once
 * in this process and within 15 s in the others (live-clients.ts). Revoking one already revoked keeps its date.
 */
export async function revokeApiClient(ctx: OperationContext & { apiClientId: number }): Promise<{ id: number; revokedAt: Date }> {
  assertStaffRole(ctx.actor, SETTINGS_ROLES, 'Only the owner and managers can revoke API clients.');
  const db = await getDb();
  const mine = and(eq(apiClients.tenantId, ctx.tenant.id), eq(apiClients.id, ctx.apiClientId));
  const [revoked] = await db.update(apiClients).set({ revokedAt: now() }).where(and(mine, isNull(apiClients.revokedAt)))
    .returning({ id: apiClients.id, clientId: apiClients.clientId, revokedAt: apiClients.revokedAt });
  if (revoked) {
    forgetLiveClient(ctx.tenant.id, revoked.clientId);
    return { id: revoked.id, revokedAt: revoked.revokedAt! };
  }
  const [already] = await db.select({ id: apiClients.id, revokedAt: apiClients.revokedAt }).from(apiClients).where(mine).limit(1);
  if (!already?.revokedAt) throw notFound('API client');
  return { id: already.id, revokedAt: already.revokedAt };
}
