import type { Executor } from '../../db/client';
import { sessionCounters } from '../../db/schema';
import type { TenantRef } from '../context';
import type { SaleFacts } from './sale-facts';
import { periodEnd } from './subscription-behavior';

/** A `sessions` article credits a counter on the contact, valid from its start date (else the day of sale) for its validity period. */
export async function creditSaleSessions(tx: Executor, tenant: TenantRef, facts: SaleFacts): Promise<void> {
  const rows = facts.articles.flatMap((article) => {
    const behavior = article.product.behaviors.find((b) => b.type === 'sessions');
    if (!behavior) return [];
    const validFrom = article.implementation.startDate ?? facts.today;
    return [{
      tenantId: tenant.id, contactId: facts.sale.contactId, clubId: facts.sale.clubId, productId: article.productId,
      saleArticleId: article.id, sessions: behavior.configuration.sessions, validFrom,
      validThrough: periodEnd(validFrom, behavior.configuration.validityPeriod),
    }];
  });
  if (rows.length > 0) await tx.insert(sessionCounters).values(rows);
}
