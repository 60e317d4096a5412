import { and, eq } from 'drizzle-orm';
import { getDb } from '../../db/client';
import { checkouts } from '../../db/schema';
import { confinedClubId, type OperationContext } from '../context';
import { DomainError, notFound } from '../errors';
import { checkoutViews, type CheckoutView } from './checkout-view';

/** GET /checkouts/{id} (the samples read the checkout a payable object names); another club's is refused to a club-bound token. */
export async function getCheckout(ctx: OperationContext & { id: number }): Promise<CheckoutView> {
  const db = await getDb();
  const [row] = await db.select().from(checkouts).where(and(eq(checkouts.tenantId, ctx.tenant.id), eq(checkouts.id, ctx.id))).limit(1);
  const confined = confinedClubId(ctx.actor);
  if (!row) throw notFound('Checkout');
  if (confined !== undefined && row.clubId !== confined) {
    throw new DomainError('api.error.scope.unauthorized-club', 'This token is restricted to another club.');
  }
  const [view] = await checkoutViews(db, ctx.tenant.id, [row]);
  return view!;
}
