// The staff lists an export can write (CONTRACT §15), each as one keyset query: its rows after an
// id, in id order, a batch at a time. Amounts are cents (the caller writes them as euros), times
// are the club's local ones.
import { sql, type SQL } from 'drizzle-orm';
import { attendeeStates, contactStates, incidentStates, saleStates, subscriptionStates } from '../../db/schema';
import { localTime, periodOf, whereAll, type ListFilters } from './list-filters';

export const exportLists = ['contacts', 'subscriptions', 'sales', 'invoices', 'incidents', 'entries', 'attendees'] as const;
export type ExportListName = (typeof exportLists)[number];

export interface ExportColumn { name: string; money?: boolean }

export interface ListDefinition {
  columns: ExportColumn[];
  states?: readonly string[];
  /** The batch after `after`: `id` first, then one alias per column. */
  batch(tenantId: number, filters: ListFilters, after: number, limit: number): SQL;
}

const cols = (...names: string[]): ExportColumn[] => names.map((name) => ({ name, money: ['totalTI', 'amount', 'paidAmount'].includes(name) }));
const zone = sql`k.time_zone`;
const page = (after: number, limit: number, id: SQL) => sql`AND ${id} > ${after} ORDER BY ${id} LIMIT ${limit}`;
const eq = (column: SQL, value: number | string | undefined) => (value === undefined ? [] : [sql`${column} = ${value}`]);

export const LISTS: Record<ExportListName, ListDefinition> = {
  contacts: {
    columns: cols('id', 'number', 'club', 'givenName', 'familyName', 'email', 'mobile', 'birthDate', 'state', 'postalCode', 'addressLocality', 'createdAt'),
    states: contactStates,
    batch: (tenantId, f, after, limit) => {
      const words = f.q?.trim() ? `%${f.q.trim().replace(/[\\%_]/g, '\\$&')}%` : undefined;
      return sql`SELECT c.id, c.number, k.name AS club, c.given_name AS "givenName", c.family_name AS "familyName", c.email, c.mobile,
        c.birth_date::text AS "birthDate", c.state, c.postal_code AS "postalCode", c.address_locality AS "addressLocality", ${localTime(sql`c.created_at`, zone)} AS "createdAt"
        FROM contacts c JOIN clubs k ON k.tenant_id = c.tenant_id AND k.id = c.club_id
        WHERE ${whereAll([sql`c.tenant_id = ${tenantId}`, sql`c.state <> 'temp'`, ...eq(sql`c.club_id`, f.clubId), ...eq(sql`c.id`, f.contactId), ...eq(sql`c.state`, f.state),
          ...(words ? [sql`concat_ws(' ', c.given_name, c.family_name, c.email, c.number) ILIKE ${words}`] : []), ...periodOf(sql`c.created_at`, zone, f)])}
        ${page(after, limit, sql`c.id`)}`;
    },
  },
  subscriptions: {
    columns: cols('id', 'contactNumber', 'contactName', 'club', 'name', 'paymentType', 'startDate', 'engagedThrough', 'endDate', 'state', 'createdAt'),
    states: subscriptionStates,
    batch: (tenantId, f, after, limit) => sql`SELECT s.id, c.number AS "contactNumber", concat_ws(' ', c.given_name, c.family_name) AS "contactName", k.name AS club,
      s.name, s.payment_type AS "paymentType", s.start_date::text AS "startDate", s.engaged_through::text AS "engagedThrough", s.end_date::text AS "endDate",
      s.state, ${localTime(sql`s.created_at`, zone)} AS "createdAt"
      FROM subscriptions s JOIN clubs k ON k.tenant_id = s.tenant_id AND k.id = s.club_id JOIN contacts c ON c.tenant_id = s.tenant_id AND c.id = s.contact_id
      WHERE ${whereAll([sql`s.tenant_id = ${tenantId}`, ...eq(sql`s.club_id`, f.clubId), ...eq(sql`s.contact_id`, f.contactId), ...eq(sql`s.state`, f.state), ...periodOf(sql`s.created_at`, zone, f)])}
      ${page(after, limit, sql`s.id`)}`,
  },
  sales: {
    columns: cols('id', 'contactNumber', 'contactName', 'club', 'state', 'totalTI', 'invoiceNumber', 'createdAt', 'validatedAt'),
    states: saleStates,
    batch: (tenantId, f, after, limit) => sql`SELECT s.id, s.contact_number AS "contactNumber", concat_ws(' ', s.contact_given_name, s.contact_family_name) AS "contactName",
      k.name AS club, s.state, coalesce((SELECT sum(a.price_ti) FROM sale_articles a WHERE a.tenant_id = s.tenant_id AND a.sale_id = s.id), 0) AS "totalTI",
      (SELECT i.number FROM invoices i WHERE i.tenant_id = s.tenant_id AND i.sale_id = s.id ORDER BY i.id LIMIT 1) AS "invoiceNumber",
      ${localTime(sql`s.created_at`, zone)} AS "createdAt", ${localTime(sql`s.validated_at`, zone)} AS "validatedAt"
      FROM sales s JOIN clubs k ON k.tenant_id = s.tenant_id AND k.id = s.club_id
      WHERE ${whereAll([sql`s.tenant_id = ${tenantId}`, ...eq(sql`s.club_id`, f.clubId), ...eq(sql`s.contact_id`, f.contactId), ...eq(sql`s.state`, f.state), ...periodOf(sql`s.created_at`, zone, f)])}
      ${page(after, limit, sql`s.id`)}`,
  },
  // What was paid of an invoice: its total less its receivable balance (a sale's postings are named by the sale).
  invoices: {
    columns: cols('id', 'number', 'date', 'contactNumber', 'contactName', 'club', 'totalTI', 'paidAmount', 'lateDueDate'),
    batch: (tenantId, f, after, limit) => sql`SELECT i.id, i.number, i.date::text AS date, c.number AS "contactNumber", concat_ws(' ', c.given_name, c.family_name) AS "contactName",
      k.name AS club, i.total_ti AS "totalTI",
      i.total_ti - coalesce((SELECT sum(p.amount) FROM ledger_postings p WHERE p.tenant_id = i.tenant_id AND p.account = 'receivable'
        AND (CASE WHEN i.sale_id IS NULL THEN p.invoice_id = i.id ELSE p.sale_id = i.sale_id END)), 0) AS "paidAmount",
      i.late_due_date::text AS "lateDueDate"
      FROM invoices i JOIN clubs k ON k.tenant_id = i.tenant_id AND k.id = i.club_id JOIN contacts c ON c.tenant_id = i.tenant_id AND c.id = i.contact_id
      WHERE ${whereAll([sql`i.tenant_id = ${tenantId}`, ...eq(sql`i.club_id`, f.clubId), ...eq(sql`i.contact_id`, f.contactId),
        ...(f.from ? [sql`i.date >= ${f.from}::date`] : []), ...(f.to ? [sql`i.date <= ${f.to}::date`] : [])])}
      ${page(after, limit, sql`i.id`)}`,
  },
  incidents: {
    columns: cols('id', 'contactNumber', 'contactName', 'club', 'invoiceNumber', 'amount', 'state', 'reason', 'createdAt', 'settledAt'),
    states: incidentStates,
    // An incident's club: its invoice's, else its contact's (as the finance board reads it).
    batch: (tenantId, f, after, limit) => sql`SELECT n.id, c.number AS "contactNumber", concat_ws(' ', c.given_name, c.family_name) AS "contactName", k.name AS club,
      i.number AS "invoiceNumber", n.amount, n.state, n.reason, ${localTime(sql`n.created_at`, zone)} AS "createdAt", ${localTime(sql`n.settled_at`, zone)} AS "settledAt"
      FROM incidents n JOIN contacts c ON c.tenant_id = n.tenant_id AND c.id = n.contact_id
      LEFT JOIN invoices i ON i.tenant_id = n.tenant_id AND i.id = n.invoice_id
      JOIN clubs k ON k.tenant_id = n.tenant_id AND k.id = coalesce(i.club_id, c.club_id)
      WHERE ${whereAll([sql`n.tenant_id = ${tenantId}`, ...eq(sql`k.id`, f.clubId), ...eq(sql`n.contact_id`, f.contactId), ...eq(sql`n.state`, f.state), ...periodOf(sql`n.created_at`, zone, f)])}
      ${page(after, limit, sql`n.id`)}`,
  },
  entries: {
    columns: cols('id', 'at', 'club', 'crossingPoint', 'direction', 'contactNumber', 'contactName', 'blocked', 'reasons'),
    batch: (tenantId, f, after, limit) => sql`SELECT e.id, ${localTime(sql`e.created_at`, zone)} AS at, k.name AS club, p.name AS "crossingPoint", e.direction,
      c.number AS "contactNumber", concat_ws(' ', c.given_name, c.family_name) AS "contactName", e.is_blocking AS blocked, array_to_string(e.reasons, ' ') AS reasons
      FROM entries e JOIN clubs k ON k.tenant_id = e.tenant_id AND k.id = e.club_id
      JOIN crossing_points p ON p.tenant_id = e.tenant_id AND p.id = e.crossing_point_id JOIN contacts c ON c.tenant_id = e.tenant_id AND c.id = e.contact_id
      WHERE ${whereAll([sql`e.tenant_id = ${tenantId}`, ...eq(sql`e.club_id`, f.clubId), ...eq(sql`e.contact_id`, f.contactId), ...eq(sql`e.crossing_point_id`, f.crossingPointId),
        ...(f.blockedOnly ? [sql`e.is_blocking`] : []), ...periodOf(sql`e.created_at`, zone, f)])}
      ${page(after, limit, sql`e.id`)}`,
  },
  attendees: {
    columns: cols('id', 'classStart', 'className', 'club', 'contactNumber', 'contactName', 'state', 'channel', 'showed', 'bookedAt', 'canceledAt'),
    states: attendeeStates,
    // The period is the class's day: staff export a week's bookings, not when they were made.
    batch: (tenantId, f, after, limit) => sql`SELECT a.id, ${localTime(sql`e.started_at`, zone)} AS "classStart", e.name AS "className", k.name AS club,
      c.number AS "contactNumber", concat_ws(' ', c.given_name, c.family_name) AS "contactName", a.state, a.channel, a.showed,
      ${localTime(sql`a.booked_at`, zone)} AS "bookedAt", ${localTime(sql`a.canceled_at`, zone)} AS "canceledAt"
      FROM attendees a JOIN class_events e ON e.tenant_id = a.tenant_id AND e.id = a.class_event_id
      JOIN clubs k ON k.tenant_id = e.tenant_id AND k.id = e.club_id JOIN contacts c ON c.tenant_id = a.tenant_id AND c.id = a.contact_id
      WHERE ${whereAll([sql`a.tenant_id = ${tenantId}`, ...eq(sql`e.club_id`, f.clubId), ...eq(sql`a.contact_id`, f.contactId), ...eq(sql`a.state`, f.state), ...periodOf(sql`e.started_at`, zone, f)])}
      ${page(after, limit, sql`a.id`)}`,
  },
};
