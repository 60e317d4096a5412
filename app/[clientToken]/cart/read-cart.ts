// What the cart page shows: the member's cart, and the check's problems (none when it may be paid).
import { DomainError } from '@/lib/domain/errors';
import type { MemberContext } from '@/lib/domain/portal/member-actor';
import { checkSale } from '@/lib/domain/sales/check-sale';
import type { SaleView } from '@/lib/domain/sales/sale-view';
import { cartProblems, type CartProblem } from '@/components/cart-problems';
import { findMemberCart } from '../_member/member-cart';

export interface CartPage {
  cart: SaleView | null;
  problems: CartProblem[];
}

export async function readCart(ctx: MemberContext): Promise<CartPage> {
  const cart = await findMemberCart(ctx);
  if (!cart || cart.articles.length === 0) return { cart, problems: [] };
  try {
    await checkSale({ ...ctx, saleId: cart.id });
    return { cart, problems: [] };
  } catch (error) {
    if (!(error instanceof DomainError) || !error.violations) throw error;
    return { cart, problems: cartProblems(error.violations, cart.articles.map((a) => a.name)) };
  }
}
