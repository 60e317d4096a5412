import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { Badge } from '@/components/ui/badge';
import { getFormat } from '@/i18n/get-format';
import type { BillingFigure, BillingRunSummary, RunDebit } from '@/lib/domain/billing/list-billing-runs';

const OUTCOME_KEY = { rejected: 'reasonRejected', no_mandate: 'reasonNoMandate', collected: 'outcomeCollected' } as const satisfies Record<RunDebit['outcome'], string>;
const OUTCOME_TONE = { rejected: 'danger', no_mandate: 'danger', collected: 'on' } as const satisfies Record<RunDebit['outcome'], string>;

/**
 * One billing day's figures (counts and amounts), its SEPA file for the bank (owners and managers), and
 * who was invoiced with what became of it, failures first, each a link to their page.
 */
export async function RunSummary({ clientToken, run, timeZone, mayDownload }: {
  clientToken: string; run: BillingRunSummary; timeZone: string; mayDownload: boolean;
}) {
  const [t, format] = await Promise.all([getTranslations('adminBilling.result'), getFormat()]);
  const figures: { key: string; name: string; figure: BillingFigure; tone: string }[] = [
    { key: 'invoiced', name: t('invoiced'), figure: run.invoiced, tone: 'text-slate-900' },
    { key: 'collected', name: t('collected'), figure: run.collected, tone: 'text-emerald-800' },
    { key: 'rejected', name: t('rejected'), figure: run.rejected, tone: run.rejected.count > 0 ? 'text-red-800' : 'text-slate-900' },
    { key: 'noMandate', name: t('noMandate'), figure: run.noMandate, tone: run.noMandate.count > 0 ? 'text-red-800' : 'text-slate-900' },
  ];
  const failedCount = run.rejected.count + run.noMandate.count;
  return (
    <div className="mt-3 flex flex-col gap-4">
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {figures.map(({ key, name, figure, tone }) => (
          <div key={key} data-testid={`billing-${key}`} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
            <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{name}</dt>
            <dd className={`mt-1 text-2xl font-semibold tabular-nums ${tone}`}>{figure.count}</dd>
            <dd className="text-sm text-slate-600 tabular-nums">{format.money(figure.amount)}</dd>
          </div>
        ))}
      </dl>
      <p className="text-sm text-slate-600">
        {t('lastRun', { at: format.instant(run.updatedAt, timeZone) })}
        {run.planned.count > 0 && <> {t('planned', { count: run.planned.count })}</>}
      </p>
      {mayDownload && run.sepaDebits > 0 && (
        <p className="text-sm">
          <a href={`/${clientToken}/admin/billing/sepa/${run.id}`} download className="font-medium text-brand-700 underline-offset-2 hover:underline">
            {t('sepaFile', { count: run.sepaDebits })}
          </a>
        </p>
      )}
      {run.debits.length > 0 && (
        <div>
          <h3 className="text-sm font-semibold text-slate-900">{t('debitsTitle')}</h3>
          {failedCount > 0 && <p className="mt-1 text-sm text-slate-600">{t('failedHint')}</p>}
          <ul aria-label={t('debitsTitle')} className="mt-2 divide-y divide-slate-200 overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
            {run.debits.map((debit) => (
              <li key={`${debit.contactId}-${debit.outcome}-${debit.amount}`} className="flex flex-wrap items-center justify-between gap-2 px-4 py-3 text-sm">
                <span className="min-w-0">
                  <Link href={`/${clientToken}/admin/contacts/${debit.contactId}`} className="font-medium text-brand-700 hover:underline">
                    {debit.name || debit.number}
                  </Link>
                  <span className="ml-2 font-mono text-xs text-slate-500">{debit.number}</span>
                </span>
                <span className="flex items-center gap-3">
                  <span className="font-semibold text-slate-900 tabular-nums">{format.money(debit.amount)}</span>
                  <Badge tone={OUTCOME_TONE[debit.outcome]}>{t(OUTCOME_KEY[debit.outcome])}</Badge>
                </span>
              </li>
            ))}
          </ul>
          {run.invoiced.count > run.debits.length && (
            <p className="mt-2 text-sm text-slate-600">{t('moreDebits', { count: run.invoiced.count - run.debits.length })}</p>
          )}
        </div>
      )}
    </div>
  );
}
