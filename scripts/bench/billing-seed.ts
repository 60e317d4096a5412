// A billing day's members (bench:billing, bench:cluster), written straight in SQL: `clubCount` new clubs
// debiting on the 5th, `perClub` active direct-debit monthly subscribers in each (started in January,
// engaged through December), every 20th without a mandate, every 50th with the IBAN the sandbox bank
// rejects.
import { sql } from 'drizzle-orm';
import type { Executor } from '../../lib/db/client';
import { queryRows } from '../../lib/db/raw';

/** Seeds them for the tenant; returns the new clubs' ids. */
export async function seedDirectDebitMembers(db: Executor, tenantId: number, clubCount: number, perClub: number): Promise<number[]> {
  const [offer] = await queryRows<{ id: number; product_id: number }>(db, sql`
    SELECT id, product_id FROM offers WHERE tenant_id = ${tenantId} AND rhythm_billing = 'monthly' ORDER BY id LIMIT 1`);
  const [checkout] = await queryRows<{ id: number; club_id: number }>(db, sql`SELECT id, club_id FROM checkouts WHERE tenant_id = ${tenantId} ORDER BY id LIMIT 1`);
  const clubs = (await queryRows<{ id: number }>(db, sql`
    INSERT INTO clubs (tenant_id, name, code, debit_days)
    SELECT ${tenantId}, 'Bench club ' || n, 'BC' || n, '{5}' FROM generate_series(1, ${clubCount}) AS n RETURNING id`)).map((c) => c.id);
  await db.execute(sql`
    INSERT INTO contacts (tenant_id, club_id, number, email, given_name, family_name, state)
    SELECT ${tenantId}, (${`{${clubs.join(',')}}`}::int[])[1 + (n - 1) % ${clubCount}], 'B' || n, 'bench' || n || '@bench.test', 'Member', 'Bench' || n, 'client'
    FROM generate_series(1, ${clubCount * perClub}) AS n`);
  const [sale] = await queryRows<{ id: number }>(db, sql`
    INSERT INTO sales (tenant_id, contact_id, club_id, checkout_id, state)
    SELECT ${tenantId}, id, ${checkout!.club_id}, ${checkout!.id}, 'validated' FROM contacts WHERE tenant_id = ${tenantId} ORDER BY id LIMIT 1
    RETURNING id`);
  await db.execute(sql`
    WITH made AS (
      INSERT INTO subscriptions (tenant_id, contact_id, club_id, offer_id, name, payment_type, start_date, engaged_through, rhythm_billing)
      SELECT ${tenantId}, id, club_id, ${offer!.id}, 'Monthly', 'direct_debit', DATE '2026-01-10' + (id % 28), '2026-12-31', 'monthly'
      FROM contacts WHERE tenant_id = ${tenantId} AND email LIKE 'bench%@bench.test'
      RETURNING id
    )
    INSERT INTO sale_articles (tenant_id, sale_id, offer_id, product_id, name, price_ti, implementation, repayment_schedule, subscription_id)
    SELECT ${tenantId}, ${sale!.id}, ${offer!.id}, ${offer!.product_id}, 'Monthly', 0, '{}'::jsonb, '{"debitDay":5}'::jsonb, id FROM made`);
  await db.execute(sql`
    INSERT INTO mandates (tenant_id, contact_id, club_id, reference, state, contact_family_name, contact_given_name, contact_number,
      address_country, address_country_iso, address_locality, postal_code, street_address, holder, iban, bic, bank, valid_from, signed_at)
    SELECT ${tenantId}, id, club_id, 'RUM-BENCH-' || id, 'active', family_name, given_name, number, 'France', 'FR', 'Paris', '75011', '1 rue',
      'Member Bench', CASE WHEN id % 50 = 0 THEN 'GB82WEST12345698765432' ELSE 'FR7630006000011234567890189' END, 'BNPAFRPP', 'BNP', '2026-01-01', now()
    FROM contacts WHERE tenant_id = ${tenantId} AND email LIKE 'bench%@bench.test' AND id % 20 <> 0`);
  await db.execute(sql`ANALYZE`);
  return clubs;
}
