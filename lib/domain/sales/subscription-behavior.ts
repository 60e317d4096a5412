// What validating a sale does for its subscription and option articles (CONTRACT §9.1): a
// Subscription from implementation.startDate, committed through start + validityPeriod − 1 day (its
// end too when fixed-term or upfront), at the offer's rhythm; an option of the parent article's
// subscription, else of the contact's latest subscription in force in the club. The article keeps
// the subscription it made: its repaymentSchedule holds the debit day the billing run reads.
import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { offers, saleArticles, subscriptionOptions, subscriptions } from '../../db/schema';
import { addDays, maxDate } from '../../time/calendar';
import { addDuration, parseDuration } from '../../time/duration';
import type { TenantRef } from '../context';
import type { Rhythm } from '../subscriptions/renewal-dates';
import type { ArticleWithProduct, SaleFacts } from './sale-facts';

/** The last day of a period of `validityPeriod` from `start` (never before `start`). */
export function periodEnd(start: string, validityPeriod: string): string {
  const duration = parseDuration(validityPeriod) ?? { months: 0, days: 1 };
  return maxDate(start, addDays(addDuration(start, duration), -1));
}

// A subscription row needs a rhythm; a one-off (upfront) offer has none, and is never debited:
// monthly only sets its renewal dates, which an upfront subscription's cancellation does not use.
const UPFRONT_RHYTHM: Rhythm = 'monthly';

async function offerRhythms(tx: Executor, tenantId: number, articles: ArticleWithProduct[]): Promise<Map<number, Rhythm | null>> {
  if (articles.length === 0) return new Map();
  const rows = await tx.select({ id: offers.id, rhythm: offers.rhythmBilling }).from(offers)
    .where(and(eq(offers.tenantId, tenantId), inArray(offers.id, articles.map((a) => a.offerId))));
  return new Map(rows.map((r) => [r.id, r.rhythm]));
}

/** Creates the sale's subscriptions, then its options; returns every subscription made or given an option, in that order. */
export async function createSaleSubscriptions(tx: Executor, tenant: TenantRef, facts: SaleFacts): Promise<{ created: number[]; touched: number[] }> {
  const { sale } = facts;
  const created = new Map<number, number>();
  const touched: number[] = [];
  const mains = facts.articles.filter((a) => a.product.behaviors.some((b) => b.type === 'subscription'));
  const rhythms = await offerRhythms(tx, tenant.id, mains);
  for (const article of mains) {
    const behavior = article.product.behaviors.find((b) => b.type === 'subscription')!;
    const { validityPeriod, paymentType, fixedTerm } = behavior.configuration;
    const startDate = article.implementation.startDate ?? facts.today;
    const engagedThrough = periodEnd(startDate, validityPeriod);
    const [row] = await tx.insert(subscriptions).values({
      tenantId: tenant.id, contactId: sale.contactId, clubId: sale.clubId, offerId: article.offerId, name: article.product.name,
      paymentType, fixedTerm, startDate, engagedThrough, endDate: fixedTerm || paymentType === 'upfront' ? engagedThrough : null,
      rhythmBilling: rhythms.get(article.offerId) ?? UPFRONT_RHYTHM,
    }).returning({ id: subscriptions.id });
    created.set(article.id, row!.id);
    touched.push(row!.id);
    await tx.update(saleArticles).set({ subscriptionId: row!.id }).where(and(eq(saleArticles.tenantId, tenant.id), eq(saleArticles.id, article.id)));
  }
  for (const article of facts.articles) {
    const behavior = article.product.behaviors.find((b) => b.type === 'subscription_option');
    if (!behavior) continue;
    const subscriptionId = (article.parentId === null ? undefined : created.get(article.parentId)) ?? facts.activeSubscriptionIds[0];
    // The check refused the sale without one (option-without-subscription).
    if (subscriptionId === undefined) throw new Error(`Option article ${article.id} has no subscription`);
    const [option] = await tx.insert(subscriptionOptions).values({
      tenantId: tenant.id, subscriptionId, name: article.product.name, mandatory: behavior.configuration.mandatory,
    }).returning({ id: subscriptionOptions.id });
    await tx.update(saleArticles).set({ subscriptionId, subscriptionOptionId: option!.id })
      .where(and(eq(saleArticles.tenantId, tenant.id), eq(saleArticles.id, article.id)));
    touched.push(subscriptionId);
  }
  return { created: [...created.values()], touched };
}
