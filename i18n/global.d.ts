// next-intl's types for this app: the locales, and the English catalog as the shape of every
// catalog. A key that is not in messages/en.json fails the typecheck; messages/catalogs.test.ts
// holds fr.json to the same keys and every key to a use.
import type { Locale } from '@/lib/i18n/locales';
import type messages from '../messages/en.json';

declare module 'next-intl' {
  interface AppConfig {
    Locale: Locale;
    Messages: typeof messages;
  }
}
