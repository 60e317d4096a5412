// A sale as the API and the pages show it: the row, its articles, the club's code and clock, and its
// money, read from the ledger (what was paid is never a column).
import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { clubs, invoices, saleArticles, type Sale, type SaleArticle } from '../../db/schema';
import { saleMoney } from '../ledger/balances';

export interface SaleView extends Sale {
  clubCode: string;
  clubTimeZone: string;
  articles: SaleArticle[];
  /** The sum of the articles' prices. */
  totalTI: number;
  paidAmount: number;
  remainingAmount: number;
  invoiceId: number | null;
}

export function saleTotal(articles: Pick<SaleArticle, 'priceTI'>[]): number {
  return articles.reduce((sum, a) => sum + a.priceTI, 0);
}

/** What is still to pay: nothing on a cancelled cart, never below zero. */
export function remainingOf(state: Sale['state'], totalTI: number, paid: number): number {
  return state === 'canceled' ? 0 : Math.max(0, totalTI - paid);
}

export async function saleArticlesOf(db: Executor, tenantId: number, saleId: number): Promise<SaleArticle[]> {
  return db.select().from(saleArticles).where(and(eq(saleArticles.tenantId, tenantId), eq(saleArticles.saleId, saleId)))
    .orderBy(asc(saleArticles.id));
}

/** A cart just opened: no article, nothing paid, no invoice; nothing to read back. */
export function newCartView(sale: Sale, club: { code: string; timeZone: string }): SaleView {
  return { ...sale, clubCode: club.code, clubTimeZone: club.timeZone, articles: [], totalTI: 0, paidAmount: 0, remainingAmount: 0, invoiceId: null };
}

export async function saleView(db: Executor, tenantId: number, sale: Sale): Promise<SaleView> {
  // One after the other: `db` may be a transaction, which runs one query at a time.
  const articles = await saleArticlesOf(db, tenantId, sale.id);
  const [club] = await db.select({ code: clubs.code, timeZone: clubs.timeZone }).from(clubs)
    .where(and(eq(clubs.tenantId, tenantId), eq(clubs.id, sale.clubId))).limit(1);
  const money = await saleMoney(db, tenantId, [sale.id]);
  const [invoice] = await db.select({ id: invoices.id }).from(invoices).where(and(eq(invoices.tenantId, tenantId), eq(invoices.saleId, sale.id))).limit(1);
  const totalTI = saleTotal(articles);
  const paidAmount = money.get(sale.id)?.paid ?? 0;
  return {
    ...sale, clubCode: club?.code ?? '', clubTimeZone: club?.timeZone ?? 'UTC', articles, totalTI, paidAmount,
    remainingAmount: remainingOf(sale.state, totalTI, paidAmount), invoiceId: invoice?.id ?? null,
  };
}
