// Staff take a debt at the front desk (issue 29, item 9): an open incident paid whole in cash, by
// cheque or by card at the club's desk checkout, once however many clicks or desks race for it; the
// closed member can then be reopened.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '../../lib/db/client';
import { checkouts, payments } from '../../lib/db/schema';
import type { OperationContext } from '../../lib/domain/context';
import { contactDebtDetail } from '../../lib/domain/finance/contact-debt';
import { takeIncidentPayment, type DeskPayment } from '../../lib/domain/finance/take-incident-payment';
import { setClock } from '../../lib/time/clock';
import { addMember, expectMoneyConserved, NOW, ok, send, setup, type Fixture, type Json } from '../sales/helpers';

let fx: Fixture;
let staff: OperationContext;
beforeAll(async () => {
  setClock(NOW);
  fx = await setup();
  staff = { tenant: fx.tenant, actor: { kind: 'staff', userId: 1, role: 'staff' } };
});
afterAll(() => setClock(null));

async function openIncident(amount: number): Promise<{ member: Awaited<ReturnType<typeof addMember>>; incidentId: number }> {
  const member = await addMember(fx);
  const incident = await ok<Json & { id: number }>(await send(fx, 'POST', '/incidents', { contactId: member.iri, amount, reason: 'debit_rejected' }, { token: fx.admin }), 201);
  return { member, incidentId: incident.id };
}

const paymentOf = async (incidentId: number) => (await getDb()).select({ payment: payments, checkoutType: checkouts.type }).from(payments)
  .innerJoin(checkouts, and(eq(checkouts.tenantId, payments.tenantId), eq(checkouts.id, payments.checkoutId)))
  .where(and(eq(payments.tenantId, fx.tenant.id), eq(payments.incidentId, incidentId)));

describe('takeIncidentPayment', () => {
  it.each<[string, DeskPayment, Json]>([
    ['cash', { mean: 'cash' }, { mean: 'cash', cheques: [], paymentCards: [] }],
    ['a cheque', { mean: 'cheque', bank: 'Banque Populaire', code: '0012345' },
      { mean: 'cheque', cheques: [{ amount: 4200, bank: 'Banque Populaire', code: '0012345', owner: null, depositDesiredDate: null }] }],
    ['a card', { mean: 'card', network: 'Mastercard' }, { mean: 'card', paymentCards: [{ amount: 4200, network: 'Mastercard' }] }],
  ])('settles the whole incident in %s at the club\'s front desk, and the member owes nothing', async (_, payment, stored) => {
    const { member, incidentId } = await openIncident(4200);
    const settled = await takeIncidentPayment({ ...staff, incidentId, payment });
    expect(settled).toMatchObject({ state: 'settled', amount: 4200 });
    const [row] = await paymentOf(incidentId);
    expect(row).toMatchObject({ checkoutType: 'desk', payment: { amount: 4200, contactId: member.id, ...stored } });
    expect(await contactDebtDetail(await getDb(), fx.tenant.id, member.id)).toMatchObject({ numberOfIncidents: 0, total: 0 });
    await expectMoneyConserved(fx);
  });

  it('takes the money once when the desk clicks many times at once', async () => {
    const { incidentId } = await openIncident(3000);
    const results = await Promise.allSettled(Array.from({ length: 8 }, () => takeIncidentPayment({ ...staff, incidentId, payment: { mean: 'cash' } })));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const refused of results.filter((r) => r.status === 'rejected')) {
      expect((refused as PromiseRejectedResult).reason).toMatchObject({ code: 'api.error.incident.not-open' });
    }
    expect(await paymentOf(incidentId)).toHaveLength(1);
    await expectMoneyConserved(fx);
  });

  it('refuses a cancelled incident, and an incident of another club to a token bound to a club', async () => {
    const { incidentId } = await openIncident(1000);
    await ok(await send(fx, 'POST', `/incidents/${incidentId}/transitions`, { transition: 'cancel' }, { token: fx.admin }));
    await expect(takeIncidentPayment({ ...staff, incidentId, payment: { mean: 'cash' } })).rejects.toMatchObject({ code: 'api.error.incident.not-open' });
    const other = await openIncident(1000);
    const boundElsewhere: OperationContext = { tenant: fx.tenant, actor: { kind: 'client', clientId: 'desk-b', scopes: ['admin'], clubId: fx.clubs.b } };
    await expect(takeIncidentPayment({ ...boundElsewhere, incidentId: other.incidentId, payment: { mean: 'cash' } })).rejects.toMatchObject({ code: 'api.error.scope.unauthorized-club' });
    expect(await paymentOf(other.incidentId)).toHaveLength(0);
  });

  it('lets staff reopen a closed member once the closure fee is taken at the desk', async () => {
    const member = await addMember(fx);
    const closure = await ok<Json & { id: number }>(await send(fx, 'POST', '/closures', { contactId: member.iri, reason: 'moved away', feeAmount: 2500 }, { token: fx.admin }), 201);
    const [fee] = await ok<(Json & { id: number })[]>(await send(fx, 'GET', `/incidents?contact=${encodeURIComponent(member.iri)}`));
    await takeIncidentPayment({ ...staff, incidentId: fee!.id, payment: { mean: 'card', network: 'Visa' } });
    const reopened = await ok<Json>(await send(fx, 'POST', `/closures/${closure.id}/cancel`, { contactSelfUnclosing: false }, { token: fx.admin }));
    expect(reopened).toMatchObject({ state: 'canceled' });
    await expectMoneyConserved(fx);
  });
});
