import { getLocale, getTranslations } from 'next-intl/server';
import { LOCALE_NAMES, LOCALES } from '@/lib/i18n/locales';
import { switchLanguage } from './language-switch-action';
import { buttonClass } from './ui/button';

/**
 * The other language, named in itself ("English" on a French page), one press away. A plain form
 * with a server action: it works before the page's scripts have loaded, and without them.
 */
export async function LanguageSwitch({ clientToken }: { clientToken?: string }) {
  const [locale, t] = await Promise.all([getLocale(), getTranslations('common.language')]);
  return (
    <form action={switchLanguage} className="flex shrink-0">
      {clientToken && <input type="hidden" name="clientToken" value={clientToken} />}
      {LOCALES.filter((other) => other !== locale).map((other) => (
        <button key={other} type="submit" name="locale" value={other} className={buttonClass('ghost', 'px-2.5 sm:px-3')}>
          <span className="sr-only">{t('change')} </span>
          {/* On a phone the code ("EN") leaves room for the club's name; the full name is always what is announced. */}
          <span lang={other} className="sr-only sm:not-sr-only">{LOCALE_NAMES[other]}</span>
          <span aria-hidden className="font-semibold sm:hidden">{other.toUpperCase()}</span>
        </button>
      ))}
    </form>
  );
}
