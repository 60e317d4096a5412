// next-intl without i18n routing: addresses stay as they are, and each request's language is worked
// out here, on the server, from what the request says (no proxy needed):
//   1. the `locale` cookie, set by the language switch: the person's own choice;
//   2. the browser's Accept-Language, its best match among fr and en;
//   3. the club's default language: a signed-in member's own (their contact's, else their club's),
//      else the tenant's first club's; a page outside a session names no tenant here;
//   4. French.
import { cookies, headers } from 'next/headers';
import { getRequestConfig } from 'next-intl/server';
import { currentIdentity } from '@/lib/auth/session';
import { defaultLanguageOf } from '@/lib/domain/tenancy/default-language';
import { findTenantByToken } from '@/lib/domain/tenancy/find-tenant';
import { bestLocale, DEFAULT_LOCALE, isLocale, LOCALE_COOKIE, type Locale } from '@/lib/i18n/locales';
import { logger } from '@/lib/log/logger';

/** Step 3: only reached when neither the cookie nor the browser chose, so it costs a query rarely. */
async function clubLanguage(): Promise<Locale | null> {
  try {
    const identity = await currentIdentity();
    const tenant = identity ? await findTenantByToken(identity.tenant) : null;
    if (!identity || !tenant) return null;
    return await defaultLanguageOf({ tenant, ...(identity.role === 'member' ? { contactId: identity.contactId } : {}) });
  } catch (error) {
    // The page can still be shown, in the default language; whatever failed will say so itself.
    logger().warn({ err: error }, 'club language could not be read');
    return null;
  }
}

export async function requestLocale(): Promise<Locale> {
  const chosen = (await cookies()).get(LOCALE_COOKIE)?.value;
  if (isLocale(chosen)) return chosen;
  return bestLocale((await headers()).get('accept-language')) ?? (await clubLanguage()) ?? DEFAULT_LOCALE;
}

const catalogs: Record<Locale, () => Promise<{ default: IntlMessages }>> = {
  fr: () => import('../messages/fr'),
  en: () => import('../messages/en'),
};
type IntlMessages = typeof import('../messages/en').default;

export default getRequestConfig(async ({ locale: asked }) => {
  const locale = isLocale(asked) ? asked : await requestLocale();
  return {
    locale,
    messages: (await catalogs[locale]()).default,
    // Dates are formatted by lib/i18n/format.ts, each in its club's time zone; this zone only keeps
    // next-intl's own formatter (unused for dates) from guessing one differently on server and browser.
    timeZone: 'UTC',
  };
});
