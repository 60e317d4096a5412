import { and, eq, inArray } from 'drizzle-orm';
import { inTransaction } from '../../db/transaction';
import { saleArticles } from '../../db/schema';
import type { OperationContext } from '../context';
import { notFound } from '../errors';
import { readSaleArticleOrThrow } from './get-sale-article';
import { assertCart } from './get-sale';
import { readSaleFacts } from './sale-facts';
import { articlesToRemove, validTagNames } from './tag-rules';

/**
 * DELETE /sale_articles/{id} (CONTRACT §9.3, spec 6.8.0): removes the article, its children, then
 * every article whose required tags are no longer met, repeatedly. Returns the ids removed, the
 * article's first.
 */
export async function removeSaleArticle(ctx: OperationContext & { articleId: number }): Promise<number[]> {
  return inTransaction(async (tx) => {
    const { article, sale } = await readSaleArticleOrThrow(ctx, ctx.articleId, tx, true);
    assertCart(sale);
    const facts = await readSaleFacts(tx, ctx.tenant.id, sale);
    // Read again under the sale's lock: a concurrent removal may have taken it already.
    if (!facts.articles.some((a) => a.id === article.id)) throw notFound('Sale article');
    const removed = [...articlesToRemove(facts.articles, article.id, validTagNames(facts.contact?.tags ?? [], facts.today))];
    await tx.delete(saleArticles).where(and(eq(saleArticles.tenantId, ctx.tenant.id), inArray(saleArticles.id, removed)));
    return removed;
  });
}
