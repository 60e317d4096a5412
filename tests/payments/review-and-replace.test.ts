// Provider events that do not match are seen, never applied; a newer payable object for the same
// targets replaces the earlier open ones, so a payer is charged once (issue 26, CONTRACT §9.6).
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '../../lib/db/client';
import { incidents, sandboxPayments } from '../../lib/db/schema';
import { contactAvailableAmount } from '../../lib/domain/ledger/balances';
import { submitSandboxCard } from '../../lib/payments/sandbox-checkout';
import { setClock } from '../../lib/time/clock';
import { iriOf } from '../factories';
import { addCatalog, addMember, NOW, ok, readSale, send, setup, type Catalog, type Fixture, type Json } from '../sales/helpers';
import {
  cartToPay, createPayable, deliver, expectProviderMoneyConserved, openIncidentFor, payableBody, providerReferenceOf, signed, validate, webCheckout,
} from './helpers';

let fx: Fixture;
let catalog: Catalog;
beforeAll(async () => {
  setClock(NOW);
  fx = await setup();
  catalog = await addCatalog(fx);
});
afterAll(() => setClock(null));

type Payable = Json & { id: number; state: string; outcomeNote?: string | null };
const read = async (id: number) => ok<Payable>(await send(fx, 'GET', `/payable_objects/${id}`));

async function eventOf(id: number, amount: number, currency: string): Promise<Response> {
  const body = JSON.stringify({ type: 'payment.succeeded', data: { reference: await providerReferenceOf(id), amount, currency, state: 'validated' } });
  return deliver(body, await signed(body));
}

async function sandboxStateOf(id: number): Promise<string> {
  const db = await getDb();
  const [row] = await db.select({ state: sandboxPayments.state }).from(sandboxPayments).where(eq(sandboxPayments.reference, await providerReferenceOf(id)));
  return row!.state;
}

describe('a provider event that does not match its payable object', () => {
  it('another amount: 200, the payable object goes to review with the reason, nothing is paid, a later event changes nothing', async () => {
    const { member, sale } = await cartToPay(fx, catalog);
    const po = await ok<Payable>(await createPayable(fx, await payableBody(fx, member.iri, [sale['@id']])), 201);
    expect((await ok<Json>(await eventOf(po.id, 1400, 'EUR'))).applied).toBe(true);
    const seen = await read(po.id);
    expect(seen.state).toBe('review');
    expect(seen.outcomeNote).toContain('1400 EUR');
    expect((await readSale(fx, sale.id)).paidAmount).toBe(0);
    // The right amount afterwards is not applied either: staff settle a payment in review by hand.
    expect((await ok<Json>(await eventOf(po.id, 1500, 'EUR'))).applied).toBe(false);
    expect((await read(po.id)).state).toBe('review');
    expect((await readSale(fx, sale.id)).paidAmount).toBe(0);
    await expectProviderMoneyConserved(fx);
  });

  it('another currency: review, never applied', async () => {
    const { member, sale } = await cartToPay(fx, catalog);
    const po = await ok<Payable>(await createPayable(fx, await payableBody(fx, member.iri, [sale['@id']])), 201);
    await ok(await eventOf(po.id, 1500, 'GBP'));
    expect((await read(po.id)).state).toBe('review');
    expect((await readSale(fx, sale.id)).paidAmount).toBe(0);
  });

  it('PUT /payable_objects/{id}/check that finds another amount at the provider: review', async () => {
    const { member, sale } = await cartToPay(fx, catalog);
    const po = await ok<Payable>(await createPayable(fx, await payableBody(fx, member.iri, [sale['@id']])), 201);
    const db = await getDb();
    // The provider's own record says it collected 1,499 (what a buggy or tampered provider could answer).
    await db.update(sandboxPayments).set({ state: 'validated', amount: 1499 }).where(eq(sandboxPayments.reference, await providerReferenceOf(po.id)));
    expect((await ok<Payable>(await send(fx, 'PUT', `/payable_objects/${po.id}/check`))).state).toBe('review');
    expect((await readSale(fx, sale.id)).paidAmount).toBe(0);
  });
});

describe('a newer payable object for the same targets', () => {
  async function incidentBody(contactIri: string, id: number): Promise<Json> {
    return {
      contactId: contactIri, amount: 2500, clubCode: 'A', checkout: await webCheckout(fx), payableObjects: { incidents: [iriOf(fx, 'incidents', id)] },
      validUrl: 'https://partner.example/paid', cancelUrl: 'https://partner.example/cancelled',
    };
  }

  it('cancels the earlier open one and withdraws it at the provider: its page takes no card, the payer is charged once', async () => {
    const member = await addMember(fx);
    const id = await openIncidentFor(fx, member.id, 2500);
    const first = await ok<Payable>(await createPayable(fx, await incidentBody(member.iri, id)), 201);
    const second = await ok<Payable>(await createPayable(fx, await incidentBody(member.iri, id)), 201);
    expect((await read(first.id)).state).toBe('canceled');
    expect((await read(second.id)).state).toBe('requested');
    expect(await sandboxStateOf(first.id)).toBe('canceled');
    // The payer on the old page: the approving card is not charged, they are sent to the cancel URL.
    const token = String(first.redirectUrl).split('/pay/')[1]!;
    const outcome = await submitSandboxCard(token, '4242424242424242');
    expect(outcome).toMatchObject({ kind: 'done', state: 'refused', returnUrl: 'https://partner.example/cancelled' });
    expect(await sandboxStateOf(first.id)).toBe('canceled');
    await ok(await validate(second.id, 2500));
    const db = await getDb();
    const [incident] = await db.select().from(incidents).where(and(eq(incidents.tenantId, fx.tenant.id), eq(incidents.id, id)));
    expect(incident!.state).toBe('settled');
    expect(await contactAvailableAmount(db, fx.tenant.id, member.id)).toBe(0);
    await expectProviderMoneyConserved(fx);
  });

  it('other targets are left alone', async () => {
    const member = await addMember(fx);
    const a = await openIncidentFor(fx, member.id, 2500);
    const b = await openIncidentFor(fx, member.id, 2500);
    const first = await ok<Payable>(await createPayable(fx, await incidentBody(member.iri, a)), 201);
    await ok<Payable>(await createPayable(fx, await incidentBody(member.iri, b)), 201);
    expect((await read(first.id)).state).toBe('requested');
  });

  it('a replaced one the provider collected all the same is applied: the money is never lost', async () => {
    const member = await addMember(fx);
    const id = await openIncidentFor(fx, member.id, 2500);
    const first = await ok<Payable>(await createPayable(fx, await incidentBody(member.iri, id)), 201);
    const second = await ok<Payable>(await createPayable(fx, await incidentBody(member.iri, id)), 201);
    await ok(await validate(second.id, 2500));
    // A provider that had already taken the first payment reports it late.
    expect((await ok<Json>(await validate(first.id, 2500))).applied).toBe(true);
    expect((await read(first.id)).state).toBe('validated');
    expect(await contactAvailableAmount(await getDb(), fx.tenant.id, member.id)).toBe(2500);
    await expectProviderMoneyConserved(fx);
  });
});
