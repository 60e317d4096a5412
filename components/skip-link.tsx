import { getTranslations } from 'next-intl/server';

/** The id of each frame's <main>, the skip link's target. */
export const MAIN_ID = 'content';

/**
 * "Skip to content": the first thing a keyboard reaches on every member and staff page, hidden until
 * focused, so that the header and its navigation need not be tabbed through on each page.
 */
export async function SkipLink() {
  const t = await getTranslations('common');
  return (
    <a
      href={`#${MAIN_ID}`}
      className="sr-only rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white shadow-lg focus:not-sr-only focus:fixed focus:px-4 focus:py-2 focus:top-2 focus:left-2 focus:z-50 focus:outline-2 focus:outline-offset-2 focus:outline-brand-700"
    >
      {t('skipToContent')}
    </a>
  );
}
