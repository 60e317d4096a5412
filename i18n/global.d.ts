// next-intl's types for this app: the locales, and the English catalog as the shape of every
// catalog. A key that is not in messages/en/*.json fails the typecheck; lib/i18n/catalogs.test.ts
// holds the French catalog to the same keys and every key to a use.
import type { Locale } from '@/lib/i18n/locales';
import type messages from '../messages/en';

declare module 'next-intl' {
  interface AppConfig {
    Locale: Locale;
    Messages: typeof messages;
  }
}
