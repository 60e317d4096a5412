// The catalog of a large network for npm run bench:catalog, written straight in SQL: 200 clubs, 2,000
// products (one in forty for every club, the others one club's; one in ten requiring the tag
// `student`), five offers each (10,000) that the context filters differently (channels, validity, a
// debt limit, three rhythms and a one-off price), and 20,000 members of the clubs, a quarter of them
// students and a fifth with an open incident. BENCH_CLUBS, BENCH_PRODUCTS and BENCH_CONTACTS shrink it.
import { sql } from 'drizzle-orm';

export const CLUBS = Number(process.env.BENCH_CLUBS ?? 200);
export const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 2000);
export const OFFERS_PER_PRODUCT = 5;
export const CONTACTS = Number(process.env.BENCH_CONTACTS ?? 20_000);

export interface CatalogSeed {
  /** Each member with its club, by id. */
  members: { id: number; clubId: number }[];
  /** Offers, with the debit day parameter their rhythm takes. */
  offers: { id: number; rhythm: 'monthly' | 'week4' | null }[];
}

async function rows<T>(statement: ReturnType<typeof sql>): Promise<T[]> {
  const { getDb } = await import('../../lib/db/client');
  return ((await (await getDb()).execute(statement)) as unknown as { rows: T[] }).rows;
}

const entry = (interval: string, priceTI: number, offset = 'P0W') =>
  ({ offset, interval, loop: 0, priceTI, priceTE: priceTI - Math.round(priceTI / 6), tax: Math.round(priceTI / 6), taxRate: 2000, priceCurrency: 'EUR' });
const schedule = (occurrences: unknown[], recurrences: unknown[]) => JSON.stringify({ occurrences, recurrences });

/** Offer j of each product: [channels, rhythm, schedule, registration fee, price, first month paid, max debt]. */
const OFFER_KINDS = [
  ['{club,web,terminal}', 'monthly', schedule([], [entry('P1M', 2990)]), 0, 0, false, null],
  ['{web}', 'monthly', schedule([entry('P1M', 1990, 'P3M')], [entry('P1M', 2990)]), 4900, 0, true, null],
  ['{club}', 'week4', schedule([], [entry('P1W', 790)]), 2900, 0, false, null],
  ['{web,terminal}', null, schedule([], []), 0, 12000, false, null],
  ['{club,web}', 'monthly', schedule([], [entry('P1M', 1990)]), 0, 0, false, 0],
] as const;

export async function seedCatalogNetwork(tenantId: number): Promise<CatalogSeed> {
  await rows(sql`
    INSERT INTO clubs (tenant_id, name, code, debit_days)
    SELECT ${tenantId}, 'Bench club ' || g, 'BENCH' || g, '{5,15}' FROM generate_series(1, ${CLUBS}) g`);
  await rows(sql`
    WITH bench AS (SELECT id, row_number() OVER (ORDER BY id) - 1 AS n FROM clubs WHERE tenant_id = ${tenantId} AND code LIKE 'BENCH%')
    INSERT INTO products (tenant_id, club_id, name, description, type, required_tags)
    SELECT ${tenantId}, CASE WHEN g % 40 = 0 THEN NULL ELSE b.id END, 'Bench product ' || g, 'A product of the benchmark',
      (ARRAY['subscription','subscription_option','badge','counter','package','countermark','test_session','regular'])[g % 8 + 1],
      CASE WHEN g % 10 = 3 THEN '{student}'::text[] ELSE '{}'::text[] END
    FROM generate_series(0, ${PRODUCTS - 1}) g JOIN bench b ON b.n = g % ${CLUBS}`);
  for (const [j, [channels, rhythm, repayment, fee, price, firstPaid, maxDebt]] of OFFER_KINDS.entries()) {
    // The one-off offer of every third product has expired.
    const validThrough = j === 3 ? sql`CASE WHEN p.id % 3 = 0 THEN date '2025-12-31' END` : sql`NULL::date`;
    await rows(sql`
      INSERT INTO offers (tenant_id, product_id, name, channels, valid_from, valid_through, registration_fee_ti, registration_fee_name,
        price_ti, price_te, tax, is_first_month_payed, rhythm_billing, repayment_schedule, max_debt)
      SELECT ${tenantId}, p.id, 'Offer ' || ${j}, ${channels}::text[], date '2025-01-01', ${validThrough}, ${fee}, 'Registration fee',
        ${price}, ${price - Math.round(price / 6)}, ${Math.round(price / 6)}, ${firstPaid}, ${rhythm}, ${repayment}::jsonb, ${maxDebt}::int
      FROM products p WHERE p.tenant_id = ${tenantId} AND p.name LIKE 'Bench product %'`);
  }
  const members = await rows<{ id: number; club_id: number }>(sql`
    WITH bench AS (SELECT id, row_number() OVER (ORDER BY id) - 1 AS n FROM clubs WHERE tenant_id = ${tenantId} AND code LIKE 'BENCH%')
    INSERT INTO contacts (tenant_id, number, club_id, email, family_name, given_name, state)
    SELECT ${tenantId}, 'K' || lpad(g::text, 7, '0'), b.id, 'member' || g || '@bench.test', 'Family' || g, 'Given' || g, 'client'
    FROM generate_series(1, ${CONTACTS}) g JOIN bench b ON b.n = g % ${CLUBS} RETURNING id, club_id`);
  await rows(sql`
    INSERT INTO contact_tags (tenant_id, contact_id, name, valid_from)
    SELECT ${tenantId}, id, 'student', date '2025-01-01' FROM contacts WHERE tenant_id = ${tenantId} AND number LIKE 'K%' AND id % 4 = 0`);
  await rows(sql`
    INSERT INTO incidents (tenant_id, contact_id, amount, reason)
    SELECT ${tenantId}, id, 2500, 'Direct debit rejected' FROM contacts WHERE tenant_id = ${tenantId} AND number LIKE 'K%' AND id % 5 = 0`);
  const offers = await rows<{ id: number; rhythm_billing: 'monthly' | 'week4' | null }>(sql`
    SELECT o.id, o.rhythm_billing FROM offers o JOIN products p ON p.tenant_id = o.tenant_id AND p.id = o.product_id
    WHERE o.tenant_id = ${tenantId} AND p.name LIKE 'Bench product %' ORDER BY o.id`);
  // What autovacuum would have done by now in a running service, and the seed's checkpoint made now,
  // not spread over the measured runs (as booking-seed.ts does).
  await rows(sql`VACUUM ANALYZE`);
  await rows(sql`CHECKPOINT`);
  return { members: members.map((m) => ({ id: m.id, clubId: m.club_id })), offers: offers.map((o) => ({ id: o.id, rhythm: o.rhythm_billing })) };
}
