// Paying open incidents online (CONTRACT §9.6): a validated payment settles them through finance's
// settleIncident; what the available amount covers is not asked of the provider; an incident settled
// meanwhile is never settled twice, its money goes to the available amount.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '../../lib/db/client';
import { incidents } from '../../lib/db/schema';
import { contactAvailableAmount } from '../../lib/domain/ledger/balances';
import { setClock } from '../../lib/time/clock';
import { iriOf } from '../factories';
import { expectViolation } from '../problem';
import { openIncident } from '../../lib/domain/finance/open-incident';
import { addCatalog, addMember, idOf, NOW, ok, readSale, send, setup, type Fixture, type Json } from '../sales/helpers';
import { cartToPay, createPayable, expectProviderMoneyConserved, openIncidentFor, payableBody, validate, webCheckout } from './helpers';

let fx: Fixture;
beforeAll(async () => {
  setClock(NOW);
  fx = await setup();
});
afterAll(() => setClock(null));

async function body(contactIri: string, ids: number[], amount: number, extra: Json = {}): Promise<Json> {
  return {
    contactId: contactIri, amount, clubCode: 'A', checkout: await webCheckout(fx), payableObjects: { incidents: ids.map((id) => iriOf(fx, 'incidents', id)) },
    validUrl: 'https://partner.example/paid', cancelUrl: 'https://partner.example/cancelled', ...extra,
  };
}

async function stateOfIncident(id: number) {
  const db = await getDb();
  const [row] = await db.select({ state: incidents.state }).from(incidents).where(and(eq(incidents.tenantId, fx.tenant.id), eq(incidents.id, id)));
  return row!.state;
}

const available = async (contactId: number) => contactAvailableAmount(await getDb(), fx.tenant.id, contactId);

describe('incidents paid online', () => {
  it('the amount is the open incidents\' total; once validated they are settled', async () => {
    const member = await addMember(fx);
    const ids = [await openIncidentFor(fx, member.id, 4000), await openIncidentFor(fx, member.id, 1500)];
    await expectViolation(await createPayable(fx, await body(member.iri, ids, 4000)), 'amount', 'mismatch', 'api.error.payable-object.amount-mismatch');
    const po = await ok<Json & { id: number }>(await createPayable(fx, await body(member.iri, ids, 5500)), 201);
    expect((await ok<Json>(await validate(po.id, 5500))).applied).toBe(true);
    expect([await stateOfIncident(ids[0]!), await stateOfIncident(ids[1]!)]).toEqual(['settled', 'settled']);
    expect(await available(member.id)).toBe(0);
    await expectProviderMoneyConserved(fx);
    // Settled incidents are no longer payable.
    await expectViolation(await createPayable(fx, await body(member.iri, ids, 5500)), 'payableObjects.incidents', 'nothing-due');
  });

  it('a sale whose invoice is in incident is paid through its incident, not as a sale', async () => {
    const catalog = await addCatalog(fx);
    const { member, sale } = await cartToPay(fx, catalog);
    const paid = await ok<Json>(await send(fx, 'POST', `/sales/${sale.id}/payments`, { amount: 1500, mean: 'cash' }), 201);
    expect(paid.amount).toBe(1500);
    const invoice = (await readSale(fx, sale.id)).invoice!;
    const db = await getDb();
    await db.transaction((tx) => openIncident(tx, { tenantId: fx.tenant.id, contactId: member.id, invoiceId: idOf(invoice), amount: 1500, reason: 'debit_rejected' }));
    const res = await createPayable(fx, await payableBody(fx, member.iri, [sale['@id']]));
    await expectViolation(res, 'payableObjects.sales', 'in-incident', 'api.error.invoice.in-incident');
  });

  it('another contact\'s incident is refused on its field', async () => {
    const [member, other] = [await addMember(fx), await addMember(fx)];
    const theirs = await openIncidentFor(fx, other.id, 1000);
    await expectViolation(await createPayable(fx, await body(member.iri, [theirs], 1000)), 'payableObjects.incidents', 'not-found');
  });

  it('useAvailableAmount: the provider is asked the rest, and the wallet pays its part', async () => {
    const member = await addMember(fx);
    const wallet = await ok<Json & { id: number }>(await send(fx, 'POST', '/web_wallets', {
      contactId: member.iri, amount: 1000, clubCode: 'A', checkout: await webCheckout(fx), validUrl: 'https://p.example/ok', cancelUrl: 'https://p.example/ko',
    }), 201);
    await ok(await validate(wallet.id, 1000));
    expect(await available(member.id)).toBe(1000);
    const id = await openIncidentFor(fx, member.id, 4000);
    await expectViolation(await createPayable(fx, await body(member.iri, [id], 4000, { useAvailableAmount: true })), 'amount', 'mismatch');
    const po = await ok<Json & { id: number; availableAmountUsed: number }>(await createPayable(fx, await body(member.iri, [id], 3000, { useAvailableAmount: true })), 201);
    expect(po.availableAmountUsed).toBe(1000);
    await ok(await validate(po.id, 3000));
    expect(await stateOfIncident(id)).toBe('settled');
    expect(await available(member.id)).toBe(0);
    await expectProviderMoneyConserved(fx);
  });

  it('two payable objects for one incident: the first settles it, the second\'s money goes to the available amount', async () => {
    const member = await addMember(fx);
    const id = await openIncidentFor(fx, member.id, 2500);
    const first = await ok<Json & { id: number }>(await createPayable(fx, await body(member.iri, [id], 2500)), 201);
    const second = await ok<Json & { id: number }>(await createPayable(fx, await body(member.iri, [id], 2500)), 201);
    await ok(await validate(first.id, 2500));
    await ok(await validate(second.id, 2500));
    expect(await stateOfIncident(id)).toBe('settled');
    const read = await ok<Json>(await send(fx, 'GET', `/payable_objects/${second.id}`));
    expect(read.state).toBe('validated');
    expect(read.outcomeNote).toContain('available amount');
    expect(await available(member.id)).toBe(2500);
    await expectProviderMoneyConserved(fx);
  });
});
