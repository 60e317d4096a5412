// The bank is called outside database transactions (CONTRACT §12): a billing run records what it will
// submit, submits, then records the bank's answer. A process killed between those steps, and the run
// started again, never sends a debit to the bank twice: the rerun asks the bank about what was left
// submitted. Each installment ends collected, rejected or without mandate exactly once, the ledger
// balanced. The crash is real: a child process (tsx) running the billing day exits at the step.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '../../lib/db/client';
import { queryRows } from '../../lib/db/raw';
import { runBillingDay } from '../../lib/domain/billing/run-billing-day';
import { ledgerProblems } from '../../lib/domain/ledger/conservation';
import { setClock } from '../../lib/time/clock';
import { seedMonthlySubscribers } from '../mandates/billing-helpers';
import { NOW, setup, type Fixture } from '../sales/helpers';
import { recordingBank } from './recording-bank';

let fx: Fixture;
const MEMBERS = 35;
const dir = mkdtempSync(join(tmpdir(), 'billing-crash-'));

/** MEMBERS subscriptions to the monthly offer (first debit 2026-04-05): every third mandate rejected by the sandbox, every fifth member without one. */
beforeAll(async () => {
  setClock(NOW);
  fx = await setup();
  await seedMonthlySubscribers(fx, MEMBERS, 'RUM-CRASH-');
}, 300_000);
afterAll(() => setClock(null));

function crashAt(date: string, step: string, log: string) {
  const child = spawnSync(join(process.cwd(), 'node_modules/.bin/tsx'), ['tests/billing/crash-billing-day.ts', String(fx.tenant.id), String(fx.clubs.a), date, step, log], {
    env: { ...process.env, APP_ENV: 'test', LOG_LEVEL: 'silent' }, encoding: 'utf8', timeout: 120_000,
  });
  expect(child.status, child.stderr).toBe(70);
}

const lines = (log: string) => (existsSync(log) ? readFileSync(log, 'utf8').split('\n').filter(Boolean) : []);

async function expectEachOnce(date: string, log: string) {
  const db = await getDb();
  const rows = await queryRows<{ state: string; n: number }>(db, sql`SELECT state, count(*)::int AS n FROM billed_installments
    WHERE tenant_id = ${fx.tenant.id} AND debit_date = ${date}::date GROUP BY state ORDER BY state`);
  // Every installment has its outcome; none is left submitted.
  expect(Object.fromEntries(rows.map((r) => [r.state, r.n]))).toEqual({ collected: 19, rejected: 9, no_mandate: 7 });
  // No debit reached the bank twice (the log holds every collect of the child and of the rerun), and
  // every debit with a mandate was either sent or, left submitted by the crash, asked about.
  const collected = lines(log).filter((l) => l.startsWith('collect ')).map((l) => l.slice(8));
  expect(new Set(collected).size).toBe(collected.length);
  const asked = lines(log).filter((l) => l.startsWith('status ')).map((l) => l.slice(7));
  const refs = await queryRows<{ ref: string }>(db, sql`SELECT end_to_end_id AS ref FROM billed_installments
    WHERE tenant_id = ${fx.tenant.id} AND debit_date = ${date}::date AND end_to_end_id IS NOT NULL`);
  expect(new Set([...collected, ...asked])).toEqual(new Set(refs.map((r) => r.ref)));
  expect(refs).toHaveLength(28);
  // One ledger entry per collected installment, one incident per failed one, the ledger balanced.
  const [money] = await queryRows<{ debits: number; incidents: number; invoices: number }>(db, sql`SELECT
    (SELECT count(*)::int FROM ledger_transactions t WHERE t.tenant_id = ${fx.tenant.id} AND t.kind = 'direct_debit'
      AND t.ref IN (SELECT 'invoices/' || invoice_id FROM billed_installments WHERE tenant_id = ${fx.tenant.id} AND debit_date = ${date}::date)) AS debits,
    (SELECT count(*)::int FROM incidents i WHERE i.tenant_id = ${fx.tenant.id}
      AND i.invoice_id IN (SELECT invoice_id FROM billed_installments WHERE tenant_id = ${fx.tenant.id} AND debit_date = ${date}::date)) AS incidents,
    (SELECT count(*)::int FROM invoices v WHERE v.tenant_id = ${fx.tenant.id} AND v.date = ${date}::date AND v.subscription_id IS NOT NULL) AS invoices`);
  expect(money).toEqual({ debits: 19, incidents: 16, invoices: MEMBERS });
  expect(await ledgerProblems(db, fx.tenant.id)).toEqual([]);
}

describe('a billing run killed between its steps', () => {
  it('killed after recording its first batch as submitted, before the bank: the rerun asks the bank about that batch, sends each debit once', async () => {
    const log = join(dir, 'submitted.log');
    crashAt('2026-04-05', 'submitted', log);
    expect(lines(log)).toEqual([]);
    const rerun = await runBillingDay({ tenantId: fx.tenant.id, clubId: fx.clubs.a, date: '2026-04-05', batchSize: 10, bank: recordingBank(log) });
    // The first batch was invoiced by the killed run; the rerun records the outcome of every installment.
    expect(rerun.invoices).toBe(MEMBERS - 10);
    expect(rerun.collected + rerun.rejected).toBe(MEMBERS - 2);
    // The crashed batch (8 debits with a mandate) was asked about, never sent.
    const asked = lines(log).filter((l) => l.startsWith('status ')).map((l) => l.slice(7));
    expect(asked).toHaveLength(8);
    expect(lines(log).filter((l) => asked.includes(l.slice(8)) && l.startsWith('collect '))).toEqual([]);
    await expectEachOnce('2026-04-05', log);
  });

  it('killed after the bank answered, before recording it: the rerun asks the bank again, never collects twice', async () => {
    const log = join(dir, 'answered.log');
    crashAt('2026-05-05', 'answered', log);
    const sent = lines(log).map((l) => l.replace('collect ', 'status '));
    expect(sent.length).toBe(8);
    await runBillingDay({ tenantId: fx.tenant.id, clubId: fx.clubs.a, date: '2026-05-05', batchSize: 10, bank: recordingBank(log) });
    expect(lines(log).filter((l) => l.startsWith('status '))).toEqual(sent);
    await expectEachOnce('2026-05-05', log);
    // A third run finds nothing to do.
    expect(await runBillingDay({ tenantId: fx.tenant.id, clubId: fx.clubs.a, date: '2026-05-05' })).toEqual({ invoices: 0, collected: 0, rejected: 0 });
  });
});
