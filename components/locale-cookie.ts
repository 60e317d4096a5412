import { cookies } from 'next/headers';
import { LOCALE_COOKIE, type Locale } from '@/lib/i18n/locales';

const YEAR_S = 365 * 24 * 60 * 60;

/** Remembers a person's language for the pages (i18n/request.ts reads this cookie first); from a server action, Next renders again in it. */
export async function rememberLocale(locale: Locale): Promise<void> {
  (await cookies()).set(LOCALE_COOKIE, locale, { path: '/', maxAge: YEAR_S, sameSite: 'lax', httpOnly: true });
}
