// Everything a sale's check and its validation judge, read at once: the sale's club and its today,
// the contact with its tags, the articles with their products, the contact's subscriptions in force
// in the club.
import { and, asc, desc, eq, gte, isNull, or } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { clubs, contacts, products, saleArticles, subscriptions, type Contact, type Product, type Sale, type SaleArticle } from '../../db/schema';
import { now } from '../../time/clock';
import { dateInZone } from '../../time/zone';
import { withTags, type ContactWithTags } from '../contacts/get-contact';

export type ArticleProduct = Pick<Product, 'id' | 'name' | 'type' | 'behaviors' | 'requiredTags' | 'grantedTags' | 'minimumAge'>;
export type ArticleWithProduct = SaleArticle & { product: ArticleProduct };

export interface SaleFacts {
  sale: Sale;
  /** The sale's club's today: the day tags, ages and start dates are judged on. */
  today: string;
  clubTimeZone: string;
  clubDebitDays: number[];
  /** null when the contact was deleted since. */
  contact: ContactWithTags | null;
  articles: ArticleWithProduct[];
  /** The contact's subscriptions in force in the sale's club, latest first. */
  activeSubscriptionIds: number[];
}

const productColumns = {
  id: products.id, name: products.name, type: products.type, behaviors: products.behaviors,
  requiredTags: products.requiredTags, grantedTags: products.grantedTags, minimumAge: products.minimumAge,
};

export async function readSaleArticles(db: Executor, tenantId: number, saleId: number): Promise<ArticleWithProduct[]> {
  const rows = await db.select({ article: saleArticles, product: productColumns }).from(saleArticles)
    .innerJoin(products, and(eq(products.tenantId, saleArticles.tenantId), eq(products.id, saleArticles.productId)))
    .where(and(eq(saleArticles.tenantId, tenantId), eq(saleArticles.saleId, saleId))).orderBy(asc(saleArticles.id));
  return rows.map((r) => ({ ...r.article, product: r.product }));
}

export async function readContactWithTags(db: Executor, tenantId: number, contactId: number): Promise<ContactWithTags | null> {
  const [row] = await db.select().from(contacts).where(and(eq(contacts.tenantId, tenantId), eq(contacts.id, contactId))).limit(1);
  if (!row) return null;
  const [full] = await withTags(tenantId, [row as Contact], db);
  return full ?? null;
}

export async function readSaleFacts(db: Executor, tenantId: number, sale: Sale): Promise<SaleFacts> {
  const [club] = await db.select({ timeZone: clubs.timeZone, debitDays: clubs.debitDays }).from(clubs)
    .where(and(eq(clubs.tenantId, tenantId), eq(clubs.id, sale.clubId))).limit(1);
  const clubTimeZone = club?.timeZone ?? 'UTC';
  const today = dateInZone(now(), clubTimeZone);
  // One after the other: `db` is mostly a transaction, which runs one query at a time.
  const contact = await readContactWithTags(db, tenantId, sale.contactId);
  const articles = await readSaleArticles(db, tenantId, sale.id);
  const active = await db.select({ id: subscriptions.id }).from(subscriptions).where(and(
    eq(subscriptions.tenantId, tenantId), eq(subscriptions.contactId, sale.contactId), eq(subscriptions.clubId, sale.clubId),
    eq(subscriptions.state, 'active'), or(isNull(subscriptions.endDate), gte(subscriptions.endDate, today)),
  )).orderBy(desc(subscriptions.startDate), desc(subscriptions.id));
  return {
    sale, today, clubTimeZone, clubDebitDays: club?.debitDays ?? [], contact, articles, activeSubscriptionIds: active.map((s) => s.id),
  };
}
