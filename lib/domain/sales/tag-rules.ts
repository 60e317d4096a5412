// Tag restrictions of a cart (spec 6.8.0): a product's required tags must be among the contact's
// valid tags plus the tags the cart's other articles would grant; removing an article can remove the
// articles that depended on its tags, and those that depended on theirs.
import type { ContactTag } from '../../db/schema';
import { isTagValidOn } from '../contacts/tag-validity';

export interface TaggedArticle {
  id: number;
  parentId: number | null;
  product: { requiredTags: string[]; grantedTags: string[] };
}

/** The names of the contact's tags valid on `date`. */
export function validTagNames(tags: Pick<ContactTag, 'name' | 'validFrom' | 'validThrough'>[], date: string): Set<string> {
  return new Set(tags.filter((t) => isTagValidOn(t, date)).map((t) => t.name));
}

/** The required tags of `article` that neither the contact nor the other articles of `cart` give. */
export function missingTags(article: TaggedArticle, cart: TaggedArticle[], contactTags: Set<string>): string[] {
  const granted = new Set(cart.filter((other) => other.id !== article.id).flatMap((other) => other.product.grantedTags));
  return article.product.requiredTags.filter((tag) => !contactTags.has(tag) && !granted.has(tag));
}

/**
 * What goes when `removedId` is removed: it, its children (and theirs), then every article whose
 * required tags are no longer met by what stays, and their children, again until nothing changes.
 */
export function articlesToRemove(cart: TaggedArticle[], removedId: number, contactTags: Set<string>): Set<number> {
  const removed = new Set<number>([removedId]);
  for (let changed = true; changed;) {
    changed = false;
    for (const article of cart) {
      if (removed.has(article.id)) continue;
      const kept = cart.filter((a) => !removed.has(a.id));
      const orphan = article.parentId !== null && removed.has(article.parentId);
      if (orphan || missingTags(article, kept, contactTags).length > 0) {
        removed.add(article.id);
        changed = true;
      }
    }
  }
  return removed;
}
