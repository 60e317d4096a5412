import { and, eq } from 'drizzle-orm';
import { getDb, type Executor } from '../../db/client';
import { sales, type Sale } from '../../db/schema';
import type { OperationContext } from '../context';
import { assertCanReachContact } from '../contacts/contact-access';
import { DomainError, notFound } from '../errors';
import { saleView, type SaleView } from './sale-view';

/**
 * One sale of the tenant, if the actor may reach it: another tenant's is a 404; another contact's,
 * for a contact-scoped token or a member, a 403 contact-scope; another club's, for a club-bound
 * token, a 403 unauthorized-club. `lock` takes the row lock every change of a sale starts with, so
 * changes of one sale (payments above all) run one after the other.
 */
export async function readSaleOrThrow(ctx: OperationContext, saleId: number, db: Executor, lock = false): Promise<Sale> {
  const query = db.select().from(sales).where(and(eq(sales.tenantId, ctx.tenant.id), eq(sales.id, saleId))).limit(1);
  const [sale] = lock ? await query.for('update') : await query;
  if (!sale) throw notFound('Sale');
  assertCanReachContact(ctx.actor, { id: sale.contactId, clubId: sale.clubId });
  return sale;
}

/** GET /sales/{id}. */
export async function getSaleOrThrow(ctx: OperationContext & { saleId: number }): Promise<SaleView> {
  const db = await getDb();
  return saleView(db, ctx.tenant.id, await readSaleOrThrow(ctx, ctx.saleId, db));
}

/** Articles are added, removed and paid for only while the sale is a cart. */
export function assertCart(sale: Pick<Sale, 'state'>): void {
  if (sale.state !== 'cart') {
    throw new DomainError('api.error.sale.not-a-cart', `This sale is ${sale.state}: only a cart can change.`);
  }
}
