import { and, eq } from 'drizzle-orm';
import { inTransaction } from '../../db/transaction';
import { offers, products, saleArticles, type SaleArticle } from '../../db/schema';
import { totalPriceTI } from '../catalog/total-price';
import type { OperationContext } from '../context';
import { invalidField } from '../errors';
import { articleSchedule, type ArticleInput } from './article-input';
import { assertCart, readSaleOrThrow } from './get-sale';
import { readSaleFacts } from './sale-facts';
import { missingTags, validTagNames } from './tag-rules';

/**
 * POST /sales/{id}/articles (CONTRACT §9.3): an offer on sale today in the sale's club goes into the
 * cart, priced at its totalPriceTI. Its product's required tags must be among the contact's valid tags
 * and the tags the cart's other articles grant (6.8.0); age is judged by the check, not here.
 */
export async function addSaleArticle(ctx: OperationContext & ArticleInput): Promise<SaleArticle> {
  const { tenant } = ctx;
  return inTransaction(async (tx) => {
    const sale = await readSaleOrThrow(ctx, ctx.saleId, tx, true);
    assertCart(sale);
    const [found] = await tx.select({ offer: offers, product: products }).from(offers)
      .innerJoin(products, and(eq(products.tenantId, offers.tenantId), eq(products.id, offers.productId)))
      .where(and(eq(offers.tenantId, tenant.id), eq(offers.id, ctx.offerId))).limit(1);
    if (!found) throw invalidField('offerId', 'not-found', 'No offer of this network has this id.');
    const { offer, product } = found;
    const facts = await readSaleFacts(tx, tenant.id, sale);
    const onSale = !offer.archived && !product.archived && offer.validFrom <= facts.today
      && (offer.validThrough === null || offer.validThrough >= facts.today) && (product.clubId === null || product.clubId === sale.clubId);
    if (!onSale) {
      throw invalidField('offerId', 'not-available', 'This offer is not on sale today in the sale\'s club.', 'api.error.sale.offer-not-available');
    }
    const parentId = ctx.parentId ?? null;
    if (parentId !== null && !facts.articles.some((a) => a.id === parentId)) {
      throw invalidField('parent', 'not-found', 'The parent must be an article of this sale.');
    }
    const repaymentSchedule = articleSchedule(ctx.repaymentSchedule, offer, facts.clubDebitDays);
    const contactTags = validTagNames(facts.contact?.tags ?? [], facts.today);
    const missing = missingTags({ id: 0, parentId, product }, facts.articles, contactTags);
    if (missing.length > 0) {
      throw invalidField('offerId', 'tag-restriction', `${product.name} needs the tag${missing.length > 1 ? 's' : ''} ${missing.join(', ')}, `
        + 'which neither the contact nor the cart\'s other articles give.', 'api.error.sale.article-tag-restriction');
    }
    const [article] = await tx.insert(saleArticles).values({
      tenantId: tenant.id, saleId: sale.id, parentId, offerId: offer.id, productId: product.id, name: offer.name,
      priceTI: totalPriceTI(offer), implementation: ctx.implementation ?? {}, implementations: ctx.implementations ?? null, repaymentSchedule,
    }).returning();
    return article!;
  });
}
