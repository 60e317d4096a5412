import { and, eq } from 'drizzle-orm';
import { inTransaction } from '../../db/transaction';
import { contactTags } from '../../db/schema';
import type { OperationContext } from '../context';
import { notFound } from '../errors';
import { emitTagEvent } from './emit-tag-event';
import { getContactOrThrow } from './get-contact';

/** DELETE /contact_tags/{id}. */
export async function removeContactTag(ctx: OperationContext & { tagId: number }): Promise<void> {
  await inTransaction(async (tx) => {
    const [tag] = await tx.select().from(contactTags)
      .where(and(eq(contactTags.tenantId, ctx.tenant.id), eq(contactTags.id, ctx.tagId))).limit(1).for('update');
    if (!tag) throw notFound('Contact tag');
    const contact = await getContactOrThrow(ctx, tag.contactId, tx);
    await tx.delete(contactTags).where(and(eq(contactTags.tenantId, ctx.tenant.id), eq(contactTags.id, tag.id)));
    await emitTagEvent(tx, ctx.tenant, 'deleted', tag, contact.clubId);
  });
}
