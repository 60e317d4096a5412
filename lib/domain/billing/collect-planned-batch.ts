// The second half of a billing day (CONTRACT §9.8): a batch of planned installments, claimed with
// FOR UPDATE SKIP LOCKED (so several processes share the day's work without waiting on each other),
// is invoiced, collected from each contact's active mandate in the club through the bank adapter,
// and marked done, all in one transaction: a crash rolls the batch back to `planned`, and the next run
// takes it again. A rejected debit, or no active mandate, opens an incident on the invoice.
//
// Lock order, as a sale's validation takes them (validate-sale.ts), so the two never wait on each
// other in a circle: the contacts whose incidents open, the tenant's event counter (their events),
// then the tenant's invoice counter.
import { sql } from 'drizzle-orm';
import type { Bank } from '../../bank/bank';
import type { Executor } from '../../db/client';
import { queryRows } from '../../db/raw';
import { openDebitIncidents } from './open-debit-incidents';
import { issueInstallmentInvoices, postCollectedDebits } from './issue-installment-invoices';

export interface BatchCounts {
  invoices: number;
  collected: number;
  rejected: number;
}

interface Claimed { id: number; subscription_id: number; contact_id: number; amount_ti: number }
interface ActiveMandate { id: number; contact_id: number; iban: string; bic: string; reference: string }

type Outcome = 'collected' | 'rejected' | 'no_mandate';

/** One batch of the club's planned installments due on `date`; null when none is left to claim. */
export async function collectPlannedBatch(
  tx: Executor, bank: Bank, input: { tenantId: number; clubId: number; date: string; limit: number },
): Promise<BatchCounts | null> {
  const { tenantId, clubId, date } = input;
  const claimed = await queryRows<Claimed>(tx, sql`
    SELECT id, subscription_id, contact_id, amount_ti FROM billed_installments
    WHERE tenant_id = ${tenantId} AND club_id = ${clubId} AND debit_date = ${date}::date AND state = 'planned'
    ORDER BY id LIMIT ${input.limit} FOR UPDATE SKIP LOCKED`);
  if (claimed.length === 0) return null;
  const contactIds = [...new Set(claimed.map((c) => c.contact_id))];
  const mandates = await queryRows<ActiveMandate>(tx, sql`
    SELECT id, contact_id, iban, bic, reference FROM mandates
    WHERE tenant_id = ${tenantId} AND club_id = ${clubId} AND state = 'active' AND valid_from <= ${date}::date AND contact_id = ANY(${`{${contactIds.join(',')}}`}::int[])`);
  const mandateOf = new Map(mandates.map((m) => [m.contact_id, m]));

  // The bank first: its answer decides which contacts get an incident, whose locks come before the invoice counter's.
  const debits = claimed.flatMap((c) => {
    const mandate = mandateOf.get(c.contact_id);
    return mandate ? [{ ref: `billed_installments/${c.id}`, iban: mandate.iban, bic: mandate.bic, mandateReference: mandate.reference, amount: c.amount_ti }] : [];
  });
  const answers = new Map((await bank.collect(debits)).map((a) => [a.ref, a]));
  const outcome = (c: Claimed): Outcome => {
    const answer = answers.get(`billed_installments/${c.id}`);
    return answer === undefined ? 'no_mandate' : answer.collected ? 'collected' : 'rejected';
  };
  const failing = claimed.filter((c) => outcome(c) !== 'collected');
  if (failing.length > 0) {
    const ids = [...new Set(failing.map((c) => c.contact_id))].sort((a, b) => a - b);
    await tx.execute(sql`SELECT id FROM contacts WHERE tenant_id = ${tenantId} AND id = ANY(${`{${ids.join(',')}}`}::int[]) ORDER BY id FOR UPDATE`);
    // An upsert, not SELECT ... FOR UPDATE: a tenant without events yet has no counter row to lock.
    await tx.execute(sql`INSERT INTO event_sequences (tenant_id, last_seq) VALUES (${tenantId}, 0)
      ON CONFLICT (tenant_id) DO UPDATE SET last_seq = event_sequences.last_seq`);
  }

  const invoiceOf = await issueInstallmentInvoices(tx, tenantId, clubId, date, claimed.map((c) => ({
    installmentId: c.id, subscriptionId: c.subscription_id, contactId: c.contact_id, amountTI: c.amount_ti,
  })));
  await postCollectedDebits(tx, tenantId, claimed.filter((c) => outcome(c) === 'collected')
    .map((c) => ({ invoiceId: invoiceOf.get(c.id)!, contactId: c.contact_id, amountTI: c.amount_ti })));
  await openDebitIncidents(tx, tenantId, failing.map((c) => ({
    contactId: c.contact_id, invoiceId: invoiceOf.get(c.id)!, amount: c.amount_ti, reason: outcome(c) === 'rejected' ? 'debit_rejected' : 'no_mandate',
  })));

  const done = claimed.map((c) => ({ id: c.id, state: outcome(c), invoice_id: invoiceOf.get(c.id)!, mandate_id: mandateOf.get(c.contact_id)?.id ?? null }));
  await tx.execute(sql`
    UPDATE billed_installments b SET state = d.state, invoice_id = d.invoice_id, mandate_id = d.mandate_id, processed_at = now()
    FROM jsonb_to_recordset(${JSON.stringify(done)}::jsonb) AS d(id int, state text, invoice_id int, mandate_id int)
    WHERE b.tenant_id = ${tenantId} AND b.id = d.id`);
  const collected = done.filter((d) => d.state === 'collected').length;
  return { invoices: done.length, collected, rejected: done.length - collected };
}
