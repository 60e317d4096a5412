import { and, asc, eq, inArray } from 'drizzle-orm';
import { inTransaction } from '../../db/transaction';
import { contacts } from '../../db/schema';
import type { OperationContext } from '../context';
import { DomainError, notFound } from '../errors';
import { assertClubOfTenant } from './check-contact-references';
import { actingContactId } from './contact-access';
import { withTags } from './get-contact';
import { logKeptSource, moveContactInto, type MovedContact } from './move-contact-into';

const refuse = (reason: string, detail: string) => new DomainError(`api.error.contact-migration.${reason}`, detail);

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
  const kept = await inTransaction(async (tx): Promise<MovedContact> => {
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

    return moveContactInto(tx, ctx, source, target);
  });
  logKeptSource(tenant.id, kept, ctx.targetId);
}
