// The transaction-level finance operations other areas call (billing run, payable objects, closures):
// openIncident puts the invoice in incident and gives the contact its accounting tag; settleIncident
// pays the invoice through the ledger and removes the tag with the last open incident.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '../../lib/db/client';
import { contactTags } from '../../lib/db/schema';
import { inTransaction } from '../../lib/db/transaction';
import { contactDebtDetail } from '../../lib/domain/finance/contact-debt';
import { openIncident } from '../../lib/domain/finance/open-incident';
import { settleIncident } from '../../lib/domain/finance/settle-incident';
import { incidentProblems } from '../../lib/domain/ledger/conservation';
import { setClock } from '../../lib/time/clock';
import {
  addArticle, addCatalog, addMember, eventsOf, expectMoneyConserved, idOf, NOW, ok, openSale, pay, send, setup, type Catalog, type Fixture, type Json,
} from '../sales/helpers';

let fx: Fixture;
let catalog: Catalog;
beforeAll(async () => {
  setClock(NOW);
  fx = await setup();
  catalog = await addCatalog(fx);
});
afterAll(() => setClock(null));

const accountingTags = async (contactId: number) => (await getDb()).select().from(contactTags)
  .where(and(eq(contactTags.contactId, contactId), eq(contactTags.accounting, true)));

/** A validated sale of the monthly offer with 6,890 cents deferred to `date`: an in_progress invoice. */
async function deferredInvoice(contactId: number, date = '2026-04-10'): Promise<number> {
  const sale = await openSale(fx, contactId);
  await addArticle(fx, sale.id, catalog.monthly.offer, { implementation: { startDate: '2026-04-01' }, repaymentSchedule: { debitDay: 5 } });
  await ok(await pay(fx, sale.id, 1000), 201);
  const postponed = await ok<Json & { invoice: string }>(await send(fx, 'POST', `/sales/${sale.id}/postpone_due`, { date }));
  return idOf(postponed.invoice);
}

describe('openIncident and settleIncident', () => {
  it('the first open incident tags the contact, the last settled one untags it; the invoice follows; money holds', async () => {
    const member = await addMember(fx);
    const invoiceId = await deferredInvoice(member.id);
    const first = await inTransaction((tx) => openIncident(tx, { tenantId: fx.tenant.id, contactId: member.id, invoiceId, amount: 6890, reason: 'debit_rejected' }));
    const second = await inTransaction((tx) => openIncident(tx, { tenantId: fx.tenant.id, contactId: member.id, invoiceId: null, amount: 1500, reason: 'rejection_fee' }));
    expect(first).toMatchObject({ state: 'open', invoiceId, amount: 6890 });
    const [tag] = await accountingTags(member.id);
    expect(tag).toMatchObject({ name: 'blocking_debt', accounting: true });
    expect(await accountingTags(member.id)).toHaveLength(1);
    expect(await ok(await send(fx, 'GET', `/invoices/${invoiceId}`))).toMatchObject({ financialState: 'incident', paidAmount: 1000 });
    expect(await contactDebtDetail(await getDb(), fx.tenant.id, member.id)).toMatchObject({ numberOfIncidents: 2, total: 8390 });
    await expectProblemCode(pay(fx, (await saleOf(invoiceId)), 100), 'api.error.invoice.in-incident');

    const settled = await inTransaction((tx) => settleIncident(tx, { tenantId: fx.tenant.id, incidentId: first.id, mean: 'SandboxWeb', paymentRef: 'payable_objects/1' }));
    expect(settled.incident).toMatchObject({ state: 'settled', paymentId: settled.payment.id });
    expect(settled.incident.settledAt).not.toBeNull();
    expect(settled.payment).toMatchObject({ invoiceId, incidentId: first.id, amount: 6890, reference: 'payable_objects/1' });
    expect(await ok(await send(fx, 'GET', `/invoices/${invoiceId}`))).toMatchObject({ financialState: 'paid', paidAmount: 7890 });
    expect(await accountingTags(member.id)).toHaveLength(1); // the fee is still open
    await inTransaction((tx) => settleIncident(tx, { tenantId: fx.tenant.id, incidentId: second.id, mean: 'cash' }));
    expect(await accountingTags(member.id)).toHaveLength(0);
    expect(await contactDebtDetail(await getDb(), fx.tenant.id, member.id)).toMatchObject({ numberOfIncidents: 0, total: 0 });

    const events = (await eventsOf(fx.tenant.id)).filter((e) => e.event.startsWith('accounting_contact_tag') || e.event.startsWith('contact_tag'));
    const tagIri = `/${fx.token}/contact_tags/${tag!.id}`;
    expect(events).toEqual([
      { event: 'accounting_contact_tag.created', object: { accountingContactTagId: tagIri, contactId: member.iri } },
      { event: 'accounting_contact_tag.deleted', object: { accountingContactTagId: tagIri, contactId: member.iri } },
    ]);
    // A settled incident is not settled twice.
    await expect(inTransaction((tx) => settleIncident(tx, { tenantId: fx.tenant.id, incidentId: first.id, mean: 'cash' })))
      .rejects.toMatchObject({ code: 'api.error.incident.not-open' });
    expect(await incidentProblems(await getDb(), fx.tenant.id)).toEqual([]);
    await expectMoneyConserved(fx);
  });

  it('an overdue in_progress invoice is debt once its lateDueDate has passed', async () => {
    const member = await addMember(fx);
    await deferredInvoice(member.id, '2026-03-10');
    expect(await contactDebtDetail(await getDb(), fx.tenant.id, member.id)).toMatchObject({ overdue: 0, total: 0 });
    setClock(new Date('2026-03-11T10:00:00Z'));
    try {
      expect(await contactDebtDetail(await getDb(), fx.tenant.id, member.id)).toMatchObject({ numberOfIncidents: 0, overdue: 6890, total: 6890 });
    } finally {
      setClock(NOW);
    }
  });

  it('refuses an amount of 0 and another contact\'s invoice', async () => {
    const [a, b] = [await addMember(fx), await addMember(fx)];
    const invoiceId = await deferredInvoice(a.id);
    await expect(inTransaction((tx) => openIncident(tx, { tenantId: fx.tenant.id, contactId: a.id, invoiceId: null, amount: 0, reason: 'x' })))
      .rejects.toMatchObject({ code: 'api.error.validation.invalid' });
    await expect(inTransaction((tx) => openIncident(tx, { tenantId: fx.tenant.id, contactId: b.id, invoiceId, amount: 10, reason: 'x' })))
      .rejects.toMatchObject({ code: 'api.error.validation.invalid' });
    expect(await accountingTags(b.id)).toHaveLength(0);
  });
});

async function saleOf(invoiceId: number): Promise<number> {
  const invoice = await ok<{ sale: string }>(await send(fx, 'GET', `/invoices/${invoiceId}`));
  return idOf(invoice.sale);
}

async function expectProblemCode(res: Promise<Response>, code: string): Promise<void> {
  const r = await res;
  expect(r.status).toBe(400);
  expect(((await r.json()) as { code: string }).code).toBe(code);
}
