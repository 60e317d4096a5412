// Closures through the API (CONTRACT §9.5): closing with a fee (old_client, subscriptions deactivated,
// badges disabled, a closure_fee incident on its own invoice), the contact's closure, sales refused,
// reopening refused while in debt, then accepted once the fee is settled, putting everything back.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '../../lib/db/client';
import { identificators } from '../../lib/db/schema';
import { inTransaction } from '../../lib/db/transaction';
import { settleIncident } from '../../lib/domain/finance/settle-incident';
import { incidentProblems } from '../../lib/domain/ledger/conservation';
import { setClock } from '../../lib/time/clock';
import { iriOf, tokenFor } from '../factories';
import { expectProblem, expectViolation } from '../problem';
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

type ClosureJson = Json & { '@id': string; id: number; state: string; feeInvoice: string | null;
  consequenceSummary: { addAlert: boolean; contactDebt: number; lockSale: boolean; subscriptions: string[]; feeAmount: number } };

/** A client with a yearly subscription paid in full and a badge. */
async function client() {
  const member = await addMember(fx);
  const sale = await openSale(fx, member.id);
  await addArticle(fx, sale.id, catalog.yearly.offer, { implementation: { startDate: '2026-03-10' } });
  await ok(await pay(fx, sale.id, 39000), 201);
  const badge = await ok<Json & { '@id': string }>(await send(fx, 'POST', '/identificators', { targetId: member.iri, number: `B${member.id}` }), 201);
  const subs = await ok<(Json & { '@id': string; state: string })[]>(await send(fx, 'GET', `/subscriptions?contact=${encodeURIComponent(member.iri)}`));
  return { member, subscription: subs[0]!, badge };
}

const close = (body: Json) => send(fx, 'POST', '/closures', body, { token: fx.admin });
const contactOf = (id: number, token?: string) => send(fx, 'GET', `/contact/${id}`, undefined, token ? { token } : {});

describe('closures', () => {
  it('close with a fee, refuse sales and reopening while the fee is owed, reopen once settled', async () => {
    const { member, subscription, badge } = await client();
    const before = await ok<{ state: string }>(await contactOf(member.id));
    expect(before.state).toBe('client');
    const res = await close({ contactId: member.iri, reason: 'moved away', feeAmount: 2500 });
    const closure = await ok<ClosureJson>(res, 201);
    expect(res.headers.get('location')).toBe(`/api${closure['@id']}`);
    expect(closure).toMatchObject({
      '@type': 'Closure', contactId: member.iri, date: '2026-03-10', reason: 'moved away', state: 'active',
      consequenceSummary: { addAlert: true, contactDebt: 2500, lockSale: true, subscriptions: [subscription['@id']], feeAmount: 2500 },
    });
    expect(await ok(await send(fx, 'GET', `/closures/${closure.id}`))).toEqual(closure);
    const closed = await ok<{ state: string; closure: string; blocked: boolean }>(await contactOf(member.id));
    expect(closed).toMatchObject({ state: 'old_client', closure: closure['@id'], blocked: true });
    expect(await ok(await send(fx, 'GET', `/subscriptions/${idOf(subscription['@id'])}`))).toMatchObject({ state: 'deactivated' });
    const [disabled] = await (await getDb()).select().from(identificators).where(eq(identificators.id, idOf(badge['@id'])));
    expect(disabled!.disabledAt).not.toBeNull();
    const fee = await ok<(Json & { id: number; invoice: string; reason: string; amount: number })[]>(
      await send(fx, 'GET', `/incidents?contact=${encodeURIComponent(member.iri)}`));
    expect(fee).toMatchObject([{ reason: 'closure_fee', amount: 2500, state: 'open', invoice: closure.feeInvoice }]);
    expect(await ok(await send(fx, 'GET', `/invoices/${idOf(closure.feeInvoice!)}`))).toMatchObject({ totalTI: 2500, financialState: 'incident', sale: null });

    await expectProblem(await send(fx, 'POST', '/sales', { contactId: member.iri, clubId: iriOf(fx, 'clubs', fx.clubs.a), clubCode: 'A' }), 400, 'api.error.sale.contact-closed');
    await expectProblem(await close({ contactId: member.iri, reason: 'again' }), 400, 'api.error.closure.already-closed');
    await expectProblem(await send(fx, 'POST', `/closures/${closure.id}/cancel`, { contactSelfUnclosing: false }), 400, 'api.error.closure.debt-not-settled');

    await inTransaction((tx) => settleIncident(tx, { tenantId: fx.tenant.id, incidentId: fee[0]!.id, mean: 'SandboxWeb' }));
    const own = await tokenFor(fx, 'partner', { grant: 'contact', email: member.email });
    await expectViolation(await send(fx, 'POST', `/closures/${closure.id}/cancel`, { contactSelfUnclosing: false }, { token: own }), 'contactSelfUnclosing');
    const reopened = await ok<ClosureJson>(await send(fx, 'POST', `/closures/${closure.id}/cancel`, { contactSelfUnclosing: true }, { token: own }));
    expect(reopened).toMatchObject({ state: 'canceled', consequenceSummary: { contactDebt: 0 } });
    expect(await ok(await contactOf(member.id))).toMatchObject({ state: 'client', closure: null, blocked: false });
    expect(await ok(await send(fx, 'GET', `/subscriptions/${idOf(subscription['@id'])}`))).toMatchObject({ state: 'active' });
    const [row] = await (await getDb()).select().from(identificators).where(eq(identificators.id, idOf(badge['@id'])));
    expect(row!.disabledAt).toBeNull();
    await expectProblem(await send(fx, 'POST', `/closures/${closure.id}/cancel`, { contactSelfUnclosing: false }), 400, 'api.error.closure.not-active');
    await openSale(fx, member.id);

    const events = (await eventsOf(fx.tenant.id)).map((e) => e.event);
    expect(events).toEqual(expect.arrayContaining(['identificator.disabled', 'accounting_contact_tag.created', 'accounting_contact_tag.deleted', 'contact.updated']));
    expect(await incidentProblems(await getDb(), fx.tenant.id)).toEqual([]);
    await expectMoneyConserved(fx);
  });

  it('without a fee and lockSale false: no incident, sales allowed, reopened at once; refusals and scopes', async () => {
    const { member } = await client();
    const other = await addMember(fx);
    const closure = await ok<ClosureJson>(await close({ contactId: member.iri, reason: '', lockSale: false, addAlert: false }), 201);
    expect(closure.consequenceSummary).toMatchObject({ contactDebt: 0, lockSale: false, addAlert: false, feeAmount: 0 });
    expect(closure.feeInvoice).toBeNull();
    await openSale(fx, member.id);
    await expectProblem(await send(fx, 'POST', '/closures', { contactId: member.iri, reason: 'x' }), 403, 'api.error.scope.unauthorized-endpoint');
    await expectViolation(await close({ contactId: member.iri, feeAmount: -1 }), 'feeAmount');
    await expectViolation(await close({ contactId: '/nope/contacts/1' }), 'contactId');
    await expectProblem(await send(fx, 'GET', '/closures/999999'), 404, 'api.error.not-found');
    const otherToken = await tokenFor(fx, 'partner', { grant: 'contact', email: other.email });
    await expectProblem(await send(fx, 'GET', `/closures/${closure.id}`, undefined, { token: otherToken }), 403, 'api.error.auth.contact-scope');
    await expectProblem(await send(fx, 'POST', `/closures/${closure.id}/cancel`, { contactSelfUnclosing: true }, { token: otherToken }), 403, 'api.error.auth.contact-scope');
    await expectViolation(await send(fx, 'POST', `/closures/${closure.id}/cancel`, {}), 'contactSelfUnclosing');
    expect(await ok(await send(fx, 'POST', `/closures/${closure.id}/cancel`, { contactSelfUnclosing: false }))).toMatchObject({ state: 'canceled' });
  });
});
