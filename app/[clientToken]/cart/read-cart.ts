// What the cart page shows: the member's cart, and the check's problems (none when it may be paid).
import { DomainError } from '@/lib/domain/errors';
import { getMemberMandatePage, type MemberMandatePage } from '@/lib/domain/mandates/member-mandate';
import { readCartMandateStanding } from '@/lib/domain/portal/cart-mandate';
import type { MemberContext } from '@/lib/domain/portal/member-actor';
import { checkSale } from '@/lib/domain/sales/check-sale';
import type { SaleView } from '@/lib/domain/sales/sale-view';
import { cartProblems, type CartProblem } from '@/components/cart-problems';
import { findMemberCart } from '../_member/member-cart';

export interface CartPage {
  cart: SaleView | null;
  problems: CartProblem[];
  /** Set when the cart holds a direct-debit subscription: the member's mandate (active or not), mobile and name. */
  mandate: (MemberMandatePage & { article: string }) | null;
}

export async function readCart(ctx: MemberContext): Promise<CartPage> {
  const cart = await findMemberCart(ctx);
  if (!cart || cart.articles.length === 0) return { cart, problems: [], mandate: null };
  const mandate = await cartMandate(ctx, cart);
  try {
    await checkSale({ ...ctx, saleId: cart.id });
    return { cart, problems: [], mandate };
  } catch (error) {
    if (!(error instanceof DomainError) || !error.violations) throw error;
    return { cart, problems: cartProblems(error.violations, cart.articles.map((a) => a.name)), mandate };
  }
}

async function cartMandate(ctx: MemberContext, cart: SaleView): Promise<CartPage['mandate']> {
  const standing = await readCartMandateStanding(ctx, cart);
  if (!standing.directDebit) return null;
  const page = await getMemberMandatePage(ctx);
  // The article the mandate is for: the first subscription of the cart (articles keep their product's name).
  const article = cart.articles.find((a) => a.repaymentSchedule !== null)?.name ?? cart.articles[0]!.name;
  // Only a mandate in the cart's club counts (getMemberMandatePage reads the member's club, the cart's too).
  return { ...page, active: standing.hasMandate ? page.active : null, article };
}
