// The signed-in member's cart: the newest sale of theirs still in state `cart` (they have one at a
// time from the pages, though the API may open more), opened on first use in their own club with its
// web checkout (create-sale.ts copies their names and address into it).
import { getMemberProfileOrThrow } from '@/lib/domain/portal/get-member-profile';
import type { MemberContext } from '@/lib/domain/portal/member-actor';
import { createSale } from '@/lib/domain/sales/create-sale';
import { getSaleOrThrow } from '@/lib/domain/sales/get-sale';
import { listSales } from '@/lib/domain/sales/list-sales';
import type { SaleView } from '@/lib/domain/sales/sale-view';

export async function findMemberCart(ctx: MemberContext): Promise<SaleView | null> {
  const [newest] = (await listSales({ ...ctx, state: 'cart', page: { page: 1, itemsPerPage: 1 } })).items;
  return newest ? getSaleOrThrow({ ...ctx, saleId: newest.id }) : null;
}

export async function openMemberCart(ctx: MemberContext): Promise<SaleView> {
  const found = await findMemberCart(ctx);
  if (found) return found;
  const { contactId, club } = await getMemberProfileOrThrow(ctx);
  return createSale({ ...ctx, input: { contactId, clubId: club.id, clubCode: club.code } });
}
