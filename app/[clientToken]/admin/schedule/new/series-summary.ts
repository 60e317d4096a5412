// What the "new class" form is about to create, in words, as the staff member fills it in.
import { addDays } from '@/lib/time/calendar';
import type { useTranslations } from 'next-intl';
import type { Locale } from '@/lib/i18n/locales';
import { isoWeekdayName, longDay } from '../local-time';
import type { NewClassValues } from './new-class-schema';
import { weeklySeries } from './weekly-series';

/** "9 classes, every Tuesday at 18:30, from …", or null while the form does not say yet. */
export function seriesSummary(
  v: Pick<NewClassValues, 'repeat' | 'date' | 'weekday' | 'from' | 'until' | 'time'>, t: ReturnType<typeof useTranslations<'adminSchedule.new'>>, locale: Locale,
): string | null {
  if (!/^\d\d:\d\d$/.test(v.time)) return null;
  if (v.repeat === 'once') return v.date ? t('summaryOne', { day: longDay(v.date, locale), time: v.time }) : null;
  if (!v.weekday || !v.from || !v.until || v.until < v.from) return null;
  const { first, weeks } = weeklySeries(Number(v.weekday), v.from, v.until);
  if (weeks < 1 || weeks > 52) return null;
  if (weeks === 1) return t('summaryOne', { day: longDay(first, locale), time: v.time });
  const last = addDays(first, 7 * (weeks - 1));
  return t('summaryMany', {
    weeks, weekday: isoWeekdayName(Number(v.weekday), locale), time: v.time, first: longDay(first, locale), last: longDay(last, locale),
  });
}
