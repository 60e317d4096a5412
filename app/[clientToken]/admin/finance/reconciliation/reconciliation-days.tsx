import { getTranslations } from 'next-intl/server';
import { cx } from '@/components/ui/cx';
import { getFormat } from '@/i18n/get-format';
import type { Figure, MoneyIn, Reconciliation, ReconciliationDay } from '@/lib/domain/ledger/reconciliation';

type Row = Omit<ReconciliationDay, 'date'>;
const MEANS = ['cash', 'cheques', 'cards', 'online', 'directDebit'] as const satisfies (keyof MoneyIn)[];
const RECORDED = ['payments', 'invoices', 'debtOpened', 'debtSettled'] as const;
const figureOf = (row: Row, column: (typeof RECORDED)[number]): Figure => ({
  payments: row.paymentsRecorded, invoices: row.invoicesIssued, debtOpened: row.debtOpened, debtSettled: row.debtSettled,
})[column];
const isEmpty = (row: Row) => row.moneyIn.total === 0 && RECORDED.every((column) => figureOf(row, column).count === 0);

/**
 * The days of the range: a table from a wide screen up (money in by mean, then what was recorded),
 * a card per day on a phone. Zeros are written, dimmed, so an empty cell is never mistaken for a gap.
 */
export async function ReconciliationDays({ reconciliation }: { reconciliation: Reconciliation }) {
  const [t, format] = await Promise.all([getTranslations('adminReconciliation.days'), getFormat()]);
  const money = (cents: number, strong = false) => (
    <span className={cx('tabular-nums', cents === 0 ? 'text-slate-500' : strong ? 'font-semibold text-slate-900' : 'text-slate-800')}>{format.money(cents)}</span>
  );
  const figure = (f: Figure) => (
    <>
      {money(f.amount)}
      {f.count > 0 && <span className="block text-xs text-slate-500">{t('count', { count: f.count })}</span>}
    </>
  );
  const cell = 'px-2 py-2 text-right align-top whitespace-nowrap';
  const rowCells = (row: Row) => (
    <>
      {MEANS.map((mean) => <td key={mean} className={cell}>{money(row.moneyIn[mean])}</td>)}
      <td className={cx(cell, 'border-r border-slate-200 bg-slate-50')}>{money(row.moneyIn.total, true)}</td>
      {RECORDED.map((column) => <td key={column} className={cell}>{figure(figureOf(row, column))}</td>)}
    </>
  );
  const { days, total } = reconciliation;

  return (
    <section aria-labelledby="days-title" className="mt-10">
      <h2 id="days-title" className="text-lg font-semibold text-slate-900">{t('title')}</h2>
      <p className="mt-1 max-w-3xl text-sm text-slate-600">{t('hint')}</p>

      <div className="mt-3 hidden overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm lg:block">
        <table className="w-full text-sm">
          <caption className="sr-only">{t('caption')}</caption>
          <thead className="bg-slate-50 text-xs font-medium text-slate-600">
            <tr>
              <td />
              <th scope="colgroup" colSpan={MEANS.length + 1} className="border-r border-slate-200 px-2 pt-2 text-center text-slate-800">{t('moneyIn')}</th>
              <th scope="colgroup" colSpan={RECORDED.length} className="px-2 pt-2 text-center text-slate-800">{t('recorded')}</th>
            </tr>
            <tr className="border-b border-slate-200">
              <th scope="col" className="px-3 py-2 text-left">{t('day')}</th>
              {MEANS.map((mean) => <th key={mean} scope="col" className="px-2 py-2 text-right">{t(mean)}</th>)}
              <th scope="col" className="border-r border-slate-200 px-2 py-2 text-right">{t('total')}</th>
              {RECORDED.map((column) => <th key={column} scope="col" className="px-2 py-2 text-right">{t(column)}</th>)}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {days.map((day) => (
              <tr key={day.date} data-day={day.date}>
                <th scope="row" className="px-3 py-2 text-left align-top font-medium whitespace-nowrap text-slate-900">{format.date(day.date, 'short')}</th>
                {rowCells(day)}
              </tr>
            ))}
          </tbody>
          <tfoot className="border-t-2 border-slate-200 bg-slate-50 font-medium">
            <tr>
              <th scope="row" className="px-3 py-2 text-left text-slate-900">{t('totalRow')}</th>
              {rowCells(total)}
            </tr>
          </tfoot>
        </table>
      </div>

      <ol aria-label={t('caption')} className="mt-3 flex flex-col gap-3 lg:hidden">
        {[...days.map((day) => ({ key: day.date, title: format.date(day.date, 'dateWithDay'), row: day as Row })),
          { key: 'total', title: t('totalRow'), row: total }].map(({ key, title, row }) => (
          <li key={key} data-day={key}
            className={cx('rounded-xl border border-slate-200 shadow-sm', key === 'total' ? 'bg-slate-50' : 'bg-white', isEmpty(row) ? 'px-4 py-2.5' : 'p-4')}>
            <h3 className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
              <span className="font-medium text-slate-900">{title}</span>
              {isEmpty(row)
                ? <span className="text-sm text-slate-500">{t('nothing')}</span>
                : <span className="text-sm text-slate-600">{t('total')} {money(row.moneyIn.total, true)}</span>}
            </h3>
            {!isEmpty(row) && (
              <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
                {MEANS.map((mean) => (
                  <div key={mean} className="flex min-w-0 flex-col">
                    <dt className="text-xs text-slate-500">{t(mean)}</dt>
                    <dd>{money(row.moneyIn[mean])}</dd>
                  </div>
                ))}
                {RECORDED.map((column) => (
                  <div key={column} className="flex min-w-0 flex-col">
                    <dt className="text-xs text-slate-500">{t(column)}</dt>
                    <dd>{figure(figureOf(row, column))}</dd>
                  </div>
                ))}
              </dl>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
