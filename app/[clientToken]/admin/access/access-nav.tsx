import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { cx } from '@/components/ui/cx';

/** The three access control pages, side by side under the page title. */
export async function AccessNav({ base, current }: { base: string; current: 'occupancy' | 'entries' | 'setup' }) {
  const t = await getTranslations('adminAccess.nav');
  const pages = [
    { id: 'occupancy' as const, href: `${base}/access` },
    { id: 'entries' as const, href: `${base}/access/entries` },
    { id: 'setup' as const, href: `${base}/access/setup` },
  ];
  return (
    <nav aria-label={t('label')} className="mt-4 flex flex-wrap gap-2">
      {pages.map((page) => (
        <Link key={page.id} href={page.href} aria-current={page.id === current ? 'page' : undefined}
          className={cx('inline-flex min-h-10 items-center rounded-lg border px-3 text-sm font-medium',
            page.id === current ? 'border-brand-600 bg-brand-50 text-brand-700' : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50')}>
          {t(page.id)}
        </Link>
      ))}
    </nav>
  );
}
