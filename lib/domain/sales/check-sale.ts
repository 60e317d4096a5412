import { inTransaction } from '../../db/transaction';
import type { OperationContext } from '../context';
import { readSaleOrThrow } from './get-sale';
import { assertSaleValid } from './sale-checks';
import { readSaleFacts } from './sale-facts';

/**
 * GET /sales/{id}/check: nothing when the sale may be validated, else the 400 with every violation.
 * Its six reads share one connection (a transaction that writes nothing): on the pool, each would
 * wait its turn behind the transactions holding the connections, six waits instead of one under load.
 */
export async function checkSale(ctx: OperationContext & { saleId: number }): Promise<void> {
  await inTransaction(async (tx) => {
    const sale = await readSaleOrThrow(ctx, ctx.saleId, tx);
    assertSaleValid(await readSaleFacts(tx, ctx.tenant.id, sale));
  });
}
