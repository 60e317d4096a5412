import { and, eq } from 'drizzle-orm';
import { inTransaction } from '../../db/transaction';
import { clubs, sales } from '../../db/schema';
import { confinedClubId, type OperationContext } from '../context';
import { assertContactMayBuy } from '../closures/assert-may-buy';
import { getReferencedContactOrThrow } from '../contacts/get-contact';
import { DomainError, invalidField } from '../errors';
import { clubCheckoutOrThrow, clubWebCheckout } from './club-checkouts';
import { saleContactCopy, type SaleCreation } from './sale-input';
import { newCartView, type SaleView } from './sale-view';

/**
 * POST /sales: opens a cart for a contact in a club (CONTRACT §9.3). The club code must be the club's;
 * names, number and address not given are copied from the contact.
 */
export async function createSale(ctx: OperationContext & { input: SaleCreation }): Promise<SaleView> {
  const { tenant, actor, input } = ctx;
  return inTransaction(async (tx) => {
    const contact = await getReferencedContactOrThrow(ctx, input.contactId, 'contactId', tx);
    const [club] = await tx.select({ id: clubs.id, code: clubs.code, timeZone: clubs.timeZone }).from(clubs)
      .where(and(eq(clubs.tenantId, tenant.id), eq(clubs.id, input.clubId))).limit(1);
    if (!club) throw invalidField('clubId', 'not-found', 'No club of this network has this id.');
    const confined = confinedClubId(actor);
    if (confined !== undefined && confined !== club.id) {
      throw new DomainError('api.error.scope.unauthorized-club', 'This token is restricted to another club.');
    }
    if (input.clubCode !== club.code) {
      throw invalidField('clubCode', 'mismatch', 'clubCode is not the code of the club named by clubId.', 'api.error.sale.club-code-mismatch');
    }
    await assertContactMayBuy(tx, tenant.id, contact.id);
    const checkout = input.checkoutId === undefined
      ? await clubWebCheckout(tx, tenant.id, club.id, 'checkout')
      : await clubCheckoutOrThrow(tx, tenant.id, club.id, input.checkoutId, 'checkout');
    const [sale] = await tx.insert(sales).values({
      tenantId: tenant.id, contactId: contact.id, clubId: club.id, checkoutId: checkout.id, ...saleContactCopy(input, contact),
    }).returning();
    return newCartView(sale!, club);
  });
}
