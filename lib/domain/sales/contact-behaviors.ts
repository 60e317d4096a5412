// What a validated sale gives the contact that partners hear of by webhook: a badge per `badge`
// article (identificator.created), the products' granted tags (contact_tag.created), and the
// `client` state when a subscription was made (contact.updated). Run after the silent behaviours.
import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { identificators } from '../../db/schema';
import { insertBadge } from '../badges/create-badge';
import { insertContactTag } from '../contacts/add-contact-tag';
import type { ContactWithTags } from '../contacts/get-contact';
import type { TenantRef } from '../context';
import { markContactClient } from '../subscriptions/mark-contact-client';
import type { SaleFacts } from './sale-facts';
import { hasBehavior } from './sale-checks';
import { validTagNames } from './tag-rules';

/** B00000123 for article 123; a number staff already gave someone gets a suffix. */
async function freeBadgeNumber(tx: Executor, tenantId: number, articleId: number): Promise<string> {
  const base = `B${String(articleId).padStart(8, '0')}`;
  const candidates = [base, ...Array.from({ length: 9 }, (_, i) => `${base}-${i + 2}`)];
  const taken = await tx.select({ number: identificators.number }).from(identificators)
    .where(and(eq(identificators.tenantId, tenantId), inArray(identificators.number, candidates)));
  const used = new Set(taken.map((t) => t.number));
  return candidates.find((c) => !used.has(c)) ?? `${base}-${Date.now()}`;
}

export async function runContactBehaviors(
  tx: Executor, tenant: TenantRef, facts: SaleFacts, contact: ContactWithTags, madeSubscription: boolean,
): Promise<void> {
  for (const article of facts.articles.filter((a) => hasBehavior(a, 'badge'))) {
    await insertBadge(tx, tenant, contact, await freeBadgeNumber(tx, tenant.id, article.id));
  }
  // A tag the contact already holds today is not given twice.
  const held = validTagNames(contact.tags, facts.today);
  const granted = [...new Set(facts.articles.flatMap((a) => a.product.grantedTags))].filter((name) => !held.has(name));
  for (const name of granted) {
    await insertContactTag(tx, tenant, contact, { name, validFrom: facts.today, validThrough: null, accounting: false });
  }
  if (madeSubscription) await markContactClient(tx, tenant, contact.id);
}
