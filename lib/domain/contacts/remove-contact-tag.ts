import { and, eq } from 'drizzle-orm';
import { inTransaction } from '../../db/transaction';
import { contactTags } from '../../db/schema';
import type { OperationContext } from '../context';
import { DomainError, notFound } from '../errors';
import { emitTagEvent } from './emit-tag-event';
import { getContactOrThrow } from './get-contact';

/** DELETE /contact_tags/{id}. */
export async function removeContactTag(ctx: OperationContext & { tagId: number }): Promise<void> {
  await inTransaction(async (tx) => {
    const [tag] = await tx.select().from(contactTags)
      .where(and(eq(contactTags.tenantId, ctx.tenant.id), eq(contactTags.id, ctx.tagId))).limit(1).for('update');
    if (!tag) throw notFound('Contact tag');
    const contact = await getContactOrThrow(ctx, tag.contactId, tx);
    // Accounting tags (blocking_debt) follow the contact's debt: finance removes them when the debt
    // is settled. A partner or staff member removing one would unblock a contact still in debt.
    if (tag.accounting && ctx.actor.kind !== 'system') {
      throw new DomainError('api.error.contact-tag.accounting', 'This tag is set by accounting; it goes when the debt is settled.');
    }
    await tx.delete(contactTags).where(and(eq(contactTags.tenantId, ctx.tenant.id), eq(contactTags.id, tag.id)));
    await emitTagEvent(tx, ctx.tenant, 'deleted', tag, contact.clubId);
  });
}
