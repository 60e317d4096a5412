import type { CancellationMotive, Club } from '../../db/schema';
import type { Locale } from '../../i18n/locales';

/**
 * The motive a quick cancellation is recorded with: the member's, when the club accepts it online;
 * else the club's default (CONTRACT §15, `defaultCancellationMotive`) when it is still one the club
 * includes; else the first motive the club includes. Null when the club includes none (online
 * cancellation is then not really open: cancelSubscriptionOnline refuses it).
 */
export function quickCancellationMotiveId(club: Club, chosen: number | null | undefined): number | null {
  const included = club.onlineCancellation.includedCancellationMotiveIds;
  if (chosen != null && included.includes(chosen)) return chosen;
  const fallback = club.defaultCancellationMotiveId;
  if (fallback !== null && included.includes(fallback)) return fallback;
  return included[0] ?? null;
}

/** A motive's name in a language: its translation when the tenant wrote one, else its name. */
export function motiveNameIn(motive: Pick<CancellationMotive, 'name' | 'translations'>, locale: Locale): string {
  return motive.translations[locale]?.trim() || motive.name;
}
