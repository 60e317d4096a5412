import { inTransaction } from '../../db/transaction';
import type { OperationContext } from '../context';
import { DomainError, invalidField, naming } from '../errors';
import { saleMoney } from '../ledger/balances';
import { assertCart, readSaleOrThrow } from './get-sale';
import { assertSaleValid } from './sale-checks';
import { readSaleFacts } from './sale-facts';
import { saleView, type SaleView } from './sale-view';
import { validateSale } from './validate-sale';

/**
 * POST /sales/{id}/postpone_due (CONTRACT §9.3): validates a cart whose check passes with its rest
 * deferred: the invoice stays `in_progress` with lateDueDate = date, past which the rest is debt.
 */
export async function postponeSaleDue(ctx: OperationContext & { saleId: number; date: string }): Promise<SaleView> {
  if (ctx.actor.kind === 'member') {
    throw new DomainError('api.error.scope.unauthorized-endpoint', 'Only the club or a partner may defer a payment.');
  }
  return inTransaction(async (tx) => {
    const sale = await readSaleOrThrow(ctx, ctx.saleId, tx, true);
    assertCart(sale);
    const facts = await readSaleFacts(tx, ctx.tenant.id, sale);
    if (ctx.date < facts.today) {
      throw naming(invalidField('date', 'past', `The due date cannot be before today (${facts.today} at the club).`, 'api.error.sale.due-date-past'), { today: facts.today });
    }
    assertSaleValid(facts);
    const paid = (await saleMoney(tx, ctx.tenant.id, [sale.id])).get(sale.id)!.paid;
    await validateSale(tx, ctx, facts, paid, ctx.date);
    return saleView(tx, ctx.tenant.id, await readSaleOrThrow(ctx, sale.id, tx));
  });
}
