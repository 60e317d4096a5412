// What the member debt page and the staff finance page show of a contact's money owed: each amount,
// its invoice and why, beside the total that contact-debt.ts computes (the one place debt is summed).
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { queryRows } from '../../db/raw';
import { checkouts, clubs, contacts, incidents, invoices, type Closure } from '../../db/schema';
import { now } from '../../time/clock';
import { activeClosureOf } from '../closures/closure-view';
import { invoiceRemainingSql } from '../ledger/balances';
import { contactDebtDetail, type ContactDebt } from './contact-debt';

export interface OpenIncidentLine {
  id: number;
  amount: number;
  reason: string;
  createdAt: Date;
  invoice: { id: number; number: string; date: string } | null;
}

export interface OverdueInvoiceLine {
  id: number;
  number: string;
  date: string;
  lateDueDate: string;
  totalTI: number;
  /** What is still unpaid on it now. */
  remaining: number;
  saleId: number | null;
  contactId: number;
  clubId: number;
}

export interface ContactDebts {
  contactId: number;
  contactState: string;
  club: { id: number; name: string; code: string; timeZone: string; onlinePayment: boolean; webCheckoutId: number | null };
  debt: ContactDebt;
  incidents: OpenIncidentLine[];
  overdue: OverdueInvoiceLine[];
  closure: Closure | null;
}

/**
 * The overdue in_progress invoices (CONTRACT §9.4: unpaid remainder past lateDueDate, not in incident),
 * as contact-debt.ts counts them, one line each. `contactId` and `clubId` narrow the list; without them
 * the tenant's are read (the staff page), at most `limit`.
 */
export async function listOverdueInvoices(
  db: Executor, filter: { tenantId: number; contactId?: number; clubId?: number; limit?: number },
): Promise<OverdueInvoiceLine[]> {
  const at = now().toISOString();
  const rows = await queryRows<{
    id: number; number: string; date: string; late_due_date: string; total_ti: number; remaining: string | number;
    sale_id: number | null; contact_id: number; club_id: number;
  }>(db, sql`
    SELECT * FROM (
      SELECT i.id, i.number, i.date::text AS date, i.late_due_date::text AS late_due_date, i.total_ti, i.sale_id, i.contact_id, i.club_id,
        ${invoiceRemainingSql} AS remaining
      FROM invoices i JOIN clubs c ON c.tenant_id = i.tenant_id AND c.id = i.club_id
      WHERE i.tenant_id = ${filter.tenantId}
        ${filter.contactId !== undefined ? sql`AND i.contact_id = ${filter.contactId}` : sql``}
        ${filter.clubId !== undefined ? sql`AND i.club_id = ${filter.clubId}` : sql``}
        AND i.late_due_date IS NOT NULL
        AND i.late_due_date < (${at}::timestamptz AT TIME ZONE c.time_zone)::date
        AND NOT EXISTS (SELECT 1 FROM incidents n WHERE n.tenant_id = i.tenant_id AND n.invoice_id = i.id AND n.state = 'open')
    ) o WHERE o.remaining > 0 ORDER BY o.late_due_date, o.id LIMIT ${filter.limit ?? 100}`);
  return rows.map((r) => ({
    id: Number(r.id), number: r.number, date: r.date, lateDueDate: r.late_due_date, totalTI: Number(r.total_ti),
    remaining: Number(r.remaining), saleId: r.sale_id === null ? null : Number(r.sale_id), contactId: Number(r.contact_id), clubId: Number(r.club_id),
  }));
}

/** The invoices incidents name, by id (number and date to show beside each amount). */
export async function invoiceRefs(db: Executor, tenantId: number, ids: number[]): Promise<Map<number, { id: number; number: string; date: string }>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db.select({ id: invoices.id, number: invoices.number, date: invoices.date }).from(invoices)
    .where(and(eq(invoices.tenantId, tenantId), inArray(invoices.id, unique)));
  return new Map(rows.map((r) => [r.id, r]));
}

/**
 * A contact's money owed, line by line, for the member's own page (the caller has checked who may
 * read it: the member portal passes the signed-in member's contact only). Null when there is no such contact.
 */
export async function readContactDebts(db: Executor, tenantId: number, contactId: number): Promise<ContactDebts | null> {
  const [contact] = await db.select({ id: contacts.id, state: contacts.state, club: clubs }).from(contacts)
    .innerJoin(clubs, and(eq(clubs.tenantId, contacts.tenantId), eq(clubs.id, contacts.clubId)))
    .where(and(eq(contacts.tenantId, tenantId), eq(contacts.id, contactId))).limit(1);
  if (!contact) return null;
  const open = await db.select().from(incidents)
    .where(and(eq(incidents.tenantId, tenantId), eq(incidents.contactId, contactId), eq(incidents.state, 'open'))).orderBy(asc(incidents.id));
  const refs = await invoiceRefs(db, tenantId, open.flatMap((i) => (i.invoiceId === null ? [] : [i.invoiceId])));
  const [checkout] = await db.select({ id: checkouts.id }).from(checkouts)
    .where(and(eq(checkouts.tenantId, tenantId), eq(checkouts.clubId, contact.club.id), eq(checkouts.type, 'web'))).orderBy(asc(checkouts.id)).limit(1);
  const debt = await contactDebtDetail(db, tenantId, contactId);
  const overdue = await listOverdueInvoices(db, { tenantId, contactId });
  const closure = await activeClosureOf(db, tenantId, contactId);
  const { club } = contact;
  return {
    contactId, contactState: contact.state,
    club: { id: club.id, name: club.name, code: club.code, timeZone: club.timeZone, onlinePayment: club.onlinePayment, webCheckoutId: checkout?.id ?? null },
    debt,
    incidents: open.map((i) => ({
      id: i.id, amount: i.amount, reason: i.reason, createdAt: i.createdAt, invoice: i.invoiceId === null ? null : refs.get(i.invoiceId) ?? null,
    })),
    overdue, closure,
  };
}
