import { and, asc, eq } from 'drizzle-orm';
import { getDb } from '../../db/client';
import { payments, type Payment } from '../../db/schema';
import type { OperationContext } from '../context';
import { readSaleOrThrow } from './get-sale';

/** The payments recorded on one sale, oldest first (the desk's sale page), if the actor may reach the sale. */
export async function listSalePayments(ctx: OperationContext & { saleId: number }): Promise<Payment[]> {
  const db = await getDb();
  const sale = await readSaleOrThrow(ctx, ctx.saleId, db);
  return db.select().from(payments).where(and(eq(payments.tenantId, ctx.tenant.id), eq(payments.saleId, sale.id))).orderBy(asc(payments.id));
}
