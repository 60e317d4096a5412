import { getTranslations } from 'next-intl/server';
import type { Formatter } from '@/lib/i18n/format';
import type { CashDrawer } from '@/lib/db/schema';

/** A club's last closings: when, who counted what against what was expected, and the Z report. */
export async function ClosingList({ clientToken, closings, names, timeZone, format }: {
  clientToken: string; closings: CashDrawer[]; names: Map<number, string>; timeZone: string; format: Formatter;
}) {
  const t = await getTranslations('adminCashDrawer.page');
  if (closings.length === 0) return <p className="mt-4 text-sm text-slate-600">{t('noClosing')}</p>;
  return (
    <div className="mt-4">
      <h3 className="text-sm font-semibold text-slate-900">{t('closings')}</h3>
      <ul className="mt-2 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white text-sm">
        {closings.map((d) => (
          <li key={d.id} className="flex flex-col gap-1 p-3 sm:flex-row sm:items-center sm:justify-between">
            <span>
              {t('closing', {
                checkout: names.get(d.checkoutId) ?? '', at: format.instant(d.closedAt!, timeZone),
                expected: format.money(d.expectedAmount ?? 0), counted: format.money(d.countedAmount ?? 0),
              })}
              {' '}
              <strong className={(d.differenceAmount ?? 0) === 0 ? 'whitespace-nowrap text-slate-900' : 'whitespace-nowrap text-red-700'}>
                {t('difference', { difference: format.money(d.differenceAmount ?? 0) })}
              </strong>
            </span>
            <a href={`/${clientToken}/admin/cash-drawers/${d.id}/z-report`} className="font-medium text-brand-700 underline">
              {t('zReport', { checkout: names.get(d.checkoutId) ?? '' })}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
