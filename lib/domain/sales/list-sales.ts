// The staff desk's list of sales (/{clientToken}/admin/sales): newest first, by club, state or
// contact, one page at a time. Each row carries what the list shows (who, what total, what was paid)
// so the page needs no read per sale; the money comes from the ledger as everywhere (sale-view.ts).
import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { getDb } from '../../db/client';
import { invoices, saleArticles, sales, type Sale, type SaleState } from '../../db/schema';
import { confinedClubId, type OperationContext } from '../context';
import { assertMayFilterByContact } from '../contacts/assert-may-filter-by-contact';
import { actingContactId } from '../contacts/contact-access';
import { DomainError } from '../errors';
import { saleMoney } from '../ledger/balances';
import { fetchPage, type Page, type PageRequest } from '../paging';
import { remainingOf } from './sale-view';

export interface SaleListItem extends Sale {
  totalTI: number;
  paidAmount: number;
  remainingAmount: number;
  articleCount: number;
  invoiceNumber: string | null;
}

export interface SaleFilters {
  clubId?: number;
  state?: SaleState;
  contactId?: number;
  page: PageRequest;
}

/**
 * A filter naming what the actor may not read is refused as reading it would be (CONTRACT §2), never
 * answered with an empty list: another club for a club-bound token, another contact for a contact.
 */
export async function listSales(ctx: OperationContext & SaleFilters): Promise<Page<SaleListItem>> {
  const db = await getDb();
  const confined = confinedClubId(ctx.actor);
  if (confined !== undefined && ctx.clubId !== undefined && ctx.clubId !== confined) {
    throw new DomainError('api.error.scope.unauthorized-club', 'This token is restricted to another club.');
  }
  if (ctx.contactId !== undefined) await assertMayFilterByContact(ctx, ctx.contactId, db);
  const filters: SQL[] = [eq(sales.tenantId, ctx.tenant.id)];
  if (confined !== undefined) filters.push(eq(sales.clubId, confined));
  if (ctx.clubId !== undefined) filters.push(eq(sales.clubId, ctx.clubId));
  if (ctx.state !== undefined) filters.push(eq(sales.state, ctx.state));
  // A member or contact token reads its own sales only, whatever it asked.
  const contact = actingContactId(ctx.actor) ?? ctx.contactId;
  if (contact !== undefined) filters.push(eq(sales.contactId, contact));
  const where = and(...filters);

  const page = await fetchPage(ctx.page,
    (limit, offset) => db.select().from(sales).where(where).orderBy(desc(sales.id)).limit(limit).offset(offset),
    () => db.select({ n: count() }).from(sales).where(where));
  const ids = page.items.map((s) => s.id);
  if (ids.length === 0) return { items: [], totalItems: page.totalItems };

  const [totals, numbers, money] = await Promise.all([
    db.select({ saleId: saleArticles.saleId, total: sql<string>`coalesce(sum(${saleArticles.priceTI}), 0)`, n: count() })
      .from(saleArticles).where(and(eq(saleArticles.tenantId, ctx.tenant.id), inArray(saleArticles.saleId, ids)))
      .groupBy(saleArticles.saleId),
    db.select({ saleId: invoices.saleId, number: invoices.number }).from(invoices)
      .where(and(eq(invoices.tenantId, ctx.tenant.id), inArray(invoices.saleId, ids))),
    saleMoney(db, ctx.tenant.id, ids),
  ]);
  const totalOf = new Map(totals.map((t) => [t.saleId, { total: Number(t.total), n: t.n }]));
  const numberOf = new Map(numbers.map((i) => [i.saleId, i.number]));
  return {
    totalItems: page.totalItems,
    items: page.items.map((sale) => {
      const totalTI = totalOf.get(sale.id)?.total ?? 0;
      const paidAmount = money.get(sale.id)?.paid ?? 0;
      return {
        ...sale, totalTI, paidAmount, remainingAmount: remainingOf(sale.state, totalTI, paidAmount),
        articleCount: totalOf.get(sale.id)?.n ?? 0, invoiceNumber: numberOf.get(sale.id) ?? null,
      };
    }),
  };
}
