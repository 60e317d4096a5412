// The billing tests' world: club a's direct-debit catalog (a monthly offer with a 3-month promotion, a
// week4 one, an upfront yearly one), subscriptions sold through the real sales API, and readers of
// what a billing run wrote.
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { getDb } from '../../lib/db/client';
import { queryRows } from '../../lib/db/raw';
import { addOffer, addProduct, entry } from '../catalog/helpers';
import { iriOf } from '../factories';
import { addArticle, addMember, ok, openSale, pay, readSale, send, type Fixture, type Json } from '../sales/helpers';

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

/**
 * `count` subscriptions to the monthly offer (first debit 2026-04-05, debit day 5): one sold through the
 * API as the template, then copied in SQL for `count` new client contacts (the same sale article, offer
 * and debit day). Every third contact's mandate is the IBAN the sandbox bank rejects, every fifth has
 * none. Mandate references start with `referencePrefix`.
 */
export async function seedMonthlySubscribers(fx: Fixture, count: number, referencePrefix: string): Promise<number[]> {
  const catalog = await billingCatalog(fx);
  const first = await addMember(fx, { state: 'client' });
  const template = await sell(fx, first.id, catalog.monthly, { implementation: { startDate: '2026-03-10' }, repaymentSchedule: { debitDay: 5 } });
  const db = await getDb();
  const contacts: number[] = [];
  for (let i = 0; i < count; i += 1) contacts.push((await addMember(fx, { state: 'client' })).id);
  await db.execute(sql`DELETE FROM subscriptions WHERE tenant_id = ${fx.tenant.id} AND id = ${template}`);
  await db.execute(sql`
    WITH made AS (
      INSERT INTO subscriptions (tenant_id, contact_id, club_id, offer_id, name, payment_type, start_date, engaged_through, rhythm_billing)
      SELECT ${fx.tenant.id}, c, ${fx.clubs.a}, ${catalog.monthly.id}, 'Monthly promo', 'direct_debit', '2026-03-10', '2027-03-09', 'monthly'
      FROM unnest(${`{${contacts.join(',')}}`}::int[]) AS c
      RETURNING id
    ), sale AS (
      SELECT sale_id, offer_id, product_id FROM sale_articles WHERE tenant_id = ${fx.tenant.id} ORDER BY id LIMIT 1
    )
    INSERT INTO sale_articles (tenant_id, sale_id, offer_id, product_id, name, price_ti, implementation, repayment_schedule, subscription_id)
    SELECT ${fx.tenant.id}, sale.sale_id, sale.offer_id, sale.product_id, 'Monthly promo', 4900, '{"startDate":"2026-03-10"}'::jsonb,
      '{"debitDay":5,"specificDay":true,"startDate":null,"debitWeekDay":null}'::jsonb, made.id
    FROM made, sale`);
  await db.execute(sql`
    INSERT INTO mandates (tenant_id, contact_id, club_id, reference, state, contact_family_name, contact_given_name, contact_number,
      address_country, address_country_iso, address_locality, postal_code, street_address, holder, iban, bic, bank, valid_from, signed_at)
    SELECT ${fx.tenant.id}, c, ${fx.clubs.a}, ${referencePrefix} || c, 'active', 'Buyer', 'M', 'C', 'France', 'FR', 'Paris', '75011', '1 rue', 'M Buyer',
      CASE WHEN n % 3 = 0 THEN 'GB82WEST12345698765432' ELSE 'FR7630006000011234567890189' END, 'BNPAFRPP', 'BNP', '2026-03-10', now()
    FROM unnest(${`{${contacts.join(',')}}`}::int[]) WITH ORDINALITY AS t(c, n) WHERE n % 5 <> 0`);
  return contacts;
}
