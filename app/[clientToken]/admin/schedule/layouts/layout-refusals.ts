// The domain's refusals of a layout's spots (planning/class-layouts.ts), told on the staff page in the
// request's language: the API's `detail` and violation messages stay English, for developers.
import { DomainError, type Violation } from '@/lib/domain/errors';
import { SpotInUse } from '@/lib/domain/planning/class-layouts';
import { requestLocale } from '@/i18n/request';
import { sentenceFor } from '@/lib/i18n/server-sentences';
import type { Locale } from '@/lib/i18n/locales';

/** A violation of the layout's spots in words, or undefined when it is not one of the layout's own. */
function spotSentence(error: DomainError, violation: Violation, locale: Locale): string | undefined {
  if (error instanceof SpotInUse && violation.code === 'in-use') return sentenceFor('web.layout.spot-in-use', locale, { spot: error.spot });
  if (violation.code === 'fewer-than-places') return sentenceFor('web.layout.fewer-than-places', locale);
  if (violation.code === 'duplicate' && violation.propertyPath.startsWith('spots.')) return sentenceFor('web.layout.duplicate-number', locale);
  return undefined;
}

/** Runs `save`; a refusal of the layout's spots is thrown again with its violations in the request's words. */
export async function sayingSpotRefusals<T>(save: () => Promise<T>): Promise<T> {
  try {
    return await save();
  } catch (error) {
    if (!(error instanceof DomainError) || !error.violations) throw error;
    const locale = await requestLocale();
    const violations = error.violations.map((v) => ({ ...v, message: spotSentence(error, v, locale) ?? v.message }));
    throw new DomainError(error.code, error.detail, violations);
  }
}
