// The message catalogs, for what the server writes outside a page (e-mails, texts, documents,
// sentences for the API): loaded here once, so a third language is one more entry, not one per file.
// Pages get theirs from next-intl's request config (i18n/request.ts).
import en from '../../messages/en';
import fr from '../../messages/fr';
import type { Locale } from './locales';

export type Catalog = typeof en;

const CATALOGS: Record<Locale, Catalog> = { fr, en };

/** The catalog of a language, for next-intl's createTranslator. */
export function catalogOf(locale: Locale): Catalog {
  return CATALOGS[locale];
}
