// The spec's sales process end to end (spec "Sales"; CONTRACT §9.3): identify the contact, read the
// catalog, fill a cart, check it, pay it with every mean at the desk, then what validation did: the
// invoice, the subscription with its option, sessions, badge, tags, client state, events, the offer
// sold, the contract PDF, the payments, and the ledger.
import { and, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getDb } from '../../lib/db/client';
import { contacts, identificators, saleArticles, sessionCounters } from '../../lib/db/schema';
import { setClock } from '../../lib/time/clock';
import { iriOf } from '../factories';
import {
  addArticle, addCatalog, addMember, eventsOf, expectMoneyConserved, idOf, NOW, ok, openSale, pay, readSale, send, setup, TODAY, type Json,
} from './helpers';
import { pdfTextLines } from './pdf-text';

beforeEach(() => setClock(NOW));
afterEach(() => setClock(null));

describe('a sale at the desk, from the catalog to the contract', () => {
  it('follows the spec\'s process and validates once paid in full', async () => {
    const fx = await setup();
    const catalog = await addCatalog(fx);
    const member = await addMember(fx);

    // Identify the contact, read its catalog.
    const contact = await ok<Json>(await send(fx, 'GET', `/contacts/${member.id}`));
    expect(contact.tags).toEqual([]);
    const products = await ok<{ name: string }[]>(await send(fx, 'GET',
      `/products?context[contactId]=${encodeURIComponent(member.iri)}&context[channel]=club`));
    expect(products.map((p) => p.name)).toEqual(expect.arrayContaining(['Monthly Club', 'Sauna', '10 sessions']));

    // The desk checkout of club a.
    const checkouts = await ok<{ '@id': string; type: string; club: string; webPaymentProviderType: string | null }[]>(
      await send(fx, 'GET', `/checkouts?club=${encodeURIComponent(iriOf(fx, 'clubs', fx.clubs.a))}`));
    expect(checkouts.map((c) => [c.type, c.webPaymentProviderType])).toEqual([['web', 'sandbox'], ['desk', null]]);
    const desk = checkouts.find((c) => c.type === 'desk')!;

    const sale = await openSale(fx, member.id, { checkout: desk['@id'] });
    expect(sale).toMatchObject({
      '@type': 'Sale', contactId: member.iri, contactFamilyName: 'Buyer', contactNumber: member.number, clubCode: 'A', checkoutId: desk['@id'],
      state: 'cart', totalTI: 0, paidAmount: 0, remainingAmount: 0, invoice: null, validatedAt: null,
      address: { addressCountry: 'France', addressLocality: 'Paris', postalCode: '75011', streetAddress: '1 rue de la Roquette' },
    });

    const monthly = await addArticle(fx, sale.id, catalog.monthly.offer, {
      parent: null, implementation: { startDate: '2026-04-01' }, repaymentSchedule: { specificDay: true, debitDay: 5 },
    });
    expect(monthly).toMatchObject({
      '@type': 'SaleArticle', sale: sale['@id'], offerId: catalog.monthly.offer['@id'], parent: null, name: 'Monthly Club', priceTI: 7890,
      implementation: { startDate: '2026-04-01' }, repaymentSchedule: { specificDay: true, debitDay: 5, startDate: null, debitWeekDay: null },
    });
    await addArticle(fx, sale.id, catalog.option.offer, { parent: monthly['@id'] });
    await addArticle(fx, sale.id, catalog.booklet.offer);
    await addArticle(fx, sale.id, catalog.badge.offer);
    await addArticle(fx, sale.id, catalog.trial.offer);
    const bottle = await addArticle(fx, sale.id, catalog.bottle.offer);
    expect((await send(fx, 'DELETE', `/sale_articles/${bottle.id}`)).status).toBe(204);

    expect((await send(fx, 'GET', `/sales/${sale.id}/check`)).status).toBe(204);
    const cart = await readSale(fx, sale.id);
    expect(cart.totalTI).toBe(7890 + 1000 + 12000 + 500);
    expect(cart.articles.map((a) => a.name)).toEqual(['Monthly Club', 'Sauna', '10 sessions', 'Badge', 'Free trial']);
    expect(cart.articles[1]).toMatchObject({ parent: monthly['@id'] });

    // Cash, then cards across two networks, then two cheques for the rest.
    const cash = await ok<Json>(await pay(fx, sale.id, 10000, {}, { key: 'desk-1' }), 201);
    expect(cash).toMatchObject({ '@type': 'Payment', sale: sale['@id'], amount: 10000, mean: 'cash', paymentCards: [], cheques: [] });
    expect((await readSale(fx, sale.id))).toMatchObject({ state: 'cart', paidAmount: 10000, remainingAmount: 11390 });
    await ok(await pay(fx, sale.id, 5000, { mean: 'card', paymentCards: [{ amount: 3000, network: 'Visa' }, { amount: 2000, network: 'Mastercard' }] }), 201);
    const cheques = await ok<Json>(await pay(fx, sale.id, 6390, {
      mean: 'cheque', cheques: [{ amount: 6000, bank: 'BNP', code: '0001', depositDesiredDate: '2026-03-20', owner: 'Buyer' }, { amount: 390 }],
    }), 201);
    expect(cheques.cheques).toEqual([
      { amount: 6000, bank: 'BNP', code: '0001', depositDesiredDate: '2026-03-20', owner: 'Buyer' },
      { amount: 390, bank: null, code: null, depositDesiredDate: null, owner: null },
    ]);

    const validated = await readSale(fx, sale.id);
    expect(validated).toMatchObject({ state: 'validated', totalTI: 21390, paidAmount: 21390, remainingAmount: 0, dueDate: TODAY });
    expect(validated.validatedAt).toMatch(/^2026-03-10T11:00:00(\.000)?\+01:00$/);
    expect(await ok(await send(fx, 'GET', `/payments/${idOf(cash['@id'] as string)}`))).toMatchObject({ amount: 10000, mean: 'cash' });

    // The invoice.
    const invoice = await ok<Json>(await send(fx, 'GET', `/invoices/${idOf(validated.invoice!)}`));
    expect(invoice).toMatchObject({
      '@type': 'Invoice', contactId: member.iri, sale: sale['@id'], number: 'F2026-000001', date: TODAY, totalTI: 21390, paidAmount: 21390,
      financialState: 'paid', lateDueDate: null,
    });

    // The subscription the cancellation pages see, with its option, commitment, rhythm; the article keeps its debit day.
    const subscriptions = await ok<Json[]>(await send(fx, 'GET', `/subscriptions?contact=${encodeURIComponent(member.iri)}`));
    expect(subscriptions).toHaveLength(1);
    expect(subscriptions[0]).toMatchObject({
      name: 'Monthly Club', offerId: catalog.monthly.offer['@id'], clubId: iriOf(fx, 'clubs', fx.clubs.a), paymentType: 'direct_debit',
      fixedTerm: false, startDate: '2026-04-01', engagedThrough: '2027-03-31', endDate: null, rhythmBilling: 'monthly', state: 'active',
    });
    expect(invoice.subscription).toBe(subscriptions[0]!['@id']);
    const option = await ok<Json>(await send(fx, 'GET', `/subscription_options/${idOf((subscriptions[0]!.options as string[])[0]!)}`));
    expect(option).toMatchObject({ name: 'Sauna', mandatory: true, subscription: subscriptions[0]!['@id'] });

    const db = await getDb();
    const [article] = await db.select().from(saleArticles).where(and(eq(saleArticles.tenantId, fx.tenant.id), eq(saleArticles.id, monthly.id)));
    expect(article).toMatchObject({ subscriptionId: idOf(subscriptions[0]!['@id'] as string), repaymentSchedule: { debitDay: 5 } });

    // Sessions, badge, tag, client.
    const counters = await db.select().from(sessionCounters).where(eq(sessionCounters.contactId, member.id));
    expect(counters.map((c) => [c.sessions, c.validFrom, c.validThrough]).sort()).toEqual([[1, TODAY, '2026-03-23'], [10, TODAY, '2026-09-09']]);
    const badges = await db.select().from(identificators).where(eq(identificators.contactId, member.id));
    expect(badges.map((b) => b.number)).toEqual([expect.stringMatching(/^B\d{8}$/)]);
    const after = await ok<{ state: string; tags: { name: string; validFrom: string }[] }>(await send(fx, 'GET', `/contacts/${member.id}`));
    expect(after.state).toBe('client');
    expect(after.tags.map((t) => [t.name, t.validFrom])).toEqual([['trial', TODAY]]);
    const [row] = await db.select({ state: contacts.state }).from(contacts).where(eq(contacts.id, member.id));
    expect(row!.state).toBe('client');

    // The events the spec's table names: the badge, the tag, the contact's new state. Nothing for the sale itself.
    const events = (await eventsOf(fx.tenant.id)).map((e) => e.event);
    expect(events).toEqual(['identificator.created', 'contact_tag.created', 'contact.updated']);

    // The offer is sold: deleting it archives it.
    expect((await send(fx, 'DELETE', `/offers/${catalog.monthly.offer.id}`, undefined, { token: fx.admin })).status).toBe(204);
    expect(await ok(await send(fx, 'GET', `/offers/${catalog.monthly.offer.id}`))).toMatchObject({ name: 'Monthly Club' });

    // The contract names the contact, the club, each article, the amounts and the debits (first on 5 May: April is paid at once),
    // in the language the request asks for (CONTRACT §15).
    const contractIn = async (headers: Record<string, string>) => {
      const contract = await send(fx, 'GET', `/sales/${sale.id}/contract`, undefined, { headers });
      expect(contract.status).toBe(200);
      expect(contract.headers.get('content-type')).toBe('application/pdf');
      return (await pdfTextLines(new Uint8Array(await contract.arrayBuffer()))).join('\n');
    };
    const text = await contractIn({ 'accept-language': 'en-GB,en;q=0.9' });
    for (const expected of [
      `Sales contract no. ${sale.id}`, 'Club A (A), ', 'State: validated', `${member.name} Buyer`, `no. ${member.number}`, '1 rue de la Roquette',
      'Monthly Club: €78.90 due at once, from 1 April 2026', '5 May 2026: €29.90 (period 1 – 31 May 2026)', 'Sauna: €10.00',
      '10 sessions: €120.00', 'Total due at once: €213.90', 'Paid: €213.90', 'Remaining: €0.00', 'invoice F2026-000001',
    ]) expect(text).toContain(expected);
    // Without Accept-Language, the contact's language: theirs is unset, so their club's (French).
    for (const french of [await contractIn({}), await contractIn({ 'accept-language': 'fr' })]) {
      for (const expected of [
        `Contrat de vente n° ${sale.id}`, 'État : validée, facture F2026-000001', `n° ${member.number}`,
        'Monthly Club : 78,90 € à payer tout de suite, à partir du 1 avril 2026', '5 mai 2026 : 29,90 € (période : 1–31 mai 2026)',
        'Total à payer tout de suite : 213,90 €', 'Payé : 213,90 €', 'Reste dû : 0,00 €',
      ]) expect(french).toContain(expected);
    }

    await expectMoneyConserved(fx);
  });
});
