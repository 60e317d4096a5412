// The demo's money owed (CONTRACT §9.9), made by the operations the API uses so that it is real:
// bob's monthly debit of this month was rejected (an installment invoice in incident, the blocking_debt
// tag); carol, who had a rejected debit too, was closed with a reopening fee, so she owes both.
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { contacts, subscriptions } from '../db/schema';
import { now } from '../time/clock';
import { dateInZone } from '../time/zone';
import { closeContact } from '../domain/closures/create-closure';
import type { TenantRef } from '../domain/context';
import { issueChargeInvoice } from '../domain/finance/issue-charge-invoice';
import { openIncident } from '../domain/finance/open-incident';

const ZONE = 'Europe/Paris';

async function rejectedDebit(tx: Executor, tenant: TenantRef, contactId: number, clubId: number, amount: number): Promise<void> {
  const [subscription] = await tx.select({ id: subscriptions.id }).from(subscriptions)
    .where(and(eq(subscriptions.tenantId, tenant.id), eq(subscriptions.contactId, contactId))).limit(1);
  const invoice = await issueChargeInvoice(tx, {
    tenantId: tenant.id, contactId, clubId, subscriptionId: subscription?.id ?? null, date: dateInZone(now(), ZONE),
    amount, lateDueDate: null, kind: 'installment_invoice',
  });
  await openIncident(tx, { tenantId: tenant.id, contactId, invoiceId: invoice.id, amount, reason: 'debit_rejected' });
}

export async function seedDemoFinance(
  tx: Executor, tenant: TenantRef, clubs: { pb: number; pn: number }, members: { bob: number; carol: number },
): Promise<void> {
  await rejectedDebit(tx, tenant, members.bob, clubs.pb, 4990);
  // Carol was a client until the club closed her account (her state before the closure is kept).
  await tx.update(contacts).set({ state: 'client' }).where(and(eq(contacts.tenantId, tenant.id), eq(contacts.id, members.carol)));
  await rejectedDebit(tx, tenant, members.carol, clubs.pn, 2990);
  await closeContact(tx, tenant, { id: members.carol, clubId: clubs.pn, state: 'client', clubTimeZone: ZONE }, {
    reason: 'Unpaid debits', feeAmount: 3000, lockSale: true, addAlert: true,
  });
}
