import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { buttonClass } from './button';

interface PagerProps {
  page: number;
  pages: number;
  /** The address of another page of the same list (filters kept). */
  hrefFor: (page: number) => string;
  previousLabel?: string;
  nextLabel?: string;
}

/** Previous and next pages of a list; hidden when everything fits on one. */
export function Pager({ page, pages, hrefFor, previousLabel, nextLabel }: PagerProps) {
  const t = useTranslations('common.pager');
  if (pages <= 1) return null;
  return (
    <nav aria-label={t('label')} className="mt-6 flex items-center justify-between gap-4 text-sm">
      {page > 1 ? <Link className={buttonClass('secondary')} href={hrefFor(page - 1)}>{previousLabel ?? t('previous')}</Link> : <span />}
      <span className="text-slate-600">{t('position', { page, pages })}</span>
      {page < pages ? <Link className={buttonClass('secondary')} href={hrefFor(page + 1)}>{nextLabel ?? t('next')}</Link> : <span />}
    </nav>
  );
}

/** A list's address with its query: empty values and page 1 are left out, so the URL stays short. */
export function listHref(path: string, query: Record<string, string | number | undefined>): string {
  const entries = Object.entries(query)
    .filter(([key, value]) => value !== undefined && value !== '' && !(key === 'page' && value === 1))
    .map(([key, value]) => [key, String(value)]);
  const search = new URLSearchParams(entries).toString();
  return search ? `${path}?${search}` : path;
}
