import { getTranslations } from 'next-intl/server';
import { getFormat } from '@/i18n/get-format';
import type { ReviewPayable } from '@/lib/domain/finance/list-review-payables';
import { EmptyNote } from '@/components/ui/empty-note';

/** Online payments a provider's event left in `review` (its amount or currency did not match): for staff to look into. */
export async function ReviewPayables({ items, timeZone }: { items: ReviewPayable[]; timeZone: string }) {
  const [t, format] = await Promise.all([getTranslations('adminReconciliation.review'), getFormat()]);
  return (
    <section aria-labelledby="review-title" className="mt-10">
      <h2 id="review-title" className="text-lg font-semibold text-slate-900">{t('title')}</h2>
      <p className="mt-1 max-w-2xl text-sm text-slate-600">{t('hint')}</p>
      {items.length === 0
        ? <EmptyNote className="mt-3" compact>{t('none')}</EmptyNote>
        : (
          <ul aria-label={t('listLabel')} className="mt-3 divide-y divide-slate-200 overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
            {items.map((item) => (
              <li key={item.id} className="flex flex-col gap-1 px-4 py-3 sm:flex-row sm:items-center sm:justify-between sm:gap-4">
                <span className="min-w-0">
                  <span className="block font-medium text-slate-900">
                    {item.contactName || t('unknownContact')}
                    {item.contactNumber && <span className="ml-2 font-mono text-xs text-slate-500">{item.contactNumber}</span>}
                  </span>
                  <span className="block text-sm text-slate-600">{t('number', { id: item.id })} · {t('created', { date: format.instant(item.createdAt, timeZone) })}</span>
                </span>
                <span className="text-sm font-semibold text-slate-900 tabular-nums">{format.money(item.amount, item.currency)}</span>
              </li>
            ))}
          </ul>
        )}
    </section>
  );
}
