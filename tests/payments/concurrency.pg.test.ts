// Races on PostgreSQL (PGlite runs one transaction at a time and proves nothing here): one event
// delivered many times at once is applied once; twenty payable objects validated at once on the same
// incident settle it once, the others' money going to the available amount.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '../../lib/db/client';
import { incidents, payments, providerEvents } from '../../lib/db/schema';
import { contactAvailableAmount } from '../../lib/domain/ledger/balances';
import { setClock } from '../../lib/time/clock';
import { iriOf } from '../factories';
import { addCatalog, expectMoneyConserved, NOW, ok, readSale, setup, type Catalog, type Fixture, type Json } from '../sales/helpers';
import {
  cartToPay, createPayable, deliver, eventBody, expectProviderMoneyConserved, openIncidentFor, payableBody, providerReferenceOf, signed, validate,
  webCheckout,
} from './helpers';

const onPostgres = Boolean(process.env.DATABASE_URL);
let fx: Fixture;
let catalog: Catalog;
beforeAll(async () => {
  if (!onPostgres) return;
  setClock(NOW);
  fx = await setup();
  catalog = await addCatalog(fx);
});
afterAll(() => setClock(null));

describe.runIf(onPostgres)('on PostgreSQL', () => {
  it('the same event delivered 25 times at once is applied once', async () => {
    const { member, sale } = await cartToPay(fx, catalog);
    const po = await ok<Json & { id: number }>(await createPayable(fx, await payableBody(fx, member.iri, [sale['@id']])), 201);
    const body = eventBody(await providerReferenceOf(po.id), 'validated', 1500);
    const headers = await signed(body, { id: `evt_burst_${po.id}` });
    const answers = await Promise.all(Array.from({ length: 25 }, () => deliver(body, headers)));
    expect(answers.map((a) => a.status)).toEqual(Array(25).fill(200));
    const applied = (await Promise.all(answers.map((a) => a.json() as Promise<Json>))).filter((a) => a.applied);
    expect(applied).toHaveLength(1);
    const db = await getDb();
    expect(await db.$count(providerEvents, eq(providerEvents.payableObjectId, po.id))).toBe(1);
    expect(await db.$count(payments, and(eq(payments.tenantId, fx.tenant.id), eq(payments.saleId, sale.id)))).toBe(1);
    expect((await readSale(fx, sale.id)).paidAmount).toBe(1500);
    await expectMoneyConserved(fx);
    await expectProviderMoneyConserved(fx);
  });

  it('20 payable objects on one incident, validated at once: settled once, the rest to the available amount', async () => {
    const { member } = await cartToPay(fx, catalog);
    const id = await openIncidentFor(fx, member.id, 2000);
    const body = {
      contactId: member.iri, amount: 2000, clubCode: 'A', checkout: await webCheckout(fx), payableObjects: { incidents: [iriOf(fx, 'incidents', id)] },
      validUrl: 'https://partner.example/paid', cancelUrl: 'https://partner.example/cancelled',
    };
    const created = await Promise.all(Array.from({ length: 20 }, () => createPayable(fx, body)));
    const objects = await Promise.all(created.map((res) => ok<Json & { id: number }>(res, 201)));
    const answers = await Promise.all(objects.map((po) => validate(po.id, 2000)));
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    const db = await getDb();
    const [incident] = await db.select().from(incidents).where(and(eq(incidents.tenantId, fx.tenant.id), eq(incidents.id, id)));
    expect(incident!.state).toBe('settled');
    expect(await db.$count(payments, and(eq(payments.tenantId, fx.tenant.id), eq(payments.incidentId, id)))).toBe(1);
    expect(await contactAvailableAmount(db, fx.tenant.id, member.id)).toBe(19 * 2000);
    await expectProviderMoneyConserved(fx);
  });
});
