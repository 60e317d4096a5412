// POST /closures/{id}/cancel (CONTRACT §9.5): reopening a closed contact once its debt is settled.
import { and, eq, gte, inArray, isNotNull, isNull, or } from 'drizzle-orm';
import { inTransaction } from '../../db/transaction';
import { closures, contacts, identificators, subscriptionOptions, subscriptions } from '../../db/schema';
import { now } from '../../time/clock';
import { dateInZone } from '../../time/zone';
import { emitBadgeEvent } from '../badges/badge-helpers';
import type { OperationContext } from '../context';
import { actingContactId } from '../contacts/contact-access';
import { emitContactEvent } from '../contacts/emit-contact-event';
import { getContactOrThrow } from '../contacts/get-contact';
import { DomainError, invalidField, notFound } from '../errors';
import { contactDebt } from '../finance/contact-debt';
import { closureView, type ClosureView } from './closure-view';

/**
 * Refused while the contact's debt is above 0 (api.error.closure.debt-not-settled: the fee and any
 * other debt are paid first, online for a member). Else the closure is `canceled`, what it deactivated
 * comes back (subscriptions and options whose end date has not passed, its badges), and the contact
 * returns to its state before the closure, unless staff changed that meanwhile. A contact-scoped token
 * (or a member) cancels only its own closure, saying so with contactSelfUnclosing true.
 */
export async function cancelClosure(ctx: OperationContext & { closureId: number; contactSelfUnclosing: boolean }): Promise<ClosureView> {
  const { tenant } = ctx;
  const self = actingContactId(ctx.actor);
  return inTransaction(async (tx) => {
    const [closure] = await tx.select().from(closures)
      .where(and(eq(closures.tenantId, tenant.id), eq(closures.id, ctx.closureId))).limit(1).for('update');
    if (!closure) throw notFound('Closure');
    const contact = await getContactOrThrow(ctx, closure.contactId, tx, true);
    if (self !== undefined && !ctx.contactSelfUnclosing) {
      throw invalidField('contactSelfUnclosing', 'self', 'A contact reopening its own account says so: contactSelfUnclosing is true.');
    }
    if (closure.state !== 'active') throw new DomainError('api.error.closure.not-active', 'This closure was already cancelled.');
    const debt = await contactDebt(tx, tenant.id, contact.id);
    if (debt > 0) {
      throw new DomainError('api.error.closure.debt-not-settled', `The contact still owes ${debt} cents: the debt is settled before reopening.`);
    }
    const today = dateInZone(now(), contact.clubTimeZone);
    if (closure.subscriptionIds.length > 0) {
      await tx.update(subscriptions).set({ state: 'active' }).where(and(eq(subscriptions.tenantId, tenant.id),
        inArray(subscriptions.id, closure.subscriptionIds), eq(subscriptions.state, 'deactivated'),
        or(isNull(subscriptions.endDate), gte(subscriptions.endDate, today))));
    }
    if (closure.subscriptionOptionIds.length > 0) {
      await tx.update(subscriptionOptions).set({ state: 'active' }).where(and(eq(subscriptionOptions.tenantId, tenant.id),
        inArray(subscriptionOptions.id, closure.subscriptionOptionIds), eq(subscriptionOptions.state, 'deactivated'),
        or(isNull(subscriptionOptions.endDate), gte(subscriptionOptions.endDate, today))));
    }
    const badges = closure.identificatorIds.length === 0 ? [] : await tx.update(identificators).set({ disabledAt: null, updatedAt: now() })
      .where(and(eq(identificators.tenantId, tenant.id), inArray(identificators.id, closure.identificatorIds), isNotNull(identificators.disabledAt)))
      .returning();
    if (contact.state === 'old_client') {
      await tx.update(contacts).set({ state: closure.previousContactState, updatedAt: now() })
        .where(and(eq(contacts.tenantId, tenant.id), eq(contacts.id, contact.id)));
    }
    const [saved] = await tx.update(closures).set({ state: 'canceled', canceledAt: now(), contactSelfUnclosing: ctx.contactSelfUnclosing })
      .where(and(eq(closures.tenantId, tenant.id), eq(closures.id, closure.id))).returning();
    for (const badge of badges) await emitBadgeEvent(tx, tenant, 'updated', badge, contact.clubId);
    await emitContactEvent(tx, tenant, 'contact.updated', contact);
    return closureView(tx, saved!);
  });
}
