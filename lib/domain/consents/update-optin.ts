import { and, eq } from 'drizzle-orm';
import { inTransaction } from '../../db/transaction';
import { optins, type Optin } from '../../db/schema';
import { emitEvent } from '../../events/emit-event';
import { iri } from '../../iri';
import { now } from '../../time/clock';
import type { OperationContext } from '../context';
import { getContactOrThrow } from '../contacts/get-contact';
import { DomainError, notFound } from '../errors';

/** PUT /optins/{id} and the member's consents page: turns one consent on or off. `legal` cannot change. */
export async function updateOptin(ctx: OperationContext & { optinId: number; isAuthorized: boolean }): Promise<Optin> {
  return inTransaction(async (tx) => {
    const [optin] = await tx.select().from(optins)
      .where(and(eq(optins.tenantId, ctx.tenant.id), eq(optins.id, ctx.optinId))).limit(1).for('update');
    if (!optin) throw notFound('Opt-in');
    const contact = await getContactOrThrow(ctx, optin.contactId, tx);
    if (optin.type === 'legal') {
      throw new DomainError('api.error.optin.legal-not-modifiable', 'Legal information cannot be turned off.',
        [{ propertyPath: 'isAuthorized', code: 'legal-not-modifiable', message: 'Legal information cannot be turned off.' }]);
    }
    if (optin.isAuthorized === ctx.isAuthorized) return optin;
    const [updated] = await tx.update(optins).set({ isAuthorized: ctx.isAuthorized, updatedAt: now() })
      .where(and(eq(optins.tenantId, ctx.tenant.id), eq(optins.id, optin.id))).returning();
    await emitEvent(tx, {
      tenantId: ctx.tenant.id, event: 'optin.updated', clubId: contact.clubId,
      object: {
        optinId: iri(ctx.tenant.token, 'optins', optin.id),
        contactId: iri(ctx.tenant.token, 'contacts', contact.id),
        clubId: iri(ctx.tenant.token, 'clubs', contact.clubId),
      },
    });
    return updated!;
  });
}
