import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { identificators, type Identificator } from '../../db/schema';
import { emitEvent } from '../../events/emit-event';
import { iri } from '../../iri';
import type { OperationContext, TenantRef } from '../context';
import { invalidField, notFound } from '../errors';
import { getContactOrThrow } from '../contacts/get-contact';

export const numberAlreadyUsed = () =>
  invalidField('number', 'already-used', 'Another badge or QR code of this network has this number.', 'api.error.identificator.number-taken');

/** A badge and its contact, locked, if the actor may reach the contact. */
export async function getBadgeOrThrow(ctx: OperationContext, tx: Executor, badgeId: number) {
  const [badge] = await tx.select().from(identificators)
    .where(and(eq(identificators.tenantId, ctx.tenant.id), eq(identificators.id, badgeId))).limit(1).for('update');
  if (!badge) throw notFound('Identificator');
  const contact = await getContactOrThrow(ctx, badge.contactId, tx);
  return { badge, contact };
}

/** identificator.* with the spec's keys (`indentificatorId` spelled as partners expect). */
export function emitBadgeEvent(
  tx: Executor, tenant: TenantRef, change: 'created' | 'updated' | 'deleted' | 'disabled', badge: Identificator, clubId: number,
): Promise<void> {
  return emitEvent(tx, {
    tenantId: tenant.id, event: `identificator.${change}`, clubId,
    object: { indentificatorId: iri(tenant.token, 'identificators', badge.id), targetId: iri(tenant.token, 'contacts', badge.contactId) },
  });
}
