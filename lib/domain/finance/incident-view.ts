import { and, asc, count, eq, inArray, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { clubs, contacts, incidents, type Incident } from '../../db/schema';
import type { Page, PageRequest } from '../paging';

/** An incident with its contact's club (who may reach it, and the clock its dates are shown in). */
export type IncidentView = Incident & { clubId: number; clubTimeZone: string };

const columns = { incident: incidents, clubId: contacts.clubId, clubTimeZone: clubs.timeZone };
const flatten = (rows: { incident: Incident; clubId: number; clubTimeZone: string }[]): IncidentView[] =>
  rows.map((r) => ({ ...r.incident, clubId: r.clubId, clubTimeZone: r.clubTimeZone }));

function joined(db: Executor) {
  return db.select(columns).from(incidents)
    .innerJoin(contacts, and(eq(contacts.tenantId, incidents.tenantId), eq(contacts.id, incidents.contactId)))
    .innerJoin(clubs, and(eq(clubs.tenantId, contacts.tenantId), eq(clubs.id, contacts.clubId)));
}

export async function readIncidentViews(db: Executor, tenantId: number, ids: number[]): Promise<IncidentView[]> {
  if (ids.length === 0) return [];
  return flatten(await joined(db).where(and(eq(incidents.tenantId, tenantId), inArray(incidents.id, ids))).orderBy(asc(incidents.id)));
}

export interface IncidentFilter {
  tenantId: number;
  contactId?: number;
  /** A club-bound token sees its club's contacts only. */
  clubId?: number;
  state?: Incident['state'];
  invoiceId?: number;
}

export async function pageIncidentViews(db: Executor, filter: IncidentFilter, page: PageRequest): Promise<Page<IncidentView>> {
  const filters: SQL[] = [eq(incidents.tenantId, filter.tenantId)];
  if (filter.contactId !== undefined) filters.push(eq(incidents.contactId, filter.contactId));
  if (filter.clubId !== undefined) filters.push(eq(contacts.clubId, filter.clubId));
  if (filter.state !== undefined) filters.push(eq(incidents.state, filter.state));
  if (filter.invoiceId !== undefined) filters.push(eq(incidents.invoiceId, filter.invoiceId));
  const where = and(...filters);
  const [rows, [total]] = await Promise.all([
    joined(db).where(where).orderBy(asc(incidents.id)).limit(page.itemsPerPage).offset((page.page - 1) * page.itemsPerPage),
    db.select({ n: count() }).from(incidents)
      .innerJoin(contacts, and(eq(contacts.tenantId, incidents.tenantId), eq(contacts.id, incidents.contactId))).where(where),
  ]);
  return { items: flatten(rows), totalItems: total?.n ?? 0 };
}
