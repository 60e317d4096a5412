// The available amount is spent once (issue 26): a contact holds 1,000 cents; several payable objects,
// each created meaning to use all of it, are validated by the provider at the same moment. On
// PostgreSQL (PGlite runs one transaction at a time and proves nothing here), round after round, the
// wallet never goes below zero, each cent of it is spent once (one sale gets it, the others keep the
// card money as paid: partly paid), an incident is settled whole or its card money waits in the
// wallet, and money is conserved after each round.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '../../lib/db/client';
import { queryRows } from '../../lib/db/raw';
import { incidents, payableObjects } from '../../lib/db/schema';
import { contactAvailableAmount } from '../../lib/domain/ledger/balances';
import { setClock } from '../../lib/time/clock';
import { iriOf } from '../factories';
import { addArticle, addCatalog, NOW, ok, openSale, readSale, send, setup, type Catalog, type Fixture, type Json } from '../sales/helpers';
import { cartToPay, createPayable, expectProviderMoneyConserved, openIncidentFor, payableBody, validate, webCheckout } from './helpers';

const onPostgres = Boolean(process.env.DATABASE_URL);
const ROUNDS = 6;
const WALLET = 1000;
let fx: Fixture;
let catalog: Catalog;
beforeAll(async () => {
  if (!onPostgres) return;
  setClock(NOW);
  fx = await setup();
  catalog = await addCatalog(fx);
});
afterAll(() => setClock(null));

/** A member of club a whose available amount is `WALLET`, credited through a validated web wallet. */
async function memberWithWallet() {
  const { member } = await cartToPay(fx, catalog);
  const { payableObjects: _targets, currency: _currency, ...body } = await payableBody(fx, member.iri, []);
  const wallet = await ok<Json & { id: number }>(await send(fx, 'POST', '/web_wallets', { ...body, amount: WALLET }), 201);
  expect((await validate(wallet.id, WALLET)).status).toBe(200);
  expect(await contactAvailableAmount(await getDb(), fx.tenant.id, member.id)).toBe(WALLET);
  return member;
}

/** What the database itself holds as the wallet (contact_wallets, kept by trigger): equal to the postings' sum. */
async function walletRow(contactId: number): Promise<number> {
  const [row] = await queryRows<{ available: number }>(await getDb(), sql`
    SELECT available FROM contact_wallets WHERE tenant_id = ${fx.tenant.id} AND contact_id = ${contactId}`);
  return Number(row?.available ?? 0);
}

describe.runIf(onPostgres)('on PostgreSQL, the available amount is spent once', () => {
  it(`five carts paid at once, each meaning to use the whole wallet (${ROUNDS} rounds)`, async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const member = await memberWithWallet();
      const sales = [];
      for (let i = 0; i < 5; i += 1) {
        const sale = await openSale(fx, member.id);
        await addArticle(fx, sale.id, catalog.bottle.offer);
        sales.push(sale);
      }
      // Each cart is 1,500: each payable object asks 500 of the card and means to use the 1,000 available.
      const objects: { id: number; availableAmountUsed: number }[] = [];
      for (const sale of sales) {
        objects.push(await ok(await createPayable(fx, await payableBody(fx, member.iri, [sale['@id']], { amount: 500, useAvailableAmount: true })), 201));
      }
      expect(objects.map((o) => o.availableAmountUsed)).toEqual(Array(5).fill(WALLET));
      const answers = await Promise.all(objects.map((o) => validate(o.id, 500)));
      expect(answers.map((a) => a.status), await answers[0]!.clone().text()).toEqual(Array(5).fill(200));

      const db = await getDb();
      expect(await contactAvailableAmount(db, fx.tenant.id, member.id)).toBe(0);
      expect(await walletRow(member.id)).toBe(0);
      const read = await Promise.all(sales.map((s) => readSale(fx, s.id)));
      const paid = read.map((s) => s.paidAmount).sort((a, b) => a - b);
      // One sale got the wallet and the card (1,500: validated); the four others the card money alone.
      expect(paid).toEqual([500, 500, 500, 500, 1500]);
      expect(read.filter((s) => s.state === 'validated')).toHaveLength(1);
      const states = await db.select({ state: payableObjects.state }).from(payableObjects)
        .where(and(eq(payableObjects.tenantId, fx.tenant.id), eq(payableObjects.contactId, member.id), eq(payableObjects.kind, 'sales')));
      expect(states.map((s) => s.state)).toEqual(Array(5).fill('validated'));
      await expectProviderMoneyConserved(fx);
    }
  });

  it(`eight incidents settled at once, each meaning to use the whole wallet (${ROUNDS} rounds)`, async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const member = await memberWithWallet();
      const ids = [];
      for (let i = 0; i < 8; i += 1) ids.push(await openIncidentFor(fx, member.id, 1200));
      const objects: { id: number }[] = [];
      for (const id of ids) {
        objects.push(await ok(await createPayable(fx, {
          contactId: member.iri, amount: 200, clubCode: 'A', checkout: await webCheckout(fx), useAvailableAmount: true,
          payableObjects: { incidents: [iriOf(fx, 'incidents', id)] },
          validUrl: 'https://partner.example/paid', cancelUrl: 'https://partner.example/cancelled',
        }), 201));
      }
      const answers = await Promise.all(objects.map((o) => validate(o.id, 200)));
      expect(answers.map((a) => a.status)).toEqual(Array(8).fill(200));

      const db = await getDb();
      const rows = await db.select({ state: incidents.state }).from(incidents)
        .where(and(eq(incidents.tenantId, fx.tenant.id), eq(incidents.contactId, member.id)));
      // The wallet settles one incident with its card part; an incident that cannot be settled whole
      // stays open and its 200 of card money goes to the wallet, where it may settle a later one
      // (validated after five such credits): whatever the order, money in = settled + wallet.
      const settled = rows.filter((r) => r.state === 'settled').length;
      const available = await contactAvailableAmount(db, fx.tenant.id, member.id);
      expect(settled).toBeGreaterThanOrEqual(1);
      expect(available).toBeGreaterThanOrEqual(0);
      expect(available).toBe(WALLET + 8 * 200 - settled * 1200);
      expect(await walletRow(member.id)).toBe(available);
      await expectProviderMoneyConserved(fx);
    }
  });

  it('the database refuses a posting that would overdraw a wallet, whoever writes it', async () => {
    const member = await memberWithWallet();
    const db = await getDb();
    const { postTransaction } = await import('../../lib/domain/ledger/post-transaction');
    const checkout = Number((await webCheckout(fx)).split('/').at(-1));
    await expect(db.transaction((tx) => postTransaction(tx, {
      tenantId: fx.tenant.id, kind: 'test_overdraw', ref: `contacts/${member.id}`,
      postings: [
        { account: 'available', contactId: member.id, amount: WALLET + 1 },
        { account: 'provider_clearing', checkoutId: checkout, amount: -(WALLET + 1) },
      ],
    }))).rejects.toThrow();
    expect(await contactAvailableAmount(db, fx.tenant.id, member.id)).toBe(WALLET);
  });
});
