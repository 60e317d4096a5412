import { getTranslations } from 'next-intl/server';
import { Badge } from '@/components/ui/badge';
import { cx } from '@/components/ui/cx';
import { getFormat } from '@/i18n/get-format';
import type { LedgerCheck } from '@/lib/domain/ledger/ledger-checks';

const IDS_SHOWN = 10;

/** The ledger's checks, each green or red with its word (never the colour alone), and what fails. */
export async function LedgerChecksPanel({ checks }: { checks: LedgerCheck[] }) {
  const [t, format] = await Promise.all([getTranslations('adminReconciliation.checks'), getFormat()]);
  const failing = checks.filter((c) => !c.ok).length;
  const summary = (check: LedgerCheck) => {
    if (check.ok) return t('checked', { count: check.checked });
    const ids = [...new Set(check.failures.map((f) => f.id))];
    const shown = ids.slice(0, IDS_SHOWN).map((id) => t(`items.${check.name}`, { id }));
    if (ids.length > IDS_SHOWN) shown.push(t('more', { count: ids.length - IDS_SHOWN }));
    return t('failures', { failed: check.failures.length, checked: check.checked, ids: format.list(shown) });
  };
  return (
    <section aria-labelledby="checks-title" className="mt-8">
      <h2 id="checks-title" className="text-lg font-semibold text-slate-900">{t('title')}</h2>
      <p className="mt-1 max-w-2xl text-sm text-slate-600">{t('hint')}</p>
      <p role="status" className={cx('mt-3 rounded-lg px-3 py-2 text-sm font-medium', failing === 0 ? 'bg-emerald-50 text-emerald-900' : 'bg-red-50 text-red-900')}>
        <span aria-hidden className="mr-1.5">{failing === 0 ? '✓' : '✗'}</span>
        {failing === 0 ? t('allOk', { count: checks.length }) : t('someFail', { count: failing })}
      </p>
      <ul aria-label={t('title')} className="mt-3 divide-y divide-slate-200 overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
        {checks.map((check) => (
          <li key={check.name} data-check={check.name} className="flex items-start justify-between gap-3 px-4 py-3 sm:items-center sm:gap-4">
            <span className="min-w-0">
              <span className="block font-medium text-slate-900">{t(`names.${check.name}`)}</span>
              <span className={cx('block text-sm', check.ok ? 'text-slate-600' : 'text-red-800')}>{summary(check)}</span>
            </span>
            <span className="shrink-0">
              <Badge tone={check.ok ? 'on' : 'danger'}>
                <span aria-hidden className="mr-1">{check.ok ? '✓' : '✗'}</span>{check.ok ? t('ok') : t('failed')}
              </Badge>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
