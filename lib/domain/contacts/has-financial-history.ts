import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { queryRows } from '../../db/raw';

/**
 * Whether a contact has money history, which keeps it from being deleted (CONTRACT §6, "Deleting and
 * erasing"; docs/decisions.md, Contacts): a ledger posting naming it, an invoice, a payment it made or
 * was made for, an incident, a payable object (an online payment asked of a provider), or a sale that
 * is more than a plain empty cart (a cart without articles: it is deleted with the contact).
 */
export async function hasFinancialHistory(tx: Executor, tenantId: number, contactId: number): Promise<boolean> {
  const [row] = await queryRows<{ found: boolean }>(tx, sql`SELECT
    EXISTS (SELECT 1 FROM ledger_postings WHERE tenant_id = ${tenantId} AND contact_id = ${contactId})
    OR EXISTS (SELECT 1 FROM invoices WHERE tenant_id = ${tenantId} AND contact_id = ${contactId})
    OR EXISTS (SELECT 1 FROM payments WHERE tenant_id = ${tenantId} AND (contact_id = ${contactId} OR payer_contact_id = ${contactId}))
    OR EXISTS (SELECT 1 FROM incidents WHERE tenant_id = ${tenantId} AND contact_id = ${contactId})
    OR EXISTS (SELECT 1 FROM payable_objects WHERE tenant_id = ${tenantId} AND contact_id = ${contactId})
    OR EXISTS (SELECT 1 FROM sales s WHERE s.tenant_id = ${tenantId} AND s.contact_id = ${contactId}
      AND NOT (s.state = 'cart' AND NOT EXISTS (SELECT 1 FROM sale_articles a WHERE a.tenant_id = s.tenant_id AND a.sale_id = s.id)))
    AS found`);
  return row?.found === true;
}

/** The contact's plain empty carts (no articles, hence no money): they go with a deleted contact. */
export async function deleteEmptyCarts(tx: Executor, tenantId: number, contactId: number): Promise<void> {
  await tx.execute(sql`DELETE FROM sales s WHERE s.tenant_id = ${tenantId} AND s.contact_id = ${contactId} AND s.state = 'cart'
    AND NOT EXISTS (SELECT 1 FROM sale_articles a WHERE a.tenant_id = s.tenant_id AND a.sale_id = s.id)`);
}
