// Run by billing-crash.pg.test.ts in a child process: one club's billing day, in batches of 10, whose
// process ends (exit code 70, as a crash: nothing after runs) at the first time it reaches `step`.
// Every debit handed to the bank, and every status asked, is appended to `log`, so the test sees what
// reached the bank before the crash.
// Usage: tsx tests/billing/crash-billing-day.ts <tenantId> <clubId> <date> <submitted|answered|recorded> <log file>
import { runBillingDay, type BillingStep } from '../../lib/domain/billing/run-billing-day';
import { recordingBank } from './recording-bank';

const [tenantId, clubId, date, step, log] = process.argv.slice(2);

if (!tenantId || !clubId || !date || !step || !log) throw new Error('Usage: crash-billing-day.ts <tenantId> <clubId> <date> <step> <log>');
await runBillingDay({
  tenantId: Number(tenantId), clubId: Number(clubId), date, batchSize: 10, bank: recordingBank(log),
  afterStep: (reached: BillingStep) => { if (reached === step) process.exit(70); },
});
process.exit(0);
