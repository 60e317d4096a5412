import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import { buttonClass } from '@/components/ui/button';
import { listHref } from '@/components/ui/pager';
import { addDays } from '@/lib/time/calendar';

import { INTL_LOCALE } from '@/lib/i18n/locales';

// "16–22 Nov 2026", "30 Nov – 6 Dec 2026": short enough to sit beside the arrows on a phone.
const rangeFormat = (locale: keyof typeof INTL_LOCALE) =>
  new Intl.DateTimeFormat(INTL_LOCALE[locale], { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
const utc = (date: string) => new Date(`${date}T00:00:00Z`);

/** The week shown, and links to the weeks before and after (the week lives in the URL). */
export function WeekNav({ path, clubId, monday, thisMonday, coach }: { path: string; clubId: number; monday: string; thisMonday: string; coach?: string }) {
  const t = useTranslations('adminSchedule.weeks');
  const locale = useLocale();
  const href = (week: string) => listHref(path, { club: clubId, week, ...(coach ? { coach } : {}) });
  return (
    <nav aria-label={t('label')} className="flex flex-wrap items-center gap-2">
      <p className="mr-auto text-lg font-semibold text-slate-900 sm:mr-2" aria-live="polite">
        {/* Plain spaces: ICU versions disagree on thin ones (lib/i18n/format.ts). */}
        {rangeFormat(locale).formatRange(utc(monday), utc(addDays(monday, 6))).replace(/[\u2009\u202f]/g, ' ')}
      </p>
      {/* The buttons wrap as one group: on a phone they go under the dates together. */}
      <div className="flex gap-2">
        <Link href={href(addDays(monday, -7))} className={buttonClass('secondary', 'px-3')} aria-label={t('previous')}>
          <svg aria-hidden viewBox="0 0 20 20" className="size-4 fill-current"><path d="M12.7 4.3 7 10l5.7 5.7 1.1-1.1L9.2 10l4.6-4.6z" /></svg>
        </Link>
        {monday !== thisMonday && <Link href={href(thisMonday)} className={buttonClass('secondary')}>{t('thisWeek')}</Link>}
        <Link href={href(addDays(monday, 7))} className={buttonClass('secondary', 'px-3')} aria-label={t('next')}>
          <svg aria-hidden viewBox="0 0 20 20" className="size-4 fill-current"><path d="M7.3 4.3 13 10l-5.7 5.7-1.1-1.1 4.6-4.6-4.6-4.6z" /></svg>
        </Link>
      </div>
    </nav>
  );
}
