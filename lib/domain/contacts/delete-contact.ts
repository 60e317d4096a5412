import { and, eq } from 'drizzle-orm';
import { inTransaction } from '../../db/transaction';
import { contacts } from '../../db/schema';
import type { OperationContext } from '../context';
import { DomainError } from '../errors';
import { emitContactEvent } from './emit-contact-event';
import { getContactOrThrow } from './get-contact';
import { deleteEmptyCarts, hasFinancialHistory } from './has-financial-history';

/**
 * DELETE /contacts/{id} (admin): the contact, its tags, badges, opt-ins and empty carts are gone; GET
 * is then a 404. A contact with money history is refused (409) and left as it is: erase it instead.
 */
export async function deleteContact(ctx: OperationContext & { contactId: number }): Promise<void> {
  await inTransaction(async (tx) => {
    const contact = await getContactOrThrow(ctx, ctx.contactId, tx, true);
    if (await hasFinancialHistory(tx, ctx.tenant.id, contact.id)) {
      throw new DomainError('api.error.contact.has-financial-history',
        'This contact has money history (invoices, payments, incidents, sales or ledger entries): it cannot be deleted; erase its personal data instead.');
    }
    await deleteEmptyCarts(tx, ctx.tenant.id, contact.id);
    await tx.delete(contacts).where(and(eq(contacts.tenantId, ctx.tenant.id), eq(contacts.id, contact.id)));
    await emitContactEvent(tx, ctx.tenant, 'contact.deleted', contact);
  });
}
