import { and, eq } from 'drizzle-orm';
import { inTransaction } from '../../db/transaction';
import { sales } from '../../db/schema';
import { now } from '../../time/clock';
import type { OperationContext } from '../context';
import { notFound } from '../errors';
import { assertCart, readSaleOrThrow } from './get-sale';
import { saleContactCopy } from './sale-input';
import { readContactWithTags } from './sale-facts';
import { saleView, type SaleView } from './sale-view';

/**
 * A cart copies its contact's names, number and address when it opens (create-sale.ts). A member
 * whose check says "address missing" completes the address on the contact afterwards: this copies
 * the contact again into the cart (only a cart: a validated sale's invoice keeps what it named).
 */
export async function recopyCartContact(ctx: OperationContext & { saleId: number }): Promise<SaleView> {
  return inTransaction(async (tx) => {
    const sale = await readSaleOrThrow(ctx, ctx.saleId, tx, true);
    assertCart(sale);
    const contact = await readContactWithTags(tx, ctx.tenant.id, sale.contactId);
    if (!contact) throw notFound('Contact');
    const [updated] = await tx.update(sales).set({ ...saleContactCopy({}, contact), updatedAt: now() })
      .where(and(eq(sales.tenantId, ctx.tenant.id), eq(sales.id, sale.id))).returning();
    return saleView(tx, ctx.tenant.id, updated!);
  });
}
