import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { cx } from '@/components/ui/cx';

/** The finance section's two pages: money owed (the board) and the reconciliation of money in. */
export async function FinanceTabs({ clientToken, current }: { clientToken: string; current: 'board' | 'reconciliation' }) {
  const t = await getTranslations('adminReconciliation');
  const base = `/${clientToken}/admin/finance`;
  const tabs = [{ id: 'board', href: base }, { id: 'reconciliation', href: `${base}/reconciliation` }] as const;
  return (
    <nav aria-label={t('financeTabs.label')} className="mb-6 flex gap-1 rounded-lg bg-slate-100 p-1 text-sm font-medium sm:inline-flex">
      {tabs.map((tab) => (
        <Link key={tab.id} href={tab.href} aria-current={tab.id === current ? 'page' : undefined}
          className={cx('flex min-h-10 flex-1 items-center justify-center rounded-md px-3 text-center sm:flex-none',
            tab.id === current ? 'bg-white text-brand-700 shadow-sm' : 'text-slate-600 hover:text-slate-900')}>
          {tab.id === 'board' ? t('financeTabs.board') : t('financeTabs.reconciliation')}
        </Link>
      ))}
    </nav>
  );
}
