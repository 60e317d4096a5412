import type { ReactNode } from 'react';
import type { DashboardTable } from '@/lib/documents/dashboard-tables';

/**
 * One figure of the dashboard: its title and what it counts, the chart, and the same figures as a
 * table one click away (a native <details>: keyboard and screen readers know it, no script needed).
 */
export function ChartCard({ table, showTable, noData, empty, children }: {
  table: DashboardTable;
  showTable: string;
  noData: string;
  /** Nothing to draw: the sentence says so instead of an empty frame. */
  empty: boolean;
  children: ReactNode;
}) {
  const id = `chart-${table.id}`;
  return (
    <section aria-labelledby={`${id}-title`} className="min-w-0 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <h2 id={`${id}-title`} className="text-base font-semibold text-slate-900">{table.title}</h2>
      <p id={`${id}-caption`} className="mt-1 text-sm text-slate-600">{table.caption}</p>
      <div className="mt-4">{empty ? <p className="rounded-lg bg-slate-50 p-4 text-sm text-slate-600">{noData}</p> : children}</div>
      {table.rows.length > 0 && (
        <details className="group mt-3">
          <summary className="inline-flex min-h-11 cursor-pointer items-center gap-1 rounded text-sm font-medium text-brand-700 hover:underline">
            {showTable}
          </summary>
          {/* Focusable, so that a keyboard can scroll a table wider than a phone (axe: scrollable-region-focusable). */}
          <div className="mt-2 overflow-x-auto rounded" tabIndex={0}>
            <table className="w-full text-left text-sm">
              <caption className="sr-only">{table.title}</caption>
              <thead>
                <tr className="border-b border-slate-200 text-slate-600">
                  {table.head.map((cell, i) => (
                    <th key={cell} scope="col" className={i === 0 ? 'py-2 pr-3 font-medium' : 'px-2 py-2 text-right font-medium whitespace-nowrap'}>{cell}</th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {table.rows.map((row) => (
                  <tr key={row[0]}>
                    {row.map((cell, i) => (i === 0
                      ? <th key={i} scope="row" className="py-2 pr-3 font-normal text-slate-800">{cell}</th>
                      : <td key={i} className="px-2 py-2 text-right whitespace-nowrap text-slate-800 tabular-nums">{cell}</td>))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </details>
      )}
    </section>
  );
}
