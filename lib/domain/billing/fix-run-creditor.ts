// A run's SEPA file must download identical however often (CONTRACT §12): its creation time and the
// club's creditor (legal name, else the club's name; identifier, IBAN, BIC) are fixed on the run the
// first time it submits debits or its file is asked for. A detail the club had not yet set is taken
// from the club when it has one, then kept.
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { now } from '../../time/clock';

export async function fixRunCreditor(tx: Executor, tenantId: number, clubId: number, date: string): Promise<void> {
  await tx.execute(sql`
    UPDATE billing_runs r SET file_created_at = coalesce(r.file_created_at, ${now().toISOString()}::timestamptz),
      creditor_name = coalesce(r.creditor_name, nullif(trim(c.legal_name), ''), c.name),
      creditor_id = coalesce(r.creditor_id, c.sepa_creditor_id),
      creditor_iban = coalesce(r.creditor_iban, c.creditor_iban),
      creditor_bic = coalesce(r.creditor_bic, c.creditor_bic)
    FROM clubs c
    WHERE r.tenant_id = ${tenantId} AND r.club_id = ${clubId} AND r.date = ${date}::date
      AND c.tenant_id = r.tenant_id AND c.id = r.club_id
      AND (r.file_created_at IS NULL OR r.creditor_id IS NULL OR r.creditor_iban IS NULL OR r.creditor_bic IS NULL)`);
}
