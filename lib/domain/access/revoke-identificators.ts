import { and, eq, inArray, isNull } from 'drizzle-orm';
import { inTransaction } from '../../db/transaction';
import { contacts, identificators } from '../../db/schema';
import { now } from '../../time/clock';
import type { OperationContext } from '../context';
import { invalidField } from '../errors';
import { assertCanReachContact } from '../contacts/contact-access';
import { emitBadgeEvent } from '../badges/badge-helpers';

/**
 * POST /revoke_identificators: the named identificators stop opening doors for good
 * (identificator.disabled each). Every one must be an identificator of this tenant the actor may
 * reach, else nothing is revoked (400 on `identificatorIds.{n}`). Already revoked ones count for nothing.
 */
export async function revokeIdentificators(ctx: OperationContext & { identificatorIds: number[] }): Promise<{ revoked: number }> {
  return inTransaction(async (tx) => {
    const ids = [...new Set(ctx.identificatorIds)];
    const rows = ids.length === 0 ? [] : await tx.select({ id: identificators.id, contactId: identificators.contactId, clubId: contacts.clubId })
      .from(identificators)
      .innerJoin(contacts, and(eq(contacts.tenantId, identificators.tenantId), eq(contacts.id, identificators.contactId)))
      .where(and(eq(identificators.tenantId, ctx.tenant.id), inArray(identificators.id, ids)))
      .orderBy(identificators.id).for('update', { of: identificators });
    const known = new Map(rows.map((row) => [row.id, row]));
    ctx.identificatorIds.forEach((id, index) => {
      if (!known.has(id)) throw invalidField(`identificatorIds.${index}`, 'not-found', 'No identificator of this network has this id.');
    });
    for (const row of rows) assertCanReachContact(ctx.actor, { id: row.contactId, clubId: row.clubId });
    const at = now();
    const revoked = ids.length === 0 ? [] : await tx.update(identificators).set({ revokedAt: at, updatedAt: at })
      .where(and(eq(identificators.tenantId, ctx.tenant.id), inArray(identificators.id, ids), isNull(identificators.revokedAt))).returning();
    for (const badge of revoked) await emitBadgeEvent(tx, ctx.tenant, 'disabled', badge, known.get(badge.id)!.clubId);
    return { revoked: revoked.length };
  });
}
