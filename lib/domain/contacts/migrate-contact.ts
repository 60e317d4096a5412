import { and, asc, eq, inArray } from 'drizzle-orm';
import { inTransaction } from '../../db/transaction';
import { contacts, contactTags, incidents, optins, payableObjects } from '../../db/schema';
import { logger } from '../../log/logger';
import { now } from '../../time/clock';
import type { OperationContext } from '../context';
import { DomainError, notFound } from '../errors';
import { assertClubOfTenant } from './check-contact-references';
import { actingContactId } from './contact-access';
import { moveContactSales } from '../sales/move-contact-sales';
import { blankPersonalData, emitErasureEvents, erasedByOf, type Erasure } from './blank-personal-data';
import { emitContactEvent } from './emit-contact-event';
import { withTags } from './get-contact';
import { deleteEmptyCarts, hasFinancialHistory } from './has-financial-history';

const refuse = (reason: string, detail: string) => new DomainError(`api.error.contact-migration.${reason}`, detail);

const IDENTITY = [
  'email', 'familyName', 'givenName', 'birthDate', 'gender', 'mobile', 'landline', 'addressCountry', 'addressCountryIso',
  'addressLocality', 'postalCode', 'streetAddress', 'supplement', 'pictureId',
] as const;

/**
 * PUT /contacts/{source}/migrate: a prospect of one club moves to another club by way of a temp
 * contact there. The target takes the source's identity, opt-ins and tags and becomes `prospect`;
 * the source is deleted. Authenticated as the source contact. Its money goes to the target too
 * (moveContactSales); a source the ledger names is not deleted but kept erased, so that its postings
 * still name a contact (docs/decisions.md, Contacts): then it gets contact.updated, not contact.deleted.
 */
export async function migrateContact(ctx: OperationContext & { sourceId: number; targetId: number; targetClubId: number }): Promise<void> {
  const { tenant, actor } = ctx;
  if (actingContactId(actor) !== ctx.sourceId) {
    throw new DomainError('api.error.auth.contact-scope', 'A migration must be authenticated as the source contact.');
  }
  const kept = await inTransaction(async (tx): Promise<{ id: number; by: string } | null> => {
    // Both rows locked in one statement, in id order, so two migrations touching the same contacts
    // cannot deadlock. A missing source is the path's resource (404); a missing target is a refusal
    // of the body with its own code, as is another tenant's contact (never told apart from unknown).
    const locked = await withTags(tenant.id, await tx.select().from(contacts)
      .where(and(eq(contacts.tenantId, tenant.id), inArray(contacts.id, [ctx.sourceId, ctx.targetId])))
      .orderBy(asc(contacts.id)).for('update'), tx);
    const source = locked.find((c) => c.id === ctx.sourceId);
    if (!source) throw notFound('Contact');
    const target = locked.find((c) => c.id === ctx.targetId);
    // CONTRACT §1: an IRI field that names nothing is a violation on that field.
    if (!target || target.id === source.id) {
      throw new DomainError('api.error.contact-migration.target-not-found', 'The target must be another contact of this network.',
        [{ propertyPath: 'targetContactId', code: 'invalid-iri', message: 'Not another contact of this network.' }]);
    }
    await assertClubOfTenant(tx, tenant.id, ctx.targetClubId, 'targetClubId');
    if (source.state !== 'prospect') throw refuse('source-not-prospect', 'Only a prospect can be migrated.');
    if (target.state !== 'temp') throw refuse('target-not-temp', 'The target contact must be a temp contact.');
    if (target.clubId !== ctx.targetClubId) throw refuse('target-club-mismatch', 'The target contact does not belong to the target club.');
    if (source.clubId === ctx.targetClubId) throw refuse('same-club', 'The source and the target club must differ.');

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
  });
  if (kept) logger().info({ tenantId: tenant.id, contactId: kept.id, erasedBy: kept.by, migratedTo: ctx.targetId }, 'contact erased by its migration');
}
