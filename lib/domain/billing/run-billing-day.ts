// A club's billing day (CONTRACT §9.8, §12): plan the installments due on the date, then, batch after
// batch, record what will be submitted (invoices, `submitted` installments), submit it to the bank
// outside any transaction, and record the bank's answer. Idempotent per club and date: an installment
// is planned once (its unique key) and submitted once (its state), so running the day again, or in
// several processes at once, invoices nothing twice and sends no debit twice; a run that stopped
// between submitting and recording first asks the bank about what it left submitted. Each call
// answers what it did itself (0 for a day already done).
import { sql } from 'drizzle-orm';
import { bank as defaultBank, type Bank } from '../../bank/bank';
import { inTransaction } from '../../db/transaction';
import { planBillingDay } from './plan-billing-day';
import { recordDebitOutcomes } from './record-debit-outcomes';
import { resumeSubmittedDebits } from './resume-submitted-debits';
import { submitPlannedBatch } from './submit-planned-batch';

export interface BatchCounts {
  invoices: number;
  collected: number;
  rejected: number;
}

/** The points between a batch's steps: after its submission committed, after the bank answered, after the answer committed. */
export type BillingStep = 'submitted' | 'answered' | 'recorded';

export interface BillingDayInput {
  tenantId: number;
  clubId: number;
  date: string;
  bank?: Bank;
  batchSize?: number;
  /** Called between the steps (tests stop the process there to prove a crash debits nothing twice). */
  afterStep?: (step: BillingStep) => void | Promise<void>;
}

const DEFAULT_BATCH = 500;

export async function runBillingDay(input: BillingDayInput): Promise<BatchCounts> {
  const { tenantId, clubId, date } = input;
  const bank = input.bank ?? defaultBank();
  const batchSize = input.batchSize ?? DEFAULT_BATCH;
  await inTransaction(async (tx) => {
    await planBillingDay(tx, tenantId, clubId, date);
    await tx.execute(sql`INSERT INTO billing_runs (tenant_id, club_id, date) VALUES (${tenantId}, ${clubId}, ${date}::date)
      ON CONFLICT (tenant_id, club_id, date) DO NOTHING`);
  });
  const resumed = await resumeSubmittedDebits(bank, { tenantId, clubId, date, batchSize });
  const total: BatchCounts = { invoices: 0, ...resumed };
  for (;;) {
    const batch = await inTransaction(async (tx) => {
      // PostgreSQL plans a foreign key's check once per connection and keeps the plan: made while the
      // ledger was small, it is a sequential scan of ledger_transactions (and invoices) for every
      // posting, and a billing day grew the ledger 500 rows a batch (measured: 224,005 scans reading
      // 12.5 billion rows for 100,000 installments). Until autovacuum's ANALYZE invalidates it (never,
      // where autovacuum is off), each batch starts from plans made for the tables as they are now.
      await tx.execute(sql`DISCARD PLANS`);
      return submitPlannedBatch(tx, { tenantId, clubId, date, limit: batchSize });
    });
    if (!batch) return total;
    total.invoices += batch.invoices;
    total.rejected += batch.noMandate;
    await input.afterStep?.('submitted');
    const answers = batch.debits.length > 0 ? await bank.collect(batch.debits) : [];
    await input.afterStep?.('answered');
    const recorded = await inTransaction((tx) => recordDebitOutcomes(tx, { tenantId, clubId, date }, answers));
    total.collected += recorded.collected;
    total.rejected += recorded.rejected;
    await input.afterStep?.('recorded');
  }
}
