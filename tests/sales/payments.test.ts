// Where the money goes (CONTRACT §9.3, §9.4; DESIGN.md, Money): partial and full payments,
// overpayment and payments on a failing check to the contact's available amount, repeats after
// validation, postpone_due, zero-amount validation, cancellation, articles removed after a payment,
// an online mean; the Idempotency-Key contract on payments. The ledger is checked after each.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '../../lib/db/client';
import { incidents, invoices, payments, subscriptions } from '../../lib/db/schema';
import { checkoutBalances, contactAvailableAmount, contactAccountBalance } from '../../lib/domain/ledger/balances';
import { setClock } from '../../lib/time/clock';
import { iriOf } from '../factories';
import { expectProblem, expectViolation, expectIgnored } from '../problem';
import {
  addArticle, addCatalog, addMember, expectMoneyConserved, idOf, NOW, ok, openSale, pay, readSale, send, setup, TODAY, type Catalog, type Fixture, type Json,
} from './helpers';

let fx: Fixture;
let catalog: Catalog;
beforeAll(async () => {
  setClock(NOW);
  fx = await setup();
  catalog = await addCatalog(fx);
});
afterAll(() => setClock(null));

const available = async (contactId: number) => contactAvailableAmount(await getDb(), fx.tenant.id, contactId);
const monthlyArticle = { implementation: { startDate: '2026-04-01' }, repaymentSchedule: { debitDay: 5 } };

describe('payments and the available amount', () => {
  it('partial payments, then the one that completes it validates; beyond the total goes to the available amount', async () => {
    const member = await addMember(fx);
    const sale = await openSale(fx, member.id);
    await addArticle(fx, sale.id, catalog.bottle.offer);
    await ok(await pay(fx, sale.id, 500), 201);
    expect(await readSale(fx, sale.id)).toMatchObject({ state: 'cart', paidAmount: 500, remainingAmount: 1000 });
    await ok(await pay(fx, sale.id, 4000), 201);
    expect(await readSale(fx, sale.id)).toMatchObject({ state: 'validated', paidAmount: 1500, remainingAmount: 0 });
    expect(await available(member.id)).toBe(3000);
    // Repeating a payment after validation overpays (the spec): all of it is the contact's.
    await ok(await pay(fx, sale.id, 700), 201);
    expect(await readSale(fx, sale.id)).toMatchObject({ state: 'validated', paidAmount: 1500 });
    expect(await available(member.id)).toBe(3700);
    await expectMoneyConserved(fx);
  });

  it('a payment on a sale whose check fails charges the contact\'s account and leaves the cart as it is', async () => {
    const member = await addMember(fx);
    const sale = await openSale(fx, member.id);
    await addArticle(fx, sale.id, catalog.monthly.offer); // no start date: start-date-required
    await ok(await pay(fx, sale.id, 7890), 201);
    expect(await readSale(fx, sale.id)).toMatchObject({ state: 'cart', paidAmount: 0, remainingAmount: 7890, invoice: null });
    expect(await available(member.id)).toBe(7890);
    const db = await getDb();
    expect(await db.select().from(subscriptions).where(eq(subscriptions.contactId, member.id))).toEqual([]);
    await expectMoneyConserved(fx);
  });

  it('an Idempotency-Key replays the first answer: one payment; another body with the key is a 422', async () => {
    const member = await addMember(fx);
    const sale = await openSale(fx, member.id);
    await addArticle(fx, sale.id, catalog.bottle.offer);
    const first = await pay(fx, sale.id, 1000, {}, { key: `pay-${sale.id}` });
    const created = await ok<Json>(first, 201);
    const again = await pay(fx, sale.id, 1000, {}, { key: `pay-${sale.id}` });
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await again.json()).toEqual(created);
    await expectProblem(await pay(fx, sale.id, 999, {}, { key: `pay-${sale.id}` }), 422, 'api.error.idempotency.key-reused');
    const db = await getDb();
    expect(await db.select().from(payments).where(eq(payments.saleId, sale.id))).toHaveLength(1);
    expect(await readSale(fx, sale.id)).toMatchObject({ state: 'cart', paidAmount: 1000 });
    await expectMoneyConserved(fx);
  });

  it('postpone_due validates with the rest deferred; paying the rest later settles the invoice', async () => {
    const member = await addMember(fx);
    const sale = await openSale(fx, member.id);
    await addArticle(fx, sale.id, catalog.monthly.offer, monthlyArticle);
    await ok(await pay(fx, sale.id, 1000), 201);
    const postponed = await ok<Json & { invoice: string }>(await send(fx, 'POST', `/sales/${sale.id}/postpone_due`, { date: '2026-04-10' }));
    expect(postponed).toMatchObject({ state: 'validated', paidAmount: 1000, remainingAmount: 6890, dueDate: '2026-04-10' });
    const invoice = await ok<Json>(await send(fx, 'GET', `/invoices/${idOf(postponed.invoice)}`));
    expect(invoice).toMatchObject({ totalTI: 7890, paidAmount: 1000, financialState: 'in_progress', lateDueDate: '2026-04-10' });
    // The behaviours ran: the subscription exists.
    const subs = await ok<Json[]>(await send(fx, 'GET', `/subscriptions?contact=${encodeURIComponent(member.iri)}`));
    expect(subs.map((s) => s.startDate)).toEqual(['2026-04-01']);
    // What is owed is the receivable: the deferred rest.
    expect(await contactAccountBalance(await getDb(), fx.tenant.id, member.id, 'receivable')).toBe(6890);
    await ok(await pay(fx, sale.id, 7000), 201);
    expect(await ok(await send(fx, 'GET', `/invoices/${idOf(postponed.invoice)}`))).toMatchObject({ paidAmount: 7890, financialState: 'paid' });
    expect(await available(member.id)).toBe(110);
    expect(await readSale(fx, sale.id)).toMatchObject({ paidAmount: 7890, remainingAmount: 0 });
    // An invoice in incident takes no payment: the incident is settled instead.
    const db = await getDb();
    await db.insert(incidents).values({ tenantId: fx.tenant.id, contactId: member.id, invoiceId: idOf(postponed.invoice), amount: 100, reason: 'test' });
    expect(await ok(await send(fx, 'GET', `/invoices/${idOf(postponed.invoice)}`))).toMatchObject({ financialState: 'incident' });
    await expectProblem(await pay(fx, sale.id, 100), 400, 'api.error.invoice.in-incident');
    await expectMoneyConserved(fx);
  });

  it('validate at zero runs the behaviours and issues a zero invoice; cancel gives back what was paid', async () => {
    const member = await addMember(fx);
    const trial = await openSale(fx, member.id);
    await addArticle(fx, trial.id, catalog.trial.offer);
    const validated = await ok<Json & { invoice: string }>(await send(fx, 'POST', `/sales/${trial.id}/transitions`, { transition: 'validate' }));
    expect(validated).toMatchObject({ state: 'validated', totalTI: 0, dueDate: TODAY });
    expect(await ok(await send(fx, 'GET', `/invoices/${idOf(validated.invoice)}`))).toMatchObject({ totalTI: 0, financialState: 'paid' });
    const contact = await ok<{ tags: { name: string }[]; state: string }>(await send(fx, 'GET', `/contacts/${member.id}`));
    expect(contact.tags.map((t) => t.name)).toEqual(['trial']);
    expect(contact.state).toBe('prospect');

    const cart = await openSale(fx, member.id);
    await addArticle(fx, cart.id, catalog.bottle.offer);
    await ok(await pay(fx, cart.id, 600), 201);
    const canceled = await ok<Json>(await send(fx, 'POST', `/sales/${cart.id}/transitions`, { transition: 'cancel' }));
    expect(canceled).toMatchObject({ state: 'canceled', paidAmount: 0, remainingAmount: 0, invoice: null });
    expect(await available(member.id)).toBe(600);
    await expectProblem(await pay(fx, cart.id, 100), 400, 'api.error.sale.canceled');
    await expectProblem(await send(fx, 'POST', `/sales/${cart.id}/transitions`, { transition: 'cancel' }), 400, 'api.error.sale.not-a-cart');
    await expectMoneyConserved(fx);
  });

  it('articles removed after a payment: what was paid beyond the new total goes to the available amount at validation', async () => {
    const member = await addMember(fx);
    const sale = await openSale(fx, member.id);
    const monthly = await addArticle(fx, sale.id, catalog.monthly.offer, monthlyArticle);
    await addArticle(fx, sale.id, catalog.bottle.offer);
    await ok(await pay(fx, sale.id, 9000), 201);
    expect((await send(fx, 'DELETE', `/sale_articles/${monthly.id}`)).status).toBe(204);
    expect(await readSale(fx, sale.id)).toMatchObject({ state: 'cart', totalTI: 1500, paidAmount: 9000, remainingAmount: 0 });
    await ok(await pay(fx, sale.id, 100), 201);
    expect(await readSale(fx, sale.id)).toMatchObject({ state: 'validated', paidAmount: 1500 });
    expect(await available(member.id)).toBe(7600);
    await expectMoneyConserved(fx);
  });

  it('an online mean goes to the web checkout\'s provider clearing; cash, cheques and cards to the desk\'s accounts', async () => {
    const member = await addMember(fx);
    const checkouts = await ok<{ '@id': string; id: number; type: string }[]>(await send(fx, 'GET',
      `/checkouts?club=${encodeURIComponent(iriOf(fx, 'clubs', fx.clubs.a))}`));
    const web = checkouts.find((c) => c.type === 'web')!;
    const desk = checkouts.find((c) => c.type === 'desk')!;
    const before = await checkoutBalances(await getDb(), fx.tenant.id, desk.id);
    const sale = await openSale(fx, member.id);
    await addArticle(fx, sale.id, catalog.booklet.offer);
    await ok(await pay(fx, sale.id, 2000, { mean: 'SandboxWeb' }), 201);
    await ok(await pay(fx, sale.id, 1000, { checkout: desk['@id'], clubId: iriOf(fx, 'clubs', fx.clubs.a), clubCode: 'A' }), 201);
    await ok(await pay(fx, sale.id, 9000, { checkout: desk['@id'], mean: 'card', paymentCards: [{ amount: 9000, network: 'External' }] }), 201);
    const db = await getDb();
    expect(await checkoutBalances(db, fx.tenant.id, web.id)).toMatchObject({ provider_clearing: expect.any(Number) });
    const after = await checkoutBalances(db, fx.tenant.id, desk.id);
    expect((after.checkout_cash ?? 0) - (before.checkout_cash ?? 0)).toBe(1000);
    expect((after.checkout_cards ?? 0) - (before.checkout_cards ?? 0)).toBe(9000);
    expect(await readSale(fx, sale.id)).toMatchObject({ state: 'validated', paidAmount: 12000 });
    await expectMoneyConserved(fx);
  });
});

describe('payment refusals', () => {
  it('amounts are positive whole cents; means and their details must agree; nothing is written', async () => {
    const member = await addMember(fx);
    const sale = await openSale(fx, member.id);
    await addArticle(fx, sale.id, catalog.bottle.offer);
    const payWith = (body: Json) => send(fx, 'POST', `/sales/${sale.id}/payments`, body);
    for (const amount of [0, -100, 1.5, '100', null, 1e12]) await expectViolation(await payWith({ amount, mean: 'cash' }), 'amount');
    await expectViolation(await payWith({ mean: 'cash' }), 'amount', 'required');
    await expectViolation(await payWith({ amount: 100 }), 'mean', 'required');
    await expectViolation(await payWith({ amount: 100, mean: 'bitcoin' }), 'mean', 'invalid', 'api.error.payment.invalid-mean');
    await expectViolation(await payWith({ amount: 100, mean: 'card' }), 'paymentCards', 'required');
    await expectViolation(await payWith({ amount: 100, mean: 'card', paymentCards: [{ amount: 99, network: 'Visa' }] }), 'paymentCards', 'sum-mismatch',
      'api.error.payment.cards-mismatch');
    await expectViolation(await payWith({ amount: 100, mean: 'card', paymentCards: [{ amount: 100, network: 'Diners' }] }), 'paymentCards.0.network');
    await expectViolation(await payWith({ amount: 100, mean: 'cheque', cheques: [{ amount: 50 }, { amount: 49 }] }), 'cheques', 'sum-mismatch',
      'api.error.payment.cheques-mismatch');
    await expectViolation(await payWith({ amount: 100, mean: 'cash', paymentCards: [{ amount: 100, network: 'Visa' }] }), 'paymentCards', 'not-for-mean',
      'api.error.payment.details-not-for-mean');
    await expectViolation(await expectIgnored(await payWith({ amount: 0, mean: 'cash', tip: 5 }), 'tip'), 'amount');
    await expectViolation(await payWith({ amount: 100, mean: 'cash', clubCode: 'B' }), 'clubCode', 'mismatch', 'api.error.sale.club-code-mismatch');
    await expectViolation(await payWith({ amount: 100, mean: 'cash', clubId: iriOf(fx, 'clubs', fx.clubs.b) }), 'clubId', 'mismatch');
    await expectViolation(await payWith({ amount: 100, mean: 'cash', contactId: iriOf(fx, 'contacts', 999_999_999) }), 'contactId', 'not-found');
    const clubB = await ok<{ '@id': string }[]>(await send(fx, 'GET', `/checkouts?club=${encodeURIComponent(iriOf(fx, 'clubs', fx.clubs.b))}`));
    await expectViolation(await payWith({ amount: 100, mean: 'cash', checkout: clubB[0]!['@id'] }), 'checkout', 'not-found');
    await expectProblem(await send(fx, 'POST', '/sales/999999999/payments', { amount: 100, mean: 'cash' }), 404, 'api.error.not-found');
    const db = await getDb();
    expect(await db.select().from(payments).where(eq(payments.saleId, sale.id))).toEqual([]);
    await expectMoneyConserved(fx);
  });

  it('transitions and postpone_due: amount-not-zero, a failing check, a past or invalid date, an unknown transition', async () => {
    const member = await addMember(fx);
    const sale = await openSale(fx, member.id);
    await addArticle(fx, sale.id, catalog.bottle.offer);
    await expectProblem(await send(fx, 'POST', `/sales/${sale.id}/transitions`, { transition: 'validate' }), 400, 'api.error.sale.amount-not-zero');
    await expectViolation(await send(fx, 'POST', `/sales/${sale.id}/transitions`, { transition: 'refund' }), 'transition');
    await expectViolation(await send(fx, 'POST', `/sales/${sale.id}/transitions`, {}), 'transition', 'required');
    await expectViolation(await send(fx, 'POST', `/sales/${sale.id}/postpone_due`, { date: '2026-03-09' }), 'date', 'past', 'api.error.sale.due-date-past');
    await expectViolation(await send(fx, 'POST', `/sales/${sale.id}/postpone_due`, { date: '10/04/2026' }), 'date');
    const failing = await openSale(fx, member.id);
    await addArticle(fx, failing.id, catalog.monthly.offer);
    const problem = await expectProblem(await send(fx, 'POST', `/sales/${failing.id}/postpone_due`, { date: TODAY }), 400, 'api.error.sale.start-date-required');
    expect(problem.violations).toHaveLength(1);
    const empty = await openSale(fx, member.id);
    await expectProblem(await send(fx, 'POST', `/sales/${empty.id}/transitions`, { transition: 'validate' }), 400, 'api.error.sale.empty');
    const db = await getDb();
    expect(await db.select().from(invoices).where(and(eq(invoices.tenantId, fx.tenant.id), eq(invoices.contactId, member.id)))).toEqual([]);
    // Postponed to today is allowed; afterwards the sale is no cart.
    await ok(await send(fx, 'POST', `/sales/${sale.id}/postpone_due`, { date: TODAY }));
    await expectProblem(await send(fx, 'POST', `/sales/${sale.id}/postpone_due`, { date: TODAY }), 400, 'api.error.sale.not-a-cart');
    await expectMoneyConserved(fx);
  });

  it('hostile bodies on every sales POST are 400s, never 500', async () => {
    const member = await addMember(fx);
    const sale = await openSale(fx, member.id);
    const values: unknown[] = [null, true, 0, -1, 1e308, 'x'.repeat(5000), '', [], [[]], {}, { '@id': 1 }, '/x/y/1', '\u0000', 'é'];
    const paths = [`/sales`, `/sales/${sale.id}/articles`, `/sales/${sale.id}/payments`, `/sales/${sale.id}/postpone_due`, `/sales/${sale.id}/transitions`];
    const fields = ['contactId', 'clubId', 'clubCode', 'offerId', 'parent', 'implementation', 'repaymentSchedule', 'amount', 'mean', 'paymentCards',
      'cheques', 'date', 'transition', 'address', 'checkout'];
    for (const path of paths) {
      for (const field of fields) {
        for (const value of values) {
          const res = await send(fx, 'POST', path, { [field]: value });
          expect(res.status, `${path} ${field}=${JSON.stringify(value)?.slice(0, 20)}: ${await res.clone().text()}`).toBeLessThan(500);
        }
      }
      for (const raw of ['[]', '"x"', '{', 'null']) {
        const res = await send(fx, 'POST', path, raw);
        expect(res.status, `${path} ${raw}`).toBe(400);
      }
    }
    await expectMoneyConserved(fx);
  });
});
