// What the staff finance page reads: incidents with who owes them and their invoice, and what closing
// a contact would do, listed before staff confirm it (CONTRACT §9.5's consequences).
import { and, count, eq, inArray, isNull } from 'drizzle-orm';
import { getDb } from '../../db/client';
import { contacts, identificators, subscriptions, type Incident } from '../../db/schema';
import { confinedClubId, type OperationContext } from '../context';
import { assertMaySearchContacts } from '../contacts/contact-access';
import type { Page, PageRequest } from '../paging';
import { contactDebtDetail, type ContactDebt } from './contact-debt';
import { pageIncidentViews, type IncidentView } from './incident-view';
import { invoiceRefs, listOverdueInvoices, type OverdueInvoiceLine } from './list-member-debts';

export type NamedContact = { id: number; givenName: string; familyName: string; number: string; clubId: number };
export type BoardIncident = IncidentView & { contact: NamedContact | null; invoice: { id: number; number: string; date: string } | null };

export interface BoardFilter {
  state?: Incident['state'];
  clubId?: number;
  contactId?: number;
}

async function namedContacts(tenantId: number, ids: number[]): Promise<Map<number, NamedContact>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const db = await getDb();
  const rows = await db.select({ id: contacts.id, givenName: contacts.givenName, familyName: contacts.familyName, number: contacts.number, clubId: contacts.clubId })
    .from(contacts).where(and(eq(contacts.tenantId, tenantId), inArray(contacts.id, unique)));
  return new Map(rows.map((r) => [r.id, r]));
}

/** Incidents by state, club and contact for staff (a club-bound actor sees its club's only). */
export async function listBoardIncidents(ctx: OperationContext & BoardFilter & { page: PageRequest }): Promise<Page<BoardIncident>> {
  assertMaySearchContacts(ctx.actor);
  const db = await getDb();
  const clubId = confinedClubId(ctx.actor) ?? ctx.clubId;
  const found = await pageIncidentViews(db, {
    tenantId: ctx.tenant.id, ...(clubId !== undefined ? { clubId } : {}), ...(ctx.contactId !== undefined ? { contactId: ctx.contactId } : {}),
    ...(ctx.state ? { state: ctx.state } : {}),
  }, ctx.page);
  const [people, refs] = await Promise.all([
    namedContacts(ctx.tenant.id, found.items.map((i) => i.contactId)),
    invoiceRefs(db, ctx.tenant.id, found.items.flatMap((i) => (i.invoiceId === null ? [] : [i.invoiceId]))),
  ]);
  return {
    totalItems: found.totalItems,
    items: found.items.map((i) => ({ ...i, contact: people.get(i.contactId) ?? null, invoice: i.invoiceId === null ? null : refs.get(i.invoiceId) ?? null })),
  };
}

/** Overdue invoices for staff, with who owes them. */
export async function listBoardOverdue(ctx: OperationContext & Omit<BoardFilter, 'state'>): Promise<(OverdueInvoiceLine & { contact: NamedContact | null })[]> {
  assertMaySearchContacts(ctx.actor);
  const clubId = confinedClubId(ctx.actor) ?? ctx.clubId;
  const lines = await listOverdueInvoices(await getDb(), {
    tenantId: ctx.tenant.id, limit: 50, ...(clubId !== undefined ? { clubId } : {}), ...(ctx.contactId !== undefined ? { contactId: ctx.contactId } : {}),
  });
  const people = await namedContacts(ctx.tenant.id, lines.map((l) => l.contactId));
  return lines.map((l) => ({ ...l, contact: people.get(l.contactId) ?? null }));
}

export interface ClosurePreview {
  debt: ContactDebt;
  /** Active subscriptions the closure would deactivate (their options go with them). */
  activeSubscriptions: number;
  /** Badges it would disable. */
  enabledBadges: number;
}

/** What closing this contact would change, read just before staff confirm (the caller has read the contact). */
export async function previewClosure(ctx: OperationContext & { contactId: number }): Promise<ClosurePreview> {
  const db = await getDb();
  const [subs] = await db.select({ n: count() }).from(subscriptions)
    .where(and(eq(subscriptions.tenantId, ctx.tenant.id), eq(subscriptions.contactId, ctx.contactId), eq(subscriptions.state, 'active')));
  const [badges] = await db.select({ n: count() }).from(identificators)
    .where(and(eq(identificators.tenantId, ctx.tenant.id), eq(identificators.contactId, ctx.contactId), isNull(identificators.disabledAt)));
  return { debt: await contactDebtDetail(db, ctx.tenant.id, ctx.contactId), activeSubscriptions: subs?.n ?? 0, enabledBadges: badges?.n ?? 0 };
}
