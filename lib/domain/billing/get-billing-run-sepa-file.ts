// GET /billing_runs/{id}/sepa_file (CONTRACT §12): the run's pain.008.001.02 file, every debit it
// submitted to the bank (whatever the bank answered since), built from what the run recorded: the
// creditor and creation time fixed on the run, each installment's EndToEndId and sequence type, its
// mandate. So the same run downloads the same bytes, however often.
import { sql } from 'drizzle-orm';
import { buildPain008, type SequenceType } from '../../bank/sepa-pain008';
import { queryRows } from '../../db/raw';
import { inTransaction } from '../../db/transaction';
import { confinedClubId, type OperationContext } from '../context';
import { DomainError, notFound } from '../errors';
import { fixRunCreditor } from './fix-run-creditor';

interface Run {
  id: number; club_id: number; date: string; file_created_at: Date | string | null;
  creditor_name: string | null; creditor_id: string | null; creditor_iban: string | null; creditor_bic: string | null;
}
interface Debit {
  ref: string; amount: number; sequence_type: SequenceType; reference: string; signed_on: string;
  holder: string; iban: string; bic: string; invoice_number: string | null;
}

export async function getBillingRunSepaFile(ctx: OperationContext & { runId: number }): Promise<{ filename: string; xml: string }> {
  const tenantId = ctx.tenant.id;
  const { run, debits } = await inTransaction(async (tx) => {
    const find = () => queryRows<Run>(tx, sql`SELECT id, club_id, date::text AS date, file_created_at, creditor_name, creditor_id, creditor_iban, creditor_bic
      FROM billing_runs WHERE tenant_id = ${tenantId} AND id = ${ctx.runId}`);
    const [found] = await find();
    const confined = confinedClubId(ctx.actor);
    if (!found || (confined !== undefined && confined !== found.club_id)) throw notFound('Billing run');
    await fixRunCreditor(tx, tenantId, found.club_id, found.date);
    const [fixed] = await find();
    const rows = await queryRows<Debit>(tx, sql`
      SELECT b.end_to_end_id AS ref, b.amount_ti AS amount, b.sequence_type, m.reference, m.holder, m.iban, m.bic, i.number AS invoice_number,
        coalesce((m.signed_at AT TIME ZONE c.time_zone)::date, m.valid_from)::text AS signed_on
      FROM billed_installments b
      JOIN mandates m ON m.tenant_id = b.tenant_id AND m.id = b.mandate_id
      JOIN clubs c ON c.tenant_id = b.tenant_id AND c.id = b.club_id
      LEFT JOIN invoices i ON i.tenant_id = b.tenant_id AND i.id = b.invoice_id
      WHERE b.tenant_id = ${tenantId} AND b.club_id = ${found.club_id} AND b.debit_date = ${found.date}::date AND b.end_to_end_id IS NOT NULL
      ORDER BY b.id`);
    return { run: fixed!, debits: rows };
  });
  if (debits.length === 0) throw new DomainError('api.error.billing-run.no-direct-debit', 'This billing run submitted no direct debit: it has no SEPA file.');
  const { creditor_name: name, creditor_id: creditorId, creditor_iban: iban, creditor_bic: bic } = run;
  if (!name || !creditorId || !iban || !bic) {
    throw new DomainError('api.error.billing-run.creditor-missing',
      'The club\'s SEPA creditor identifier, IBAN and BIC are needed for its bank file: set them in the club\'s settings.');
  }
  const xml = buildPain008({
    messageId: `CMS-${run.id}-${debits.length}`,
    createdAt: run.file_created_at instanceof Date ? run.file_created_at : new Date(run.file_created_at!),
    collectionDate: run.date,
    creditor: { name, creditorId, iban, bic },
    transactions: debits.map((d) => ({
      endToEndId: d.ref, amount: Number(d.amount), sequenceType: d.sequence_type, mandateId: d.reference, mandateSignedOn: String(d.signed_on).slice(0, 10),
      debtorName: d.holder, debtorIban: d.iban, debtorBic: d.bic, remittance: d.invoice_number ?? undefined,
    })),
  });
  return { filename: `sepa-${run.date}-${run.id}.xml`, xml };
}
