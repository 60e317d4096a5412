// The languages of the service. A third one is a catalog in messages/ and one entry here: the code
// reads every word from the catalogs and every date and amount through Intl.

export const LOCALES = ['fr', 'en'] as const;
export type Locale = (typeof LOCALES)[number];

/** What a club and a contact are set to when nobody has chosen: the demo's clubs are French. */
export const DEFAULT_LOCALE: Locale = 'fr';

/** The cookie the language switch sets: a person's own choice wins over everything else. */
export const LOCALE_COOKIE = 'locale';

/**
 * The Intl locale that dates, numbers and money are formatted with. English is British English:
 * the clubs are in Europe, so "Saturday 24 July" and "€29.90", never "July 24" or "$".
 */
export const INTL_LOCALE: Record<Locale, string> = { fr: 'fr-FR', en: 'en-GB' };

/** Each language's name in itself, as the switch offers it. */
export const LOCALE_NAMES: Record<Locale, string> = { fr: 'Français', en: 'English' };

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/**
 * The best of our languages for an Accept-Language header ("en-US,en;q=0.9,fr;q=0.8"): the highest
 * weighted range whose primary language we have, ties in header order; null when none fits
 * ("de-DE", "*", empty), so the caller falls back to the club's language.
 */
export function bestLocale(acceptLanguage: string | null | undefined): Locale | null {
  if (!acceptLanguage) return null;
  let best: { locale: Locale; q: number } | null = null;
  for (const part of acceptLanguage.split(',').slice(0, 32)) {
    const [range = '', ...params] = part.trim().split(';');
    const primary = range.trim().toLowerCase().split('-')[0];
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParam === undefined ? 1 : Number(qParam.slice(2));
    if (!isLocale(primary) || !Number.isFinite(q) || q <= 0) continue;
    if (!best || q > best.q) best = { locale: primary, q };
  }
  return best?.locale ?? null;
}
