// The billing tests' world: club a's direct-debit catalog (a monthly offer with a 3-month promotion, a
// week4 one, an upfront yearly one), subscriptions sold through the real sales API, and readers of
// what a billing run wrote.
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { getDb } from '../../lib/db/client';
import { queryRows } from '../../lib/db/raw';
import { addOffer, addProduct, entry } from '../catalog/helpers';
import { iriOf } from '../factories';
import { addArticle, ok, openSale, pay, readSale, send, type Fixture, type Json } from '../sales/helpers';

export async function billingCatalog(fx: Fixture) {
  const club = iriOf(fx, 'clubs', fx.clubs.a);
  const product = (name: string, paymentType: string) => addProduct(fx, {
    club, name, type: 'subscription', productBehaviors: [{ type: 'subscription', configuration: { validityPeriod: 'P12M', paymentType, fixedTerm: false } }],
  });
  return {
    // 49.00 fee at once; 19.90 a month for 3 months, then 29.90.
    monthly: await addOffer(fx, await product('Monthly promo', 'direct_debit'), {
      name: 'Monthly promo', registrationFeeTI: 4900, registrationFeeName: 'Fee', rhythmBilling: 'monthly',
      repaymentSchedule: { occurrences: [entry('P1M', 1990, { offset: 'P3M' })], recurrences: [entry('P1M', 2990)] },
    }),
    // 7.00 a week, billed every 4 weeks.
    week4: await addOffer(fx, await product('Four weeks', 'direct_debit'), {
      name: 'Four weeks', rhythmBilling: 'week4', repaymentSchedule: { occurrences: [], recurrences: [entry('P1W', 700)] },
    }),
    yearly: await addOffer(fx, await product('Yearly upfront', 'upfront'), { name: 'Yearly', priceTI: 39000 }),
  };
}

/** Sells `offer` to the member (a sale paid in full, so validated); returns the subscription's id. */
export async function sell(fx: Fixture, contactId: number, offer: { '@id': string }, article: Json): Promise<number> {
  const sale = await openSale(fx, contactId);
  const added = await addArticle(fx, sale.id, offer, article);
  const total = (await readSale(fx, sale.id)).totalTI;
  if (total > 0) await ok(await pay(fx, sale.id, total), 201);
  else await ok(await send(fx, 'POST', `/sales/${sale.id}/transitions`, { transition: 'validate' }));
  const validated = await readSale(fx, sale.id);
  expect(validated.state).toBe('validated');
  return subscriptionOfArticle(fx, added.id);
}

async function subscriptionOfArticle(fx: Fixture, articleId: number): Promise<number> {
  const [row] = await queryRows<{ subscription_id: number }>(await getDb(),
    sql`SELECT subscription_id FROM sale_articles WHERE tenant_id = ${fx.tenant.id} AND id = ${articleId}`);
  return row!.subscription_id;
}

export function billingRun(fx: Fixture, date: string, club = fx.clubs.a, token = fx.admin): Promise<Response> {
  return send(fx, 'POST', '/billing_runs', { date, club: iriOf(fx, 'clubs', club) }, { token });
}

export interface InvoiceRow { id: number; contact_id: number; subscription_id: number; total_ti: number; date: string }

export async function installmentInvoices(fx: Fixture): Promise<InvoiceRow[]> {
  return queryRows<InvoiceRow>(await getDb(), sql`SELECT id, contact_id, subscription_id, total_ti, date::text AS date FROM invoices
    WHERE tenant_id = ${fx.tenant.id} AND sale_id IS NULL AND subscription_id IS NOT NULL ORDER BY id`);
}

export async function incidentsOf(fx: Fixture): Promise<{ contact_id: number; invoice_id: number; amount: number; reason: string; state: string }[]> {
  return queryRows(await getDb(), sql`SELECT contact_id, invoice_id, amount, reason, state FROM incidents WHERE tenant_id = ${fx.tenant.id} ORDER BY id`);
}

/** What reached the bank, and what the installment invoices total. */
export async function bankTotal(fx: Fixture): Promise<number> {
  const [row] = await queryRows<{ total: string | null }>(await getDb(),
    sql`SELECT sum(amount) AS total FROM ledger_postings WHERE tenant_id = ${fx.tenant.id} AND account = 'bank'`);
  return Number(row?.total ?? 0);
}
