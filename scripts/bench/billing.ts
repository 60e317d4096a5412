// npm run bench:billing — on PostgreSQL: a billing day for 100,000 active direct-debit subscriptions
// across 200 clubs (500 each, debit day 5, every 20th member without a mandate, every 50th with the
// IBAN the sandbox bank rejects), run club after club in this one process as the daily job does.
// Reports the time, the rows made, the process's peak RSS, and that running the day again makes
// nothing. Target: under 60 s, memory flat. BENCH_CLUBS and BENCH_PER_CLUB shrink it for a smoke run.
import { sql } from 'drizzle-orm';
import { seedDirectDebitMembers } from './billing-seed';
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
  const seeding = Date.now();
  const clubs = await seedDirectDebitMembers(db, tenantId, CLUBS, PER_CLUB);
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
