// The member's cart as its contract (the PDF of GET /sales/{id}/contract), read with the member's own
// session: only their own cart, never a sale id from the browser; in the language of their pages.
import { requestLocale } from '@/i18n/request';
import { getSaleContract } from '@/lib/domain/sales/get-sale-contract';
import { memberContextOf } from '../../_member/member-context';
import { findMemberCart } from '../../_member/member-cart';
import { fileResponse } from '../../file-route';

export async function GET(_request: Request, { params }: { params: Promise<{ clientToken: string }> }): Promise<Response> {
  const ctx = await memberContextOf((await params).clientToken);
  if (!ctx) return new Response('Signed out', { status: 401 });
  const cart = await findMemberCart(ctx);
  if (!cart) return new Response('No cart', { status: 404 });
  const pdf = await getSaleContract({ ...ctx, saleId: cart.id, locale: await requestLocale() });
  return fileResponse(Buffer.from(pdf), 'application/pdf', `contract-${cart.id}.pdf`);
}
