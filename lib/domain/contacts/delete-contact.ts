import { and, eq } from 'drizzle-orm';
import { inTransaction } from '../../db/transaction';
import { contacts } from '../../db/schema';
import type { OperationContext } from '../context';
import { emitContactEvent } from './emit-contact-event';
import { getContactOrThrow } from './get-contact';

/** DELETE /contacts/{id} (admin): the contact, its tags, badges and opt-ins are gone; GET is then a 404. */
export async function deleteContact(ctx: OperationContext & { contactId: number }): Promise<void> {
  await inTransaction(async (tx) => {
    const contact = await getContactOrThrow(ctx, ctx.contactId, tx, true);
    await tx.delete(contacts).where(and(eq(contacts.tenantId, ctx.tenant.id), eq(contacts.id, contact.id)));
    await emitContactEvent(tx, ctx.tenant, 'contact.deleted', contact);
  });
}
