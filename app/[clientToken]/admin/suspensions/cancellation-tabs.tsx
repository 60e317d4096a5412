import Link from 'next/link';
import { getTranslations } from 'next-intl/server';

/** Cancellations and freezes side by side: the two ways a member stops paying for a while or for good. */
export async function CancellationTabs({ base, current }: { base: string; current: 'cancellations' | 'suspensions' }) {
  const t = await getTranslations('suspensions.admin');
  const tab = (id: 'cancellations' | 'suspensions', label: string) => (
    <Link href={`${base}/${id}`} aria-current={current === id ? 'page' : undefined}
      className={`rounded-md px-3 py-1.5 text-sm font-medium ${current === id ? 'bg-white text-slate-900 shadow-sm' : 'text-slate-700 hover:text-slate-900'}`}>
      {label}
    </Link>
  );
  return (
    <nav aria-label={t('tabsLabel')} className="mt-4 inline-flex gap-1 rounded-lg bg-slate-100 p-1">
      {tab('cancellations', t('tabCancellations'))}
      {tab('suspensions', t('tabSuspensions'))}
    </nav>
  );
}
