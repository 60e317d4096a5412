import { useTranslations } from 'next-intl';
import { useFormat } from '@/components/use-format';
import type { Payment } from '@/lib/db/schema';

/** The payments of a sale: when, how (with each card's network or the cheque's bank), how much. */
export function PaymentList({ payments, timeZone }: { payments: Payment[]; timeZone: string }) {
  const t = useTranslations('adminSales.payments');
  const format = useFormat();
  if (payments.length === 0) return <p className="mt-2 text-sm text-slate-600">{t('none')}</p>;
  const how = (p: Payment) => {
    if (p.mean === 'card') return t('card', { networks: format.list(p.paymentCards.map((c) => c.network)) });
    if (p.mean === 'cheque') return p.cheques[0]?.bank ? t('chequeFrom', { bank: p.cheques[0].bank }) : t('cheque');
    if (p.mean === 'cash') return t('cash');
    return t('online', { mean: p.mean });
  };
  return (
    <ul className="mt-2 divide-y divide-slate-200" data-testid="sale-payments">
      {payments.map((p) => (
        <li key={p.id} className="flex justify-between gap-4 py-2 text-sm">
          <span className="min-w-0">
            <span className="block font-medium text-slate-900">{how(p)}</span>
            <span className="block text-slate-500">{format.instant(p.createdAt, timeZone)}</span>
          </span>
          <span className="shrink-0 tabular-nums text-slate-900">{format.money(p.amount)}</span>
        </li>
      ))}
    </ul>
  );
}
