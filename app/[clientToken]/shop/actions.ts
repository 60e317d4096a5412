'use server';
import { revalidatePath } from 'next/cache';
import { z } from 'zod';
import { addSaleArticle } from '@/lib/domain/sales/add-sale-article';
import { openMemberCart } from '../_member/member-cart';
import { runAction, type ActionResult } from '../run-action';

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const addSchema = z.object({
  offerId: z.number().int().positive(),
  /** A subscription's start; one-off offers carry none. */
  startDate: isoDate.optional(),
  /** A monthly offer's debit day, one of the club's. */
  debitDay: z.number().int().min(1).max(31).optional(),
});

/**
 * Puts an offer in the member's cart (opened on first use) through addSaleArticle, as POST
 * /sales/{id}/articles does: the offer must be on sale today in their club, its required tags theirs
 * or granted by the cart (6.8.0); the start date and debit day go with the article.
 */
export async function addToCartAction(clientToken: string, input: z.input<typeof addSchema>): Promise<ActionResult<{ count: number }>> {
  return runAction({
    clientToken, who: 'member', schema: addSchema, input,
    run: async (ctx, { offerId, startDate, debitDay }) => {
      const cart = await openMemberCart(ctx);
      await addSaleArticle({
        ...ctx, saleId: cart.id, offerId,
        ...(startDate ? { implementation: { startDate } } : {}),
        ...(debitDay !== undefined ? { repaymentSchedule: { specificDay: true, debitDay, startDate: startDate ?? null } } : {}),
      });
      revalidatePath(`/${ctx.tenant.token}/cart`);
      revalidatePath(`/${ctx.tenant.token}/shop`);
      return { count: cart.articles.length + 1 };
    },
  });
}
