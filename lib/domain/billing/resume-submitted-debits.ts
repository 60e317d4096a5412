// A run that stopped after recording debits as submitted and before recording the bank's answer
// (a crash, a dropped bank link) left them `submitted`. The next run of the day asks the bank what
// became of them and records that; it never submits them again (CONTRACT §12: a crash never debits
// twice). A debit the bank has no news of stays submitted. Keyset by id, so the loop always ends.
import { sql } from 'drizzle-orm';
import type { Bank, DirectDebit } from '../../bank/bank';
import { getDb } from '../../db/client';
import { queryRows } from '../../db/raw';
import { inTransaction } from '../../db/transaction';
import { recordDebitOutcomes, type RecordedOutcomes } from './record-debit-outcomes';

interface Row { id: number; ref: string; iban: string; bic: string; reference: string; amount: number }

export async function resumeSubmittedDebits(
  bank: Bank, run: { tenantId: number; clubId: number; date: string; batchSize: number },
): Promise<RecordedOutcomes> {
  const total: RecordedOutcomes = { collected: 0, rejected: 0 };
  let after = 0;
  for (;;) {
    const rows = await queryRows<Row>(await getDb(), sql`
      SELECT b.id, b.end_to_end_id AS ref, m.iban, m.bic, m.reference, b.amount_ti AS amount
      FROM billed_installments b JOIN mandates m ON m.tenant_id = b.tenant_id AND m.id = b.mandate_id
      WHERE b.tenant_id = ${run.tenantId} AND b.club_id = ${run.clubId} AND b.debit_date = ${run.date}::date
        AND b.state = 'submitted' AND b.id > ${after}
      ORDER BY b.id LIMIT ${run.batchSize}`);
    if (rows.length === 0) return total;
    after = rows.at(-1)!.id;
    const debits: DirectDebit[] = rows.map((r) => ({ ref: r.ref, iban: r.iban, bic: r.bic, mandateReference: r.reference, amount: r.amount }));
    const answers = await bank.status(debits);
    const recorded = await inTransaction((tx) => recordDebitOutcomes(tx, run, answers));
    total.collected += recorded.collected;
    total.rejected += recorded.rejected;
  }
}
