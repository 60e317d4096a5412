// The floor for npm run bench:catalog: plain node:http and pg running the same SQL as GET /products
// in a full context (the contact's club and tags, its debt, then the page) and as
// GET /offers/{id}/debit_schedule (the offer, then the same arithmetic), with no auth, validation,
// Hydra or logging.
import { pool, prepared as query, serveJson, tenantId } from './baseline-server';
import { debitSchedule } from '../../lib/domain/catalog/debit-schedule';

// The API's catalog reads are named prepared statements (lib/db/prepared.ts): `query` here.

const CONTACT = `select "id", "club_id", coalesce((SELECT json_agg(json_build_object('name', t.name, 'validFrom', t.valid_from,
    'validThrough', t.valid_through)) FROM contact_tags t WHERE t.tenant_id = "contacts"."tenant_id" AND t.contact_id = "contacts"."id"), '[]'::json)
  from "contacts" where ("contacts"."tenant_id" = $1 and "contacts"."id" = $2) limit $3`;
// lib/domain/finance/contact-debt.ts, run by the API without a statement name.
const DEBT = 'SELECT coalesce(sum("incidents"."amount"), 0) AS total FROM "incidents" WHERE ("incidents"."tenant_id" = $1 and "incidents"."contact_id" = $2 and "incidents"."state" = $3)';
const OFFER_MATCH = `o.tenant_id = "products"."tenant_id" AND o.product_id = "products"."id" AND NOT o.archived AND o.valid_from <= $1::date
  AND (o.valid_through IS NULL OR o.valid_through >= $1::date) AND $2::text = ANY(o.channels) AND (o.max_debt IS NULL OR o.max_debt >= $3::int)`;
const PRODUCTS = `select "id", "club_id", "name", "description", "type", "behaviors", "required_tags", "granted_tags", "minimum_age",
    ARRAY(SELECT o.id FROM offers o WHERE ${OFFER_MATCH} ORDER BY o.id), count(*) over ()
  from "products" where ("products"."tenant_id" = $4 and NOT "products"."archived" and "products"."required_tags" <@ $5::text[]
    and ("products"."club_id" IS NULL OR "products"."club_id" = $6::int) and EXISTS (SELECT 1 FROM offers o WHERE ${OFFER_MATCH}))
  order by "products"."id" asc limit $7 offset $8`;
const OFFER = `select "id", "product_id", "name", "channels", "valid_from", "valid_through", "registration_fee_ti", "registration_fee_name", "price_ti",
    "price_te", "tax", "is_first_month_payed", "rhythm_billing", "is_prorated", "repayment_schedule", "max_debt",
    (SELECT p.club_id FROM products p WHERE p.tenant_id = "offers"."tenant_id" AND p.id = "offers"."product_id")
  from "offers" where ("offers"."tenant_id" = $1 and "offers"."id" = $2) limit $3`;

// The API remembers a club's time zone for 10 s (club-scope.ts): the baseline remembers that it exists.
const clubs = new Map<number, number>();
async function clubExists(clubId: number): Promise<boolean> {
  if ((clubs.get(clubId) ?? 0) > Date.now()) return true;
  const found = await query('select "time_zone" from "clubs" where ("clubs"."tenant_id" = $1 and "clubs"."id" = $2)', [tenantId, clubId]);
  if (found.rows.length > 0) clubs.set(clubId, Date.now() + 10_000);
  return found.rows.length > 0;
}

const idOf = (iri: string | null) => Number((iri ?? '').split('/').pop());

async function products(url: URL) {
  const date = url.searchParams.get('context[date]')!;
  const contactId = idOf(url.searchParams.get('context[contactId]'));
  const [contact, debt] = await Promise.all([
    query(CONTACT, [tenantId, contactId, 1]),
    pool.query(DEBT, [tenantId, contactId, 'open']),
  ]);
  const clubId = idOf(url.searchParams.get('context[club]'));
  if (!(await clubExists(clubId))) throw new Error('unknown club');
  const tags = (contact.rows[0].coalesce as { name: string; validFrom: string; validThrough: string | null }[])
    .filter((t) => t.validFrom <= date && (t.validThrough === null || t.validThrough >= date)).map((t) => t.name);
  const page = await query(PRODUCTS, [date, url.searchParams.get('context[channel]'), Number(debt.rows[0].total), tenantId, tags, clubId, 30, 0]);
  return { member: page.rows, total: Number(page.rows[0]?.count ?? 0) };
}

async function schedule(url: URL) {
  const offerId = Number(url.pathname.split('/').at(-2));
  const [row] = (await query(OFFER, [tenantId, offerId, 1])).rows;
  const debitDay = url.searchParams.get('debitDay');
  const debitWeekDay = url.searchParams.get('debitWeekDay');
  const choice = debitDay ? { debitDay: Number(debitDay) } : debitWeekDay ? { debitWeekDay: Number(debitWeekDay) } : null;
  const startDate = url.searchParams.get('startDate')!;
  const offer = {
    registrationFeeTI: row.registration_fee_ti, priceTI: row.price_ti, isFirstMonthPayed: row.is_first_month_payed,
    rhythmBilling: row.rhythm_billing, isProrated: row.is_prorated, repaymentSchedule: row.repayment_schedule,
  };
  return { offer: `/demo/offers/${row.id}`, startDate, ...debitSchedule(offer, startDate, row.rhythm_billing === null ? null : choice) };
}

function route(url: URL) {
  if (url.pathname.endsWith('/products')) return products(url);
  if (url.pathname.endsWith('/debit_schedule')) return schedule(url);
  return null;
}

serveJson(route);
