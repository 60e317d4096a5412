// A clash refused by the domain (planning/assert-no-clash.ts), told on the staff pages with the other
// class named in the page's language: the API's `detail` stays English, for developers.
import { getLocale, getTranslations } from 'next-intl/server';
import { DomainError } from '@/lib/domain/errors';
import { ClassClash } from '@/lib/domain/planning/assert-no-clash';
import type { Locale } from '@/lib/i18n/locales';
import { localDate, longDay, wallClock } from './local-time';

/** Runs `place`; a clash it meets is thrown again with a sentence naming the other class, beside no field. */
export async function namingClash<T>(timeZone: string, place: () => Promise<T>): Promise<T> {
  try {
    return await place();
  } catch (error) {
    if (!(error instanceof ClassClash) || !error.other) throw error;
    const [t, locale] = await Promise.all([getTranslations('adminSchedule'), getLocale()]);
    const { name, startedAt, sameStudio } = error.other;
    const message = t('clashWith', {
      name, day: longDay(localDate(startedAt, timeZone), locale as Locale), time: wallClock(startedAt, timeZone), where: sameStudio ? 'studio' : 'coach',
    });
    throw new DomainError(error.code, error.detail, [{ propertyPath: 'clash', code: 'clash', message }]);
  }
}
