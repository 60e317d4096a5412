import type { OperationContext } from '../context';
import { notFound } from '../errors';

/**
 * PUT /sale/{saleId}/update_contact: copies the linked contact's number and names into the sale
 * after a migration. Sales arrive with the sales issue; until then no sale exists, so every id is
 * unknown and the answer is the 404 a client gets for any unknown sale.
 */
export async function refreshSaleContact(_ctx: OperationContext & { saleId: number }): Promise<void> {
  throw notFound('Sale');
}
