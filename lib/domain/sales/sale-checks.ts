// GET /sales/{id}/check (CONTRACT §9.3): every reason the sale cannot be validated, as violations
// whose codes are api.error.sale.*, in the contract's order. Pure: the check, the payments and the
// validations all ask it on facts read once (sale-facts.ts).
import type { ProductBehavior } from '../../db/schema';
import { isBlocked } from '../contacts/is-blocked';
import { DomainError, type Violation } from '../errors';
import type { ArticleWithProduct, SaleFacts } from './sale-facts';
import { missingTags, validTagNames } from './tag-rules';

const code = (reason: string) => `api.error.sale.${reason}`;
const violation = (reason: string, propertyPath: string, message: string): Violation => ({ propertyPath, code: code(reason), message });

export const hasBehavior = (article: Pick<ArticleWithProduct, 'product'>, type: ProductBehavior['type']) =>
  article.product.behaviors.some((b) => b.type === type);

/** Whole years from `birthDate` to `date` (both YYYY-MM-DD). */
export function ageOn(birthDate: string, date: string): number {
  const years = Number(date.slice(0, 4)) - Number(birthDate.slice(0, 4));
  return date.slice(5) < birthDate.slice(5) ? years - 1 : years;
}

const CONTACT_FIELDS = [
  ['contactFamilyName', 'contactFamilyName'], ['contactGivenName', 'contactGivenName'], ['contactNumber', 'contactNumber'],
  ['addressCountry', 'address.addressCountry'], ['addressLocality', 'address.addressLocality'], ['postalCode', 'address.postalCode'],
  ['streetAddress', 'address.streetAddress'],
] as const;

function contactIncomplete(facts: SaleFacts): Violation[] {
  if (!facts.contact) return [violation('contact-incomplete', 'contactId', 'The sale\'s contact no longer exists.')];
  return CONTACT_FIELDS.filter(([column]) => !facts.sale[column]?.trim())
    .map(([, path]) => violation('contact-incomplete', path, `${path} is required before the sale is validated (the invoice names it).`));
}

function articleViolations(facts: SaleFacts, reason: string, failing: (a: ArticleWithProduct) => string | null, suffix = ''): Violation[] {
  return facts.articles.flatMap((article, i) => {
    const message = failing(article);
    return message === null ? [] : [violation(reason, `articles.${i}${suffix}`, message)];
  });
}

/** Every violation of the sale, in the contract's order; empty when it may be validated. */
export function saleViolations(facts: SaleFacts): Violation[] {
  const { articles, contact, today } = facts;
  const tags = contact ? validTagNames(contact.tags, today) : new Set<string>();
  const byId = new Map(articles.map((a) => [a.id, a]));
  return [
    ...(articles.length === 0 ? [violation('empty', 'articles', 'The sale has no article.')] : []),
    ...contactIncomplete(facts),
    ...articleViolations(facts, 'tag-restriction', (a) => {
      const missing = missingTags(a, articles, tags);
      return missing.length === 0 ? null : `${a.name} needs the tag${missing.length > 1 ? 's' : ''} ${missing.join(', ')}.`;
    }),
    ...articleViolations(facts, 'age-restriction', (a) => {
      const minimum = a.product.minimumAge;
      if (minimum === null || minimum === 0 || !contact) return null;
      if (!contact.birthDate) return `${a.name} is sold from ${minimum} years of age: the contact's birth date is needed.`;
      return ageOn(contact.birthDate, today) < minimum ? `${a.name} is sold from ${minimum} years of age.` : null;
    }),
    ...articleViolations(facts, 'start-date-required', (a) =>
      (hasBehavior(a, 'subscription') && !a.implementation.startDate ? `${a.name} needs implementation.startDate.` : null), '.implementation.startDate'),
    ...(contact && isBlocked(contact.tags, today)
      ? [violation('contact-blocked', 'contactId', 'The contact is blocked (a tag starting with "blocking").')] : []),
    ...articleViolations(facts, 'option-without-subscription', (a) => {
      if (!hasBehavior(a, 'subscription_option')) return null;
      const parent = a.parentId === null ? undefined : byId.get(a.parentId);
      if (parent && hasBehavior(parent, 'subscription')) return null;
      return facts.activeSubscriptionIds.length > 0 ? null
        : `${a.name} is an option: add it under a subscription of this sale (parent), or sell it to a contact with a subscription in this club.`;
    }, '.parent'),
  ];
}

/** Throws the check's 400 (the first violation's code, all the violations) when there is any. */
export function assertSaleValid(facts: SaleFacts): void {
  const violations = saleViolations(facts);
  if (violations.length > 0) throw new DomainError(violations[0]!.code, 'The sale cannot be validated: see violations.', violations);
}
