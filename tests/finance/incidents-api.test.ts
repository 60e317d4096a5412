// Money owed through the API (CONTRACT §9.4): POST /incidents, its reads and cancel, the contact's
// summary, account statistics, invoices and payments, an invoice's financial state, the accounting tag
// in the contact's tags (not removable), and what contact-scoped tokens reach.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '../../lib/db/client';
import { inTransaction } from '../../lib/db/transaction';
import { settleIncident } from '../../lib/domain/finance/settle-incident';
import { incidentProblems } from '../../lib/domain/ledger/conservation';
import { setClock } from '../../lib/time/clock';
import { iriOf, tokenFor } from '../factories';
import { expectIgnored, expectProblem, expectViolation } from '../problem';
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

type IncidentJson = Json & { '@id': string; id: number; state: string; amount: number; invoice: string | null };

async function deferredInvoice(contactId: number): Promise<string> {
  const sale = await openSale(fx, contactId);
  await addArticle(fx, sale.id, catalog.monthly.offer, { implementation: { startDate: '2026-04-01' }, repaymentSchedule: { debitDay: 5 } });
  await ok(await pay(fx, sale.id, 1000), 201);
  return (await ok<{ invoice: string }>(await send(fx, 'POST', `/sales/${sale.id}/postpone_due`, { date: '2026-04-10' }))).invoice;
}

const record = (body: Json, key?: string) => send(fx, 'POST', '/incidents', body, { token: fx.admin, ...(key ? { key } : {}) });

describe('incidents through the API', () => {
  it('records, reads, lists, summarises and cancels; the accounting tag comes and goes', async () => {
    const member = await addMember(fx);
    const invoice = await deferredInvoice(member.id);
    const created = await record({ contactId: member.iri, amount: 6890, reason: 'debit_rejected', invoice }, `inc-${member.id}`);
    const incident = await ok<IncidentJson>(created, 201);
    expect(created.headers.get('location')).toBe(`/api${incident['@id']}`);
    expect(incident).toMatchObject({ '@type': 'Incident', contactId: member.iri, invoice, amount: 6890, state: 'open', reason: 'debit_rejected', settledAt: null });
    // The same key replays: one incident.
    const replay = await record({ contactId: member.iri, amount: 6890, reason: 'debit_rejected', invoice }, `inc-${member.id}`);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(await ok(await send(fx, 'GET', `/incidents/${incident.id}`))).toEqual(incident);
    const listed = await ok<IncidentJson[]>(await send(fx, 'GET', `/incidents?contact=${encodeURIComponent(member.iri)}`));
    expect(listed.map((i) => i.id)).toEqual([incident.id]);

    expect(await ok(await send(fx, 'GET', `/financial_summary?contactId=${encodeURIComponent(member.iri)}`)))
      .toEqual({ contactId: member.iri, numberOfIncidents: 1, totalDebt: 6890 });
    expect(await ok(await send(fx, 'GET', `/stats/accounts/contacts/${encodeURIComponent(member.iri)}`)))
      .toEqual({ contactId: member.iri, totalRealDebt: 6890, availableAmount: 0 });
    expect(await ok(await send(fx, 'GET', `/invoices/${idOf(invoice)}/financial`))).toMatchObject({
      invoice, financialState: 'incident', totalIncidentAmount: 6890, lateDueDate: '2026-04-10',
      breakdowns: [
        { dueDate: '2026-03-10', amount: 1000, payment: { currentIncident: null } },
        { dueDate: '2026-04-10', amount: 6890, payment: { '@id': null, currentIncident: incident['@id'] } },
      ],
    });

    const contact = await ok<{ tags: { '@id': string; name: string }[]; blocked: boolean; closure: string | null }>(await send(fx, 'GET', `/contact/${member.id}`));
    expect(contact).toMatchObject({ blocked: true, closure: null });
    const tag = contact.tags.find((t) => t.name === 'blocking_debt')!;
    expect(tag['@id']).toMatch(/\/contact_tags\/\d+$/);
    await expectProblem(await send(fx, 'DELETE', `/contact_tags/${idOf(tag['@id'])}`, undefined, { token: fx.admin }), 400, 'api.error.contact-tag.accounting');

    const canceled = await ok<IncidentJson>(await send(fx, 'POST', `/incidents/${incident.id}/transitions`, { transition: 'cancel' }, { token: fx.admin }));
    expect(canceled).toMatchObject({ state: 'canceled' });
    await expectProblem(await send(fx, 'POST', `/incidents/${incident.id}/transitions`, { transition: 'cancel' }, { token: fx.admin }), 400, 'api.error.incident.not-open');
    expect(await ok(await send(fx, 'GET', `/financial_summary?contactId=${encodeURIComponent(member.iri)}`)))
      .toEqual({ contactId: member.iri, numberOfIncidents: 0, totalDebt: 0 });
    const after = await ok<{ tags: { name: string }[]; blocked: boolean }>(await send(fx, 'GET', `/contacts/${member.id}`));
    expect(after.blocked).toBe(false);
    const tagEvents = (await eventsOf(fx.tenant.id)).filter((e) => e.object && (e.object as Json).accountingContactTagId === tag['@id']);
    expect(tagEvents.map((e) => e.event)).toEqual(['accounting_contact_tag.created', 'accounting_contact_tag.deleted']);
    expect((await eventsOf(fx.tenant.id)).filter((e) => e.event.startsWith('contact_tag.') && (e.object as Json).contactId === member.iri)).toEqual([]);
  });

  it('a settled incident shows its payment; GET /financial lists invoices and payments; money holds', async () => {
    const member = await addMember(fx);
    const invoice = await deferredInvoice(member.id);
    const incident = await ok<IncidentJson>(await record({ contactId: member.iri, amount: 6890, reason: 'debit_rejected', invoice }), 201);
    const { payment } = await inTransaction((tx) => settleIncident(tx, { tenantId: fx.tenant.id, incidentId: incident.id, mean: 'SandboxWeb' }));
    const settled = await ok<IncidentJson>(await send(fx, 'GET', `/incidents/${incident.id}`));
    expect(settled).toMatchObject({ state: 'settled', payment: iriOf(fx, 'payments', payment.id) });
    expect(settled.settledAt).toMatch(/^2026-03-10T11:00:00/);
    expect(await ok(await send(fx, 'GET', `/payments/${payment.id}`))).toMatchObject({
      amount: 6890, mean: 'SandboxWeb', invoice, incident: incident['@id'],
    });
    const financial = await ok<{ invoices: Json[]; payments: Json[] }>(await send(fx, 'GET', `/financial?contactId=${encodeURIComponent(member.iri)}`));
    expect(financial.invoices).toMatchObject([{ '@id': invoice, financialState: 'paid', paidAmount: 7890 }]);
    expect(financial.payments.map((p) => p.amount)).toEqual([1000, 6890]);
    expect(await ok(await send(fx, 'GET', `/invoices/${idOf(invoice)}/financial`))).toMatchObject({
      financialState: 'paid', totalIncidentAmount: 0,
      breakdowns: [{ amount: 1000 }, { amount: 6890, payment: { '@id': iriOf(fx, 'payments', payment.id), currentIncident: null } }],
    });
    expect(await incidentProblems(await getDb(), fx.tenant.id)).toEqual([]);
    await expectMoneyConserved(fx);
  });

  it('refusals: bad bodies, foreign IRIs, partner scope for writes, contact-scoped tokens reach only their own', async () => {
    const [a, b] = [await addMember(fx), await addMember(fx)];
    await expectViolation(await record({ contactId: a.iri, amount: 0, reason: 'x' }), 'amount');
    await expectViolation(await record({ contactId: '/other/contacts/1', amount: 10, reason: 'x' }), 'contactId');
    await expectViolation(await record({ contactId: a.iri, amount: 10, reason: 'x', invoice: iriOf(fx, 'invoices', 999999) }), 'invoice');
    await expectViolation(await expectIgnored(await record({ contactId: a.iri, amount: -10, reason: 'x', extra: 1 }), 'extra'), 'amount');
    await expectProblem(await send(fx, 'POST', '/incidents', { contactId: a.iri, amount: 10, reason: 'x' }), 403, 'api.error.scope.unauthorized-endpoint');
    await expectProblem(await send(fx, 'GET', '/incidents/999999'), 404, 'api.error.not-found');
    await expectProblem(await send(fx, 'GET', '/financial_summary'), 400, 'api.error.validation.required');
    await expectProblem(await send(fx, 'GET', '/stats/accounts/contacts/12'), 400, 'api.error.validation.invalid');
    expect((await send(fx, 'GET', `/incidents?contact=${encodeURIComponent(a.iri)}&foo=1`)).headers.get('x-ignored-parameters')).toBe('foo');

    const mine = await ok<IncidentJson>(await record({ contactId: a.iri, amount: 500, reason: 'x' }), 201);
    const theirs = await ok<IncidentJson>(await record({ contactId: b.iri, amount: 700, reason: 'y' }), 201);
    const aToken = await tokenFor(fx, 'partner', { grant: 'contact', email: a.email });
    expect((await ok<IncidentJson[]>(await send(fx, 'GET', '/incidents', undefined, { token: aToken }))).map((i) => i.id)).toEqual([mine.id]);
    await ok(await send(fx, 'GET', `/incidents/${mine.id}`, undefined, { token: aToken }));
    await expectProblem(await send(fx, 'GET', `/incidents/${theirs.id}`, undefined, { token: aToken }), 403, 'api.error.auth.contact-scope');
    await expectProblem(await send(fx, 'GET', `/incidents?contact=${encodeURIComponent(b.iri)}`, undefined, { token: aToken }), 403, 'api.error.auth.contact-scope');
    await expectProblem(await send(fx, 'GET', `/financial_summary?contactId=${encodeURIComponent(b.iri)}`, undefined, { token: aToken }), 403, 'api.error.auth.contact-scope');
    await expectProblem(await send(fx, 'GET', `/stats/accounts/contacts/${encodeURIComponent(b.iri)}`, undefined, { token: aToken }), 403, 'api.error.auth.contact-scope');
    expect(await ok(await send(fx, 'GET', `/financial_summary?contactId=${encodeURIComponent(a.iri)}`, undefined, { token: aToken })))
      .toMatchObject({ numberOfIncidents: 1, totalDebt: 500 });
  });
});
