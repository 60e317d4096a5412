import { and, eq } from 'drizzle-orm';
import { getDb, type Executor } from '../../db/client';
import { saleArticles, type SaleArticle } from '../../db/schema';
import type { OperationContext } from '../context';
import { notFound } from '../errors';
import { readSaleOrThrow } from './get-sale';

/** An article and its sale (locked when asked), if the actor may reach the sale. */
export async function readSaleArticleOrThrow(ctx: OperationContext, articleId: number, db: Executor, lock = false) {
  const [article] = await db.select().from(saleArticles)
    .where(and(eq(saleArticles.tenantId, ctx.tenant.id), eq(saleArticles.id, articleId))).limit(1);
  if (!article) throw notFound('Sale article');
  const sale = await readSaleOrThrow(ctx, article.saleId, db, lock);
  return { article, sale };
}

/** GET /sale_articles/{id}. */
export async function getSaleArticleOrThrow(ctx: OperationContext & { articleId: number }): Promise<SaleArticle> {
  return (await readSaleArticleOrThrow(ctx, ctx.articleId, await getDb())).article;
}
