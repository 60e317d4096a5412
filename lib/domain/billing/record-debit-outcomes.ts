// The last step of collecting (CONTRACT §9.8, §12), in its own transaction after the bank answered:
// each submitted installment the answer names becomes collected (the bank debited, the contact's
// receivable credited) or rejected (an incident `debit_rejected` on its invoice, the bank's reason
// code kept on the installment). Only installments still `submitted` change, so the same answer
// recorded twice (a run and a rerun asking the bank, two processes) records once.
import { sql } from 'drizzle-orm';
import type { DebitOutcome } from '../../bank/bank';
import type { Executor } from '../../db/client';
import { queryRows } from '../../db/raw';
import { now } from '../../time/clock';
import { postCollectedDebits } from './issue-installment-invoices';
import { lockContactsForIncidents } from './lock-contacts-for-incidents';
import { openDebitIncidents } from './open-debit-incidents';

export interface RecordedOutcomes {
  collected: number;
  rejected: number;
}

interface Row { id: number; contact_id: number; invoice_id: number; amount_ti: number; ref: string }

export async function recordDebitOutcomes(
  tx: Executor, run: { tenantId: number; clubId: number; date: string }, outcomes: DebitOutcome[],
): Promise<RecordedOutcomes> {
  const { tenantId } = run;
  if (outcomes.length === 0) return { collected: 0, rejected: 0 };
  const answers = new Map(outcomes.map((o) => [o.ref, o]));
  // Locked in id order first, so two recorders of overlapping answers queue instead of deadlocking.
  const rows = await queryRows<Row>(tx, sql`
    SELECT id, contact_id, invoice_id, amount_ti, end_to_end_id AS ref FROM billed_installments
    WHERE tenant_id = ${tenantId} AND club_id = ${run.clubId} AND debit_date = ${run.date}::date AND state = 'submitted'
      AND end_to_end_id IN (SELECT jsonb_array_elements_text(${JSON.stringify([...answers.keys()])}::jsonb))
    ORDER BY id FOR UPDATE`);
  const collected = rows.filter((r) => answers.get(r.ref)!.collected);
  const rejected = rows.filter((r) => !answers.get(r.ref)!.collected);
  await lockContactsForIncidents(tx, tenantId, rejected.map((r) => r.contact_id));
  await postCollectedDebits(tx, tenantId, collected.map((r) => ({ invoiceId: r.invoice_id, contactId: r.contact_id, amountTI: r.amount_ti })));
  await openDebitIncidents(tx, tenantId, rejected.map((r) => ({
    contactId: r.contact_id, invoiceId: r.invoice_id, amount: r.amount_ti, reason: 'debit_rejected',
  })));
  const done = rows.map((r) => {
    const answer = answers.get(r.ref)!;
    return { id: r.id, state: answer.collected ? 'collected' : 'rejected', reason: answer.collected ? null : answer.reason };
  });
  await tx.execute(sql`
    UPDATE billed_installments b SET state = d.state, reject_reason = d.reason, processed_at = ${now().toISOString()}::timestamptz
    FROM jsonb_to_recordset(${JSON.stringify(done)}::jsonb) AS d(id int, state text, reason text)
    WHERE b.tenant_id = ${tenantId} AND b.id = d.id`);
  await tx.execute(sql`UPDATE billing_runs SET collected = collected + ${collected.length}, rejected = rejected + ${rejected.length}, updated_at = now()
    WHERE tenant_id = ${tenantId} AND club_id = ${run.clubId} AND date = ${run.date}::date`);
  return { collected: collected.length, rejected: rejected.length };
}
