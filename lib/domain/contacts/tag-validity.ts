import type { ContactTag } from '../../db/schema';

export type TagDates = Pick<ContactTag, 'validFrom' | 'validThrough'>;

/**
 * Where a tag stands on `date` (YYYY-MM-DD, a day of the contact's club's calendar): valid from its
 * first day through its last, both included; without a last day it never ends. This is the one
 * place the rule is written: blocking, online-cancellation tags and the back office all ask it.
 */
export function tagValidity(tag: TagDates, date: string): 'not-yet-valid' | 'valid' | 'expired' {
  if (date < tag.validFrom) return 'not-yet-valid';
  if (tag.validThrough !== null && tag.validThrough < date) return 'expired';
  return 'valid';
}

export function isTagValidOn(tag: TagDates, date: string): boolean {
  return tagValidity(tag, date) === 'valid';
}
