import type { ContactTag } from '../../db/schema';

/** A contact is blocked while it has a tag whose name starts with `blocking`, valid on `date`. */
export function isBlocked(tags: Pick<ContactTag, 'name' | 'validFrom' | 'validThrough'>[], date: string): boolean {
  return tags.some((t) => t.name.startsWith('blocking') && t.validFrom <= date && (t.validThrough === null || t.validThrough >= date));
}
