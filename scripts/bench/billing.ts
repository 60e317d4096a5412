// npm run bench:billing — on PostgreSQL: a billing day for 100,000 active direct-debit subscriptions
// across 200 clubs (500 each, debit day 5, every 20th member without a mandate, every 50th with the
// IBAN the sandbox bank rejects), run club after club in this one process as the daily job does.
// Reports the time, the rows made, the process's peak RSS, and that running the day again makes
// nothing. Target: under 60 s, memory flat. BENCH_CLUBS and BENCH_PER_CLUB shrink it for a smoke run.
import { sql } from 'drizzle-orm';
import { dropDatabase, freshDatabase } from './harness';

const CLUBS = Number(process.env.BENCH_CLUBS ?? 200);
const PER_CLUB = Number(process.env.BENCH_PER_CLUB ?? 500);
const DATE = '2026-04-05';
const database = `bench_billing_${Date.now()}`;
await freshDatabase(database);

const { getDb } = await import('../../lib/db/client');
const { queryRows } = await import('../../lib/db/raw');
const { seedDemo } = await import('../../lib/seed/demo');
const { runBillingDay } = await import('../../lib/domain/billing/run-billing-day');
const { ledgerProblems } = await import('../../lib/domain/ledger/conservation');

try {
  await seedDemo();
  const db = await getDb();
  const [demo] = await queryRows<{ id: number }>(db, sql`SELECT id FROM tenants WHERE token = 'demo'`);
  const tenantId = demo!.id;
  const [offer] = await queryRows<{ id: number; product_id: number }>(db, sql`
    SELECT id, product_id FROM offers WHERE tenant_id = ${tenantId} AND rhythm_billing = 'monthly' ORDER BY id LIMIT 1`);
  const [checkout] = await queryRows<{ id: number; club_id: number }>(db, sql`SELECT id, club_id FROM checkouts WHERE tenant_id = ${tenantId} ORDER BY id LIMIT 1`);
  const seeding = Date.now();
  const clubs = (await queryRows<{ id: number }>(db, sql`
    INSERT INTO clubs (tenant_id, name, code, debit_days)
    SELECT ${tenantId}, 'Bench club ' || n, 'BC' || n, '{5}' FROM generate_series(1, ${CLUBS}) AS n RETURNING id`)).map((c) => c.id);
  await db.execute(sql`
    INSERT INTO contacts (tenant_id, club_id, number, email, given_name, family_name, state)
    SELECT ${tenantId}, (${`{${clubs.join(',')}}`}::int[])[1 + (n - 1) % ${CLUBS}], 'B' || n, 'bench' || n || '@bench.test', 'Member', 'Bench' || n, 'client'
    FROM generate_series(1, ${CLUBS * PER_CLUB}) AS n`);
  const [sale] = await queryRows<{ id: number }>(db, sql`
    INSERT INTO sales (tenant_id, contact_id, club_id, checkout_id, state)
    SELECT ${tenantId}, id, ${checkout!.club_id}, ${checkout!.id}, 'validated' FROM contacts WHERE tenant_id = ${tenantId} ORDER BY id LIMIT 1
    RETURNING id`);
  await db.execute(sql`
    WITH made AS (
      INSERT INTO subscriptions (tenant_id, contact_id, club_id, offer_id, name, payment_type, start_date, engaged_through, rhythm_billing)
      SELECT ${tenantId}, id, club_id, ${offer!.id}, 'Monthly', 'direct_debit', DATE '2026-01-10' + (id % 28), '2026-12-31', 'monthly'
      FROM contacts WHERE tenant_id = ${tenantId} AND email LIKE '%@bench.test'
      RETURNING id
    )
    INSERT INTO sale_articles (tenant_id, sale_id, offer_id, product_id, name, price_ti, implementation, repayment_schedule, subscription_id)
    SELECT ${tenantId}, ${sale!.id}, ${offer!.id}, ${offer!.product_id}, 'Monthly', 0, '{}'::jsonb, '{"debitDay":5}'::jsonb, id FROM made`);
  await db.execute(sql`
    INSERT INTO mandates (tenant_id, contact_id, club_id, reference, state, contact_family_name, contact_given_name, contact_number,
      address_country, address_country_iso, address_locality, postal_code, street_address, holder, iban, bic, bank, valid_from, signed_at)
    SELECT ${tenantId}, id, club_id, 'RUM-BENCH-' || id, 'active', family_name, given_name, number, 'France', 'FR', 'Paris', '75011', '1 rue',
      'Member Bench', CASE WHEN id % 50 = 0 THEN 'GB82WEST12345698765432' ELSE 'FR7630006000011234567890189' END, 'BNPAFRPP', 'BNP', '2026-01-01', now()
    FROM contacts WHERE tenant_id = ${tenantId} AND email LIKE '%@bench.test' AND id % 20 <> 0`);
  await db.execute(sql`ANALYZE`);
  console.log(`seeded ${CLUBS} clubs, ${CLUBS * PER_CLUB} subscriptions in ${((Date.now() - seeding) / 1000).toFixed(1)} s`);

  const rssMb = () => Math.round(process.resourceUsage().maxRSS / 1024);
  const rssBefore = rssMb();
  const run = async () => {
    const started = Date.now();
    const total = { invoices: 0, collected: 0, rejected: 0 };
    for (const clubId of clubs) {
      const counts = await runBillingDay({ tenantId, clubId, date: DATE });
      total.invoices += counts.invoices;
      total.collected += counts.collected;
      total.rejected += counts.rejected;
    }
    return { ...total, seconds: (Date.now() - started) / 1000 };
  };
  const first = await run();
  console.log(`billing day ${DATE}: ${first.invoices} invoices, ${first.collected} collected, ${first.rejected} rejected in ${first.seconds.toFixed(1)} s`
    + ` (${Math.round(first.invoices / first.seconds)} installments/s); peak RSS ${rssMb()} MB (${rssBefore} MB before the run)`);
  const again = await run();
  console.log(`the same day again: ${again.invoices} invoices, ${again.collected} collected, ${again.rejected} rejected in ${again.seconds.toFixed(1)} s`);
  const problems = await ledgerProblems(db, tenantId);
  console.log(`ledger problems: ${problems.length}`);
  if (again.invoices !== 0 || problems.length > 0) process.exitCode = 1;
} finally {
  await dropDatabase(database);
}
