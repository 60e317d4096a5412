import { getDb } from '../../db/client';
import type { OperationContext } from '../context';
import { readSaleOrThrow } from './get-sale';
import { assertSaleValid } from './sale-checks';
import { readSaleFacts } from './sale-facts';

/** GET /sales/{id}/check: nothing when the sale may be validated, else the 400 with every violation. */
export async function checkSale(ctx: OperationContext & { saleId: number }): Promise<void> {
  const db = await getDb();
  const sale = await readSaleOrThrow(ctx, ctx.saleId, db);
  assertSaleValid(await readSaleFacts(db, ctx.tenant.id, sale));
}
