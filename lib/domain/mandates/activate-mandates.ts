import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { mandates } from '../../db/schema/mandates';

/**
 * Signed mandates become active, each revoking the contact's other active mandate in its club first
 * (CONTRACT §9.7: one active mandate per contact and club, which a partial unique index also holds).
 * Runs in the signing transaction; the mandates are pending and locked by the caller.
 */
export async function activateMandates(tx: Executor, tenantId: number, mandateIds: number[], at: Date): Promise<void> {
  if (mandateIds.length === 0) return;
  const signed = await tx.select({ id: mandates.id, contactId: mandates.contactId, clubId: mandates.clubId }).from(mandates)
    .where(and(eq(mandates.tenantId, tenantId), inArray(mandates.id, mandateIds)));
  for (const mandate of signed) {
    await tx.update(mandates).set({ state: 'revoked', revokedAt: at }).where(and(
      eq(mandates.tenantId, tenantId), eq(mandates.contactId, mandate.contactId), eq(mandates.clubId, mandate.clubId),
      eq(mandates.state, 'active'), ne(mandates.id, mandate.id),
    ));
    await tx.update(mandates).set({ state: 'active', signedAt: at }).where(and(eq(mandates.tenantId, tenantId), eq(mandates.id, mandate.id)));
  }
}
