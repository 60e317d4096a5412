import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { sales, type Sale } from '../../db/schema';
import { now } from '../../time/clock';
import type { OperationContext } from '../context';
import { DomainError } from '../errors';
import { saleMoney } from '../ledger/balances';
import { postTransaction } from '../ledger/post-transaction';
import { assertCart, readSaleOrThrow } from './get-sale';
import { assertSaleValid } from './sale-checks';
import { readSaleFacts } from './sale-facts';
import { saleTotal, saleView, type SaleView } from './sale-view';
import { validateSale } from './validate-sale';

export const saleTransitions = ['validate', 'cancel'] as const;
export type SaleTransition = (typeof saleTransitions)[number];

async function validateAtZero(tx: Executor, ctx: OperationContext, sale: Sale, paid: number): Promise<void> {
  const facts = await readSaleFacts(tx, ctx.tenant.id, sale);
  const totalTI = saleTotal(facts.articles);
  if (totalTI !== 0) {
    throw new DomainError('api.error.sale.amount-not-zero', `This sale comes to ${totalTI}: it is validated by its payment or postpone_due.`);
  }
  assertSaleValid(facts);
  await validateSale(tx, ctx, facts, paid, null);
}

/** A cancelled cart gives back what was paid towards it: to the contact's available amount. */
async function cancel(tx: Executor, ctx: OperationContext, sale: Sale, paid: number): Promise<void> {
  if (paid > 0) {
    await postTransaction(tx, {
      tenantId: ctx.tenant.id, kind: 'sale_cancel', ref: `sales/${sale.id}`,
      postings: [
        { account: 'receivable', contactId: sale.contactId, saleId: sale.id, amount: paid },
        { account: 'available', contactId: sale.contactId, amount: -paid },
      ],
    });
  }
  await tx.update(sales).set({ state: 'canceled', canceledAt: now(), updatedAt: now() })
    .where(and(eq(sales.tenantId, ctx.tenant.id), eq(sales.id, sale.id)));
}

/** POST /sales/{id}/transitions (CONTRACT §9.3): `validate` a cart of zero total, or `cancel` a cart. */
export async function transitionSale(ctx: OperationContext & { saleId: number; transition: SaleTransition }): Promise<SaleView> {
  return inTransaction(async (tx) => {
    const sale = await readSaleOrThrow(ctx, ctx.saleId, tx, true);
    assertCart(sale);
    const paid = (await saleMoney(tx, ctx.tenant.id, [sale.id])).get(sale.id)!.paid;
    if (ctx.transition === 'validate') await validateAtZero(tx, ctx, sale, paid);
    else await cancel(tx, ctx, sale, paid);
    return saleView(tx, ctx.tenant.id, await readSaleOrThrow(ctx, sale.id, tx));
  });
}
