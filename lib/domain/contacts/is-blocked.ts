import type { ContactTag } from '../../db/schema';
import { isTagValidOn } from './tag-validity';

type Tag = Pick<ContactTag, 'name' | 'validFrom' | 'validThrough'>;

/** A tag whose name starts with `blocking` blocks its contact while it is valid. */
export function isBlockingTag(tag: Pick<ContactTag, 'name'>): boolean {
  return tag.name.startsWith('blocking');
}

/** The tags that block the contact on `date`, a day of its club's calendar (see tag-validity.ts). */
export function blockingTagsOn<T extends Tag>(tags: T[], date: string): T[] {
  return tags.filter((t) => isBlockingTag(t) && isTagValidOn(t, date));
}

/** A contact is blocked while it has a blocking tag valid on `date`: the club's today, when asked about now. */
export function isBlocked(tags: Tag[], date: string): boolean {
  return tags.some((t) => isBlockingTag(t) && isTagValidOn(t, date));
}
