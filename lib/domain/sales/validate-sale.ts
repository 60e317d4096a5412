// Validating a sale (the spec's Sale table: a payment in full, postpone_due, or the validate
// transition at zero), in the caller's transaction, after its checks passed: the behaviours run, the
// offers are marked sold, what was paid beyond the total goes to the contact's available amount, the
// invoice is issued and the sale is `validated`. One transaction: a failing behaviour writes nothing.
//
// Lock order, the same in every validation so two of them never wait on each other in a circle: the
// sale (taken by the caller), the contact row, then the tenant's event counter (the first event),
// then the tenant's invoice counter (last).
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { contacts, sales } from '../../db/schema';
import { now } from '../../time/clock';
import { markOfferSold } from '../catalog/mark-offer-sold';
import type { OperationContext } from '../context';
import { notFound } from '../errors';
import { issueSaleInvoice } from '../finance/issue-invoice';
import { postTransaction } from '../ledger/post-transaction';
import { runContactBehaviors } from './contact-behaviors';
import type { SaleFacts } from './sale-facts';
import { saleTotal } from './sale-view';
import { creditSaleSessions } from './sessions-behavior';
import { createSaleSubscriptions } from './subscription-behavior';

export async function validateSale(
  tx: Executor, ctx: OperationContext, facts: SaleFacts, paid: number, lateDueDate: string | null,
): Promise<void> {
  const { tenant } = ctx;
  const { sale, contact } = facts;
  if (!contact) throw notFound('Contact');
  await tx.select({ id: contacts.id }).from(contacts).where(and(eq(contacts.tenantId, tenant.id), eq(contacts.id, contact.id))).for('update');
  const totalTI = saleTotal(facts.articles);

  const subscriptions = await createSaleSubscriptions(tx, tenant, facts);
  await creditSaleSessions(tx, tenant, facts);
  for (const offerId of new Set(facts.articles.map((a) => a.offerId))) await markOfferSold(tx, tenant.id, offerId);
  if (paid > totalTI) {
    // Articles removed after a payment can leave more paid than the total: the rest is the contact's.
    await postTransaction(tx, {
      tenantId: tenant.id, kind: 'sale_overpayment', ref: `sales/${sale.id}`,
      postings: [
        { account: 'receivable', contactId: sale.contactId, saleId: sale.id, amount: paid - totalTI },
        { account: 'available', contactId: sale.contactId, amount: totalTI - paid },
      ],
    });
  }
  await runContactBehaviors(tx, tenant, facts, contact, subscriptions.created.length > 0);
  await tx.update(sales).set({ state: 'validated', validatedAt: now(), dueDate: lateDueDate ?? facts.today, updatedAt: now() })
    .where(and(eq(sales.tenantId, tenant.id), eq(sales.id, sale.id)));
  // Last: the invoice takes the tenant's invoice counter, which every validation waits on until commit.
  await issueSaleInvoice(tx, {
    tenantId: tenant.id, contactId: sale.contactId, clubId: sale.clubId, saleId: sale.id, subscriptionId: subscriptions.touched[0] ?? null,
    date: facts.today, totalTI, lateDueDate,
  });
}
