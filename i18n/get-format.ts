import { getLocale } from 'next-intl/server';
import { formatterFor, type Formatter } from '@/lib/i18n/format';

/** Dates, times, money and lists in this request's language, for async server components and functions. */
export async function getFormat(): Promise<Formatter> {
  return formatterFor(await getLocale());
}
