// POST /closures (admin; CONTRACT §9.5): closing a contact. Everything in one transaction, in the lock
// order of the money operations: the contact row, then the event counter (first event), then the
// invoice counter (the fee's invoice, last).
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { closures, contacts, identificators, incidents, subscriptionOptions, subscriptions, type Closure, type Contact } from '../../db/schema';
import { now } from '../../time/clock';
import { dateInZone } from '../../time/zone';
import { emitBadgeEvent } from '../badges/badge-helpers';
import type { OperationContext, TenantRef } from '../context';
import { emitContactEvent } from '../contacts/emit-contact-event';
import { getReferencedContactOrThrow } from '../contacts/get-contact';
import { DomainError, invalidField } from '../errors';
import { openIncident } from '../finance/open-incident';
import { issueChargeInvoice } from '../finance/issue-charge-invoice';
import { activeClosureOf, closureView, type ClosureView } from './closure-view';


export interface ClosureInput {
  contactId: number;
  reason: string;
  feeAmount?: number;
  lockSale?: boolean;
  addAlert?: boolean;
}

/**
 * The contact becomes `old_client`, its active subscriptions and their options `deactivated`, its
 * badges disabled (identificator.disabled each); the closure keeps which, for its cancellation. A fee
 * opens an incident (`closure_fee`) on its own invoice at once, so the fee is debt and the contact
 * gets the accounting tag. contact.updated. A contact already closed is a 400.
 */
export async function createClosure(ctx: OperationContext & { input: ClosureInput }): Promise<ClosureView> {
  const { tenant, input } = ctx;
  const feeAmount = input.feeAmount ?? 0;
  if (!Number.isInteger(feeAmount) || feeAmount < 0) throw invalidField('feeAmount', 'invalid', 'feeAmount is a whole number of cents, 0 or more.');
  return inTransaction(async (tx) => {
    const contact = await getReferencedContactOrThrow(ctx, input.contactId, 'contactId', tx, true);
    return closureView(tx, await closeContact(tx, tenant, contact, { ...input, feeAmount }));
  });
}

/**
 * The closure in the caller's transaction, the contact row already locked (createClosure; the demo
 * seed closes carol with it).
 */
export async function closeContact(
  tx: Executor, tenant: TenantRef, contact: Pick<Contact, 'id' | 'clubId' | 'state'> & { clubTimeZone: string },
  input: Omit<ClosureInput, 'contactId'>,
): Promise<Closure> {
  const feeAmount = input.feeAmount ?? 0;
  if (await activeClosureOf(tx, tenant.id, contact.id)) {
    throw new DomainError('api.error.closure.already-closed', 'This contact is already closed: cancel its closure first.');
  }
  const today = dateInZone(now(), contact.clubTimeZone);
  const subs = await tx.update(subscriptions).set({ state: 'deactivated' })
    .where(and(eq(subscriptions.tenantId, tenant.id), eq(subscriptions.contactId, contact.id), eq(subscriptions.state, 'active')))
    .returning({ id: subscriptions.id });
  const options = await tx.update(subscriptionOptions).set({ state: 'deactivated' }).where(and(
    eq(subscriptionOptions.tenantId, tenant.id), eq(subscriptionOptions.state, 'active'),
    inArray(subscriptionOptions.subscriptionId, sql`(SELECT id FROM subscriptions WHERE tenant_id = ${tenant.id} AND contact_id = ${contact.id})`),
  )).returning({ id: subscriptionOptions.id });
  const badges = await tx.update(identificators).set({ disabledAt: now(), updatedAt: now() })
    .where(and(eq(identificators.tenantId, tenant.id), eq(identificators.contactId, contact.id), isNull(identificators.disabledAt)))
    .returning();
  await tx.update(contacts).set({ state: 'old_client', updatedAt: now() }).where(and(eq(contacts.tenantId, tenant.id), eq(contacts.id, contact.id)));
  const [closure] = await tx.insert(closures).values({
    tenantId: tenant.id, contactId: contact.id, date: today, reason: input.reason, feeAmount,
    lockSale: input.lockSale ?? true, addAlert: input.addAlert ?? true, previousContactState: contact.state,
    subscriptionIds: subs.map((s) => s.id), subscriptionOptionIds: options.map((o) => o.id), identificatorIds: badges.map((b) => b.id),
  }).returning();
  // The fee's incident first (it emits accounting_contact_tag.created), its invoice last.
  const incident = feeAmount > 0
    ? await openIncident(tx, { tenantId: tenant.id, contactId: contact.id, invoiceId: null, amount: feeAmount, reason: 'closure_fee' })
    : null;
  for (const badge of badges) await emitBadgeEvent(tx, tenant, 'disabled', badge, contact.clubId);
  await emitContactEvent(tx, tenant, 'contact.updated', contact);
  if (!incident) return closure!;
  const invoice = await issueChargeInvoice(tx, {
    tenantId: tenant.id, contactId: contact.id, clubId: contact.clubId, date: today, amount: feeAmount, lateDueDate: today, kind: 'fee_invoice',
  });
  await tx.update(incidents).set({ invoiceId: invoice.id }).where(and(eq(incidents.tenantId, tenant.id), eq(incidents.id, incident.id)));
  const [saved] = await tx.update(closures).set({ feeInvoiceId: invoice.id, feeIncidentId: incident.id })
    .where(and(eq(closures.tenantId, tenant.id), eq(closures.id, closure!.id))).returning();
  return saved!;
}
