import Link from 'next/link';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';

/** The way back from a page to the list it belongs to: "Parent / this page". */
export function Breadcrumb({ parentHref, parent, current }: { parentHref: string; parent: ReactNode; current: ReactNode }) {
  const t = useTranslations('common');
  return (
    <nav aria-label={t('breadcrumb')} className="text-sm">
      <ol className="flex min-w-0 items-center gap-2 text-slate-500">
        <li><Link href={parentHref} className="rounded whitespace-nowrap hover:text-slate-800">{parent}</Link></li>
        <li aria-hidden>/</li>
        <li aria-current="page" className="truncate text-slate-800">{current}</li>
      </ol>
    </nav>
  );
}
