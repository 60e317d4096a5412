// A rejected debit, or an installment without an active mandate, becomes an incident on its invoice
// (CONTRACT §9.8), which makes it debt and blocks the contact through the accounting tag (§9.4). What
// finance's openIncident and syncAccountingTag do for one incident, done for the whole batch in one
// statement: a billing day rejects thousands at once, and one incident after the other took ~16 ms
// each. The batch has already locked these contacts (so no other transaction changes their incidents
// or tags meanwhile), then the tenant's event counter, before the invoice counter; the invoices are
// the batch's own, each the contact's.
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { emitEventCtes } from '../../events/emit-event';
import { now } from '../../time/clock';
import { ACCOUNTING_TAG } from '../finance/sync-accounting-tag';

export interface DebitIncident {
  contactId: number;
  invoiceId: number;
  amount: number;
  reason: 'debit_rejected' | 'no_mandate';
}

/**
 * Opens the incidents, and gives each contact without one the `blocking_debt` accounting tag dated
 * its club's today, with its `accounting_contact_tag.created` event (in contact id order).
 */
export async function openDebitIncidents(tx: Executor, tenantId: number, list: DebitIncident[]): Promise<void> {
  if (list.length === 0) return;
  const rows = [...list].sort((a, b) => a.contactId - b.contactId || a.invoiceId - b.invoiceId)
    .map((i) => ({ contact_id: i.contactId, invoice_id: i.invoiceId, amount: i.amount, reason: i.reason }));
  const prefix = sql`'/' || (SELECT token FROM tenants WHERE id = ${tenantId}) || '/'`;
  await tx.execute(sql`
    WITH input AS (
      SELECT * FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS d(contact_id int, invoice_id int, amount int, reason text)
    ), opened AS (
      INSERT INTO incidents (tenant_id, contact_id, invoice_id, amount, reason)
      SELECT ${tenantId}, contact_id, invoice_id, amount, reason FROM input
      RETURNING id
    ), untagged AS (
      SELECT c.id, c.club_id, cl.time_zone FROM contacts c
        JOIN clubs cl ON cl.tenant_id = c.tenant_id AND cl.id = c.club_id
      WHERE c.tenant_id = ${tenantId} AND c.id IN (SELECT contact_id FROM input)
        AND NOT EXISTS (SELECT 1 FROM contact_tags t WHERE t.tenant_id = c.tenant_id AND t.contact_id = c.id AND t.accounting)
    ), tagged AS (
      INSERT INTO contact_tags (tenant_id, contact_id, name, valid_from, valid_through, accounting)
      SELECT ${tenantId}, id, ${ACCOUNTING_TAG}, (${now().toISOString()}::timestamptz AT TIME ZONE time_zone)::date, NULL, true FROM untagged
      RETURNING id, contact_id
    ), tag_rows AS (
      SELECT tagged.id AS tag_id, tagged.contact_id, untagged.club_id, row_number() OVER (ORDER BY tagged.contact_id) AS event_rn
      FROM tagged JOIN untagged ON untagged.id = tagged.contact_id
    ), ${emitEventCtes({
      tenantId, event: 'accounting_contact_tag.created', clubId: sql`tag_rows.club_id`, rows: sql`tag_rows`,
      object: {
        accountingContactTagId: sql`${prefix} || 'contact_tags/' || tag_rows.tag_id`,
        contactId: sql`${prefix} || 'contacts/' || tag_rows.contact_id`,
      },
    })}
    SELECT (SELECT count(*) FROM opened) AS opened`);
}
