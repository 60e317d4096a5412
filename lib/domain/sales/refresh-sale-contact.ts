import { and, eq } from 'drizzle-orm';
import { inTransaction } from '../../db/transaction';
import { sales } from '../../db/schema';
import { now } from '../../time/clock';
import type { OperationContext } from '../context';
import { notFound } from '../errors';
import { readSaleOrThrow } from './get-sale';
import { readContactWithTags } from './sale-facts';

/**
 * PUT /sale/{saleId}/update_contact (spec; also /sales/{id}/update_contact): copies the linked
 * contact's number and names into the sale. A migration links the source's sales to the target
 * (move-contact-sales.ts), which keeps its own number: this is how the sale learns it.
 */
export async function refreshSaleContact(ctx: OperationContext & { saleId: number }): Promise<void> {
  await inTransaction(async (tx) => {
    const sale = await readSaleOrThrow(ctx, ctx.saleId, tx, true);
    const contact = await readContactWithTags(tx, ctx.tenant.id, sale.contactId);
    if (!contact) throw notFound('Contact');
    await tx.update(sales).set({
      contactId: contact.id, contactNumber: contact.number, contactFamilyName: contact.familyName || null,
      contactGivenName: contact.givenName || null, updatedAt: now(),
    }).where(and(eq(sales.tenantId, ctx.tenant.id), eq(sales.id, sale.id)));
  });
}
