import { useLocale } from 'next-intl';
import { formatterFor, type Formatter } from '@/lib/i18n/format';

/** Dates, times, money and lists in the page's language, for components (server or client) that cannot await. */
export function useFormat(): Formatter {
  return formatterFor(useLocale());
}
