// A member's cart that holds a subscription paid by direct debit (CONTRACT §9.1: a product's
// subscription behaviour with paymentType direct_debit) needs an active mandate of the member in the
// cart's club before it is paid: without one the first debit would become a debt. The member pages
// ask for the bank account and the SMS signature first (the mandate page's own operations), and the
// checkout refuses to start a payment without it. The partner API is not changed: a desk or a partner
// may sell first and collect the mandate afterwards.
import { and, eq } from 'drizzle-orm';
import { getDb } from '../../db/client';
import { mandates } from '../../db/schema/mandates';
import type { TenantRef } from '../context';
import { DomainError } from '../errors';
import { readSaleArticles } from '../sales/sale-facts';

export const MANDATE_REQUIRED = 'api.error.sale.mandate-required';

export interface CartMandateStanding {
  /** The cart holds an article whose subscription is paid by direct debit. */
  directDebit: boolean;
  /** The member has an active mandate in the cart's club. */
  hasMandate: boolean;
}

/** Whether the cart needs a mandate, and whether the member has one. */
export async function readCartMandateStanding(
  ctx: { tenant: TenantRef }, cart: { id: number; contactId: number; clubId: number },
): Promise<CartMandateStanding> {
  const db = await getDb();
  const articles = await readSaleArticles(db, ctx.tenant.id, cart.id);
  const directDebit = articles.some((a) => a.product.behaviors.some((b) => b.type === 'subscription' && b.configuration.paymentType === 'direct_debit'));
  if (!directDebit) return { directDebit, hasMandate: false };
  const [active] = await db.select({ id: mandates.id }).from(mandates).where(and(
    eq(mandates.tenantId, ctx.tenant.id), eq(mandates.contactId, cart.contactId), eq(mandates.clubId, cart.clubId), eq(mandates.state, 'active'),
  )).limit(1);
  return { directDebit, hasMandate: active !== undefined };
}

/** Refuses (api.error.sale.mandate-required) a cart with a direct-debit subscription and no active mandate. */
export async function assertCartMandate(ctx: { tenant: TenantRef }, cart: { id: number; contactId: number; clubId: number }): Promise<void> {
  const standing = await readCartMandateStanding(ctx, cart);
  if (standing.directDebit && !standing.hasMandate) {
    throw new DomainError(MANDATE_REQUIRED, 'This cart holds a subscription paid by direct debit: sign a direct debit mandate before paying.');
  }
}
