// The move itself, shared by PUT /contacts/{id}/migrate and a validated contact migration request:
// a contact of one club becomes another contact, of another club (CONTRACT §6, Migration).
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { contacts, contactTags, incidents, optins, payableObjects } from '../../db/schema';
import { logger } from '../../log/logger';
import { now } from '../../time/clock';
import type { OperationContext } from '../context';
import { moveContactSales } from '../sales/move-contact-sales';
import { blankPersonalData, emitErasureEvents, erasedByOf, type Erasure } from './blank-personal-data';
import { emitContactEvent } from './emit-contact-event';
import type { ContactWithTags } from './get-contact';
import { deleteEmptyCarts, hasFinancialHistory } from './has-financial-history';

const IDENTITY = [
  'email', 'familyName', 'givenName', 'birthDate', 'gender', 'mobile', 'landline', 'addressCountry', 'addressCountryIso',
  'addressLocality', 'postalCode', 'streetAddress', 'supplement', 'pictureId',
  // Tenant-wide lists, valid in every club: the person's description moves with them.
  'sourceId', 'occupationId', 'companyId', 'prescriberId', 'goalIds', 'motivationIds',
] as const;

/** The source kept erased (it has money history) instead of deleted, and who erased it; null when deleted. */
export type MovedContact = { id: number; by: string } | null;

/**
 * Inside the caller's transaction, both rows locked and every rule checked: the target takes the
 * source's identity, opt-ins and tags and becomes `prospect`; the source's sales, incidents and
 * payable objects go to the target; the source is deleted, or kept erased when the ledger names it.
 * Events: contact.deleted (or the erasure's contact.updated) for the source, contact.updated for the target.
 */
export async function moveContactInto(tx: Executor, ctx: OperationContext, source: ContactWithTags, target: ContactWithTags): Promise<MovedContact> {
  const { tenant, actor } = ctx;
  const identity = Object.fromEntries(IDENTITY.map((key) => [key, source[key]]));
  const sourceOptins = await tx.select().from(optins).where(and(eq(optins.tenantId, tenant.id), eq(optins.contactId, source.id)));
  // Its sales and money go to the target (spec: PUT /sale/{id}/update_contact after a migration).
  await moveContactSales(tx, tenant, source.id, target.id);
  // So do its incidents (its debt) and its online payments, whose targets just moved.
  for (const table of [incidents, payableObjects]) {
    await tx.update(table).set({ contactId: target.id }).where(and(eq(table.tenantId, tenant.id), eq(table.contactId, source.id)));
  }
  // The source goes first (deleted, or erased when it has money history): its e-mail must be free
  // before the target takes it. Its tags were copied to the target, so the erased one keeps none.
  let erasure: Erasure | null = null;
  let erasedBy = '';
  if (await hasFinancialHistory(tx, tenant.id, source.id)) {
    erasedBy = await erasedByOf(tx, tenant.id, actor);
    erasure = await blankPersonalData(tx, tenant, source, erasedBy, true);
  } else {
    await deleteEmptyCarts(tx, tenant.id, source.id);
    await tx.delete(contacts).where(and(eq(contacts.tenantId, tenant.id), eq(contacts.id, source.id)));
  }
  await tx.update(contacts).set({ ...identity, state: 'prospect', updatedAt: now() })
    .where(and(eq(contacts.tenantId, tenant.id), eq(contacts.id, target.id)));
  for (const optin of sourceOptins) {
    await tx.update(optins).set({ isAuthorized: optin.isAuthorized, updatedAt: now() }).where(and(
      eq(optins.tenantId, tenant.id), eq(optins.contactId, target.id), eq(optins.channel, optin.channel), eq(optins.type, optin.type)));
  }
  const targetTagNames = new Set(target.tags.map((t) => t.name));
  const moved = source.tags.filter((t) => !targetTagNames.has(t.name));
  if (moved.length > 0) {
    await tx.insert(contactTags).values(moved.map(({ name, validFrom, validThrough, accounting }) => ({
      tenantId: tenant.id, contactId: target.id, name, validFrom, validThrough, accounting,
    })));
  }
  if (erasure) await emitErasureEvents(tx, tenant, source, erasure);
  else await emitContactEvent(tx, tenant, 'contact.deleted', source);
  await emitContactEvent(tx, tenant, 'contact.updated', target);
  return erasure ? { id: source.id, by: erasedBy } : null;
}

/** After commit: a source kept erased is worth a log line. */
export function logKeptSource(tenantId: number, kept: MovedContact, targetId: number): void {
  if (kept) logger().info({ tenantId, contactId: kept.id, erasedBy: kept.by, migratedTo: targetId }, 'contact erased by its migration');
}
