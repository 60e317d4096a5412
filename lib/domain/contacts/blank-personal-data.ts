import { and, eq, isNull, ne } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import {
  calendarFeeds, contacts, contactTags, mandates, memberLoginCodes, optins, sales, signatureRequests, staffUsers, type ContactTag,
} from '../../db/schema';
import { emitEvent } from '../../events/emit-event';
import { iri } from '../../iri';
import { now } from '../../time/clock';
import type { Actor, TenantRef } from '../context';
import { emitContactEvent } from './emit-contact-event';
import { emitTagEvent } from './emit-tag-event';

/** What an erasure changed beside the contact row, for its events. */
export interface Erasure {
  optinIds: number[];
  tags: ContactTag[];
}

/** The e-mail an erased contact keeps: unique (its number is), not an address anyone can receive at (RFC 2606). */
export const erasedEmail = (number: string): string => `erased-${number.toLowerCase()}@erased.invalid`;

/** Who erased, as `contacts.erased_by` keeps it: the staff member's e-mail, or the API client's id. */
export async function erasedByOf(tx: Executor, tenantId: number, actor: Actor): Promise<string> {
  if (actor.kind === 'client') return actor.clientId;
  if (actor.kind === 'staff') {
    const [user] = await tx.select({ email: staffUsers.email }).from(staffUsers)
      .where(and(eq(staffUsers.tenantId, tenantId), eq(staffUsers.id, actor.userId))).limit(1);
    return user?.email ?? `staff:${actor.userId}`;
  }
  return actor.kind === 'member' ? `member:${actor.contactId}` : 'system';
}

/**
 * Blanks a person's data and keeps its money (CONTRACT §6; docs/decisions.md, Contacts): identity,
 * contact details, address and picture on the contact; the names and address copied on its sales
 * (their number stays); on its mandates the IBAN, BIC, holder, names and address, every pending or
 * active one revoked (row, reference and state kept); opt-ins all off; its ordinary tags removed
 * (accounting tags follow the money, unless `allTags`); pending signature requests expired, sign-in
 * codes deleted, calendar feeds revoked. Invoices, payments, incidents, sales and the ledger stay.
 * The caller holds the contact's row lock and emits the events last (emitErasureEvents).
 */
export async function blankPersonalData(
  tx: Executor, tenant: TenantRef, contact: { id: number; number: string }, erasedBy: string, allTags = false,
): Promise<Erasure> {
  const at = now();
  const mine = (table: { tenantId: AnyPgColumn; contactId: AnyPgColumn }) => and(eq(table.tenantId, tenant.id), eq(table.contactId, contact.id));
  await tx.update(contacts).set({
    email: erasedEmail(contact.number), givenName: '', familyName: '', birthDate: null, gender: null, mobile: null, landline: null,
    addressCountry: null, addressCountryIso: null, addressLocality: null, postalCode: null, streetAddress: null, supplement: null,
    pictureId: null, erasedAt: at, erasedBy, updatedAt: at,
  }).where(and(eq(contacts.tenantId, tenant.id), eq(contacts.id, contact.id)));
  await tx.update(sales).set({
    contactGivenName: '', contactFamilyName: '', addressCountry: null, addressLocality: null, postalCode: null, streetAddress: null, updatedAt: at,
  }).where(mine(sales));
  await tx.update(mandates).set({ state: 'revoked', revokedAt: at }).where(and(mine(mandates), ne(mandates.state, 'revoked')));
  await tx.update(mandates).set({
    iban: '', bic: '', holder: '', contactGivenName: '', contactFamilyName: '',
    addressCountry: '', addressCountryIso: '', addressLocality: '', postalCode: '', streetAddress: '',
  }).where(mine(mandates));
  await tx.update(signatureRequests).set({ state: 'expired' }).where(and(mine(signatureRequests), eq(signatureRequests.state, 'pending')));
  await tx.delete(memberLoginCodes).where(mine(memberLoginCodes));
  await tx.update(calendarFeeds).set({ revokedAt: at }).where(and(mine(calendarFeeds), isNull(calendarFeeds.revokedAt)));
  const changedOptins = await tx.update(optins).set({ isAuthorized: false, updatedAt: at })
    .where(and(mine(optins), eq(optins.isAuthorized, true))).returning({ id: optins.id });
  const tags = await tx.delete(contactTags)
    .where(and(mine(contactTags), ...(allTags ? [] : [eq(contactTags.accounting, false)]))).returning();
  return { optinIds: changedOptins.map((o) => o.id), tags };
}

/** contact.updated, then optin.updated for each opt-in turned off and a deletion event for each tag removed. */
export async function emitErasureEvents(tx: Executor, tenant: TenantRef, contact: { id: number; clubId: number }, erasure: Erasure): Promise<void> {
  await emitContactEvent(tx, tenant, 'contact.updated', contact);
  const contactId = iri(tenant.token, 'contacts', contact.id);
  const clubId = iri(tenant.token, 'clubs', contact.clubId);
  for (const id of erasure.optinIds) {
    await emitEvent(tx, { tenantId: tenant.id, event: 'optin.updated', clubId: contact.clubId, object: { optinId: iri(tenant.token, 'optins', id), contactId, clubId } });
  }
  for (const tag of erasure.tags) await emitTagEvent(tx, tenant, 'deleted', tag, contact.clubId);
}
