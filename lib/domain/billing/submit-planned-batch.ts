// The first half of collecting a billing day's batch (CONTRACT §9.8, §12), in one transaction: a batch
// of planned installments, claimed with FOR UPDATE SKIP LOCKED (so several processes share the day's
// work without waiting on each other), is invoiced and recorded as `submitted` with its EndToEndId and
// SEPA sequence type, before anything reaches the bank. An installment without an active mandate gets
// its incident here and is done. A crash before commit leaves the batch planned; after it, the debits
// are known as submitted, and a later run asks the bank about them instead of sending them again.
//
// Lock order, as a sale's validation takes them (validate-sale.ts), so the two never wait on each
// other in a circle: the contacts whose incidents open, the tenant's event counter (their events),
// then the tenant's invoice counter.
import { sql } from 'drizzle-orm';
import type { DirectDebit } from '../../bank/bank';
import type { Executor } from '../../db/client';
import { queryRows } from '../../db/raw';
import { now } from '../../time/clock';
import { fixRunCreditor } from './fix-run-creditor';
import { issueInstallmentInvoices } from './issue-installment-invoices';
import { lockContactsForIncidents } from './lock-contacts-for-incidents';
import { openDebitIncidents } from './open-debit-incidents';

export interface SubmittedBatch {
  invoices: number;
  noMandate: number;
  /** What to hand the bank, after commit. */
  debits: DirectDebit[];
}

interface Claimed { id: number; subscription_id: number; contact_id: number; amount_ti: number }
interface ActiveMandate { id: number; contact_id: number; iban: string; bic: string; reference: string; first: boolean }

/** The EndToEndId an installment is submitted under (at most 35 characters, unique: the id is). */
export const endToEndIdOf = (installmentId: number) => `BI-${installmentId}`;

const intArray = (ids: number[]) => `{${ids.join(',')}}`;

/** One batch of the club's planned installments due on `date`; null when none is left to claim. */
export async function submitPlannedBatch(
  tx: Executor, input: { tenantId: number; clubId: number; date: string; limit: number },
): Promise<SubmittedBatch | null> {
  const { tenantId, clubId, date } = input;
  const claimed = await queryRows<Claimed>(tx, sql`
    SELECT id, subscription_id, contact_id, amount_ti FROM billed_installments
    WHERE tenant_id = ${tenantId} AND club_id = ${clubId} AND debit_date = ${date}::date AND state = 'planned'
    ORDER BY id LIMIT ${input.limit} FOR UPDATE SKIP LOCKED`);
  if (claimed.length === 0) return null;
  const contactIds = [...new Set(claimed.map((c) => c.contact_id))];
  // FRST for a mandate none of whose debits was submitted or collected yet (a first debit the bank
  // rejected leaves the next one FRST, as the EPC rulebook asks), else RCUR.
  const mandates = await queryRows<ActiveMandate>(tx, sql`
    SELECT m.id, m.contact_id, m.iban, m.bic, m.reference,
      NOT EXISTS (SELECT 1 FROM billed_installments p WHERE p.tenant_id = m.tenant_id AND p.mandate_id = m.id
        AND p.state IN ('submitted', 'collected')) AS first
    FROM mandates m
    WHERE m.tenant_id = ${tenantId} AND m.club_id = ${clubId} AND m.state = 'active' AND m.valid_from <= ${date}::date
      AND m.contact_id = ANY(${intArray(contactIds)}::int[])`);
  const mandateOf = new Map(mandates.map((m) => [m.contact_id, m]));
  const orphans = claimed.filter((c) => !mandateOf.has(c.contact_id));
  await lockContactsForIncidents(tx, tenantId, orphans.map((c) => c.contact_id));

  const invoiceOf = await issueInstallmentInvoices(tx, tenantId, clubId, date, claimed.map((c) => ({
    installmentId: c.id, subscriptionId: c.subscription_id, contactId: c.contact_id, amountTI: c.amount_ti,
  })));
  await openDebitIncidents(tx, tenantId, orphans.map((c) => ({
    contactId: c.contact_id, invoiceId: invoiceOf.get(c.id)!, amount: c.amount_ti, reason: 'no_mandate',
  })));

  const rows = claimed.map((c) => {
    const mandate = mandateOf.get(c.contact_id);
    return {
      id: c.id, invoice_id: invoiceOf.get(c.id)!, mandate_id: mandate?.id ?? null,
      state: mandate ? 'submitted' : 'no_mandate',
      end_to_end_id: mandate ? endToEndIdOf(c.id) : null,
      sequence_type: mandate ? (mandate.first ? 'FRST' : 'RCUR') : null,
    };
  });
  await tx.execute(sql`
    UPDATE billed_installments b SET state = d.state, invoice_id = d.invoice_id, mandate_id = d.mandate_id,
      end_to_end_id = d.end_to_end_id, sequence_type = d.sequence_type, processed_at = ${now().toISOString()}::timestamptz
    FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
      AS d(id int, state text, invoice_id int, mandate_id int, end_to_end_id text, sequence_type text)
    WHERE b.tenant_id = ${tenantId} AND b.id = d.id`);
  const debits = claimed.flatMap((c) => {
    const mandate = mandateOf.get(c.contact_id);
    return mandate ? [{ ref: endToEndIdOf(c.id), iban: mandate.iban, bic: mandate.bic, mandateReference: mandate.reference, amount: c.amount_ti }] : [];
  });
  if (debits.length > 0) await fixRunCreditor(tx, tenantId, clubId, date);
  await tx.execute(sql`UPDATE billing_runs SET invoices = invoices + ${claimed.length}, rejected = rejected + ${orphans.length}, updated_at = now()
    WHERE tenant_id = ${tenantId} AND club_id = ${clubId} AND date = ${date}::date`);
  return { invoices: claimed.length, noMandate: orphans.length, debits };
}
