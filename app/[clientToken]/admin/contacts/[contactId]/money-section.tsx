import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { Badge } from '@/components/ui/badge';
import { FormSection } from '@/components/ui/form-section';
import { getFormat } from '@/i18n/get-format';
import type { OperationContext } from '@/lib/domain/context';
import { getContactFinancial, getFinancialSummary } from '@/lib/domain/finance/contact-finance';
import { listSales } from '@/lib/domain/sales/list-sales';

const SHOWN = 10;
const SALE_TONES = { cart: 'warning', validated: 'on', canceled: 'off' } as const;
const INVOICE_TONES = { paid: 'on', in_progress: 'warning', incident: 'danger' } as const;
const linkClass = 'text-sm font-medium text-brand-700 underline underline-offset-2 hover:text-brand-600';

/**
 * What the contact owes and bought: the debt as the finance page counts it (contact-debt.ts), the
 * latest sales and invoices, each linking to the desk that acts on it (the sales desk, the finance page).
 */
export async function MoneySection({ ctx, contactId }: { ctx: OperationContext; contactId: number }) {
  const [t, ts, format, debt, sales, financial] = await Promise.all([
    getTranslations('adminContacts.money'), getTranslations('adminSales'), getFormat(),
    getFinancialSummary({ ...ctx, contactId }),
    listSales({ ...ctx, contactId, page: { page: 1, itemsPerPage: SHOWN } }),
    getContactFinancial({ ...ctx, contactId }),
  ]);
  const base = `/${ctx.tenant.token}/admin`;
  const invoices = financial.invoices.slice(-SHOWN).reverse();
  return (
    <FormSection id="money" title={t('title')} description={t('description')}>
      <div className={`rounded-lg border px-4 py-3 ${debt.total > 0 ? 'border-red-200 bg-red-50' : 'border-slate-200'}`}>
        <p className="text-sm text-slate-700">{t('debt')}</p>
        <p className="text-lg font-semibold text-slate-900">{format.money(debt.total)}</p>
        {debt.total > 0 && (
          <p className="text-sm text-slate-700">
            {t('debtDetail', { incidents: debt.numberOfIncidents, incidentAmount: format.money(debt.incidents), overdue: format.money(debt.overdue) })}
          </p>
        )}
        <p className="mt-1"><Link href={`${base}/finance?contact=${contactId}`} className={linkClass}>{t('financeLink')}</Link></p>
      </div>

      <div>
        <h3 id="money-sales" className="text-sm font-medium text-slate-700">{t('sales', { count: sales.totalItems })}</h3>
        {sales.items.length === 0
          ? <p className="mt-1 text-sm text-slate-600">{t('noSales')}</p>
          : (
            <ul aria-labelledby="money-sales" className="mt-2 divide-y divide-slate-200 rounded-lg border border-slate-200">
              {sales.items.map((sale) => (
                <li key={sale.id} className="flex flex-col gap-1 px-4 py-2.5 sm:flex-row sm:items-center sm:justify-between">
                  <div className="min-w-0">
                    <Link href={`${base}/sales/${sale.id}`} className={linkClass}>{ts('saleNumber', { id: sale.id })}</Link>
                    <p className="text-sm text-slate-600">
                      {t('saleLine', { total: format.money(sale.totalTI), paid: format.money(sale.paidAmount) })}
                      {sale.invoiceNumber && <> · <span className="font-mono">{sale.invoiceNumber}</span></>}
                    </p>
                  </div>
                  <Badge tone={SALE_TONES[sale.state]}>{ts(`states.${sale.state}`)}</Badge>
                </li>
              ))}
            </ul>
          )}
        <p className="mt-2"><Link href={`${base}/sales?contact=${contactId}`} className={linkClass}>{t('salesLink')}</Link></p>
      </div>

      <div>
        <h3 id="money-invoices" className="text-sm font-medium text-slate-700">{t('invoices', { count: financial.invoices.length })}</h3>
        {invoices.length === 0
          ? <p className="mt-1 text-sm text-slate-600">{t('noInvoices')}</p>
          : (
            <ul aria-labelledby="money-invoices" className="mt-2 divide-y divide-slate-200 rounded-lg border border-slate-200">
              {invoices.map((invoice) => (
                <li key={invoice.id} className="flex flex-col gap-1 px-4 py-2.5 sm:flex-row sm:items-center sm:justify-between">
                  <div className="min-w-0">
                    <p className="font-mono text-sm text-slate-900">{invoice.number}</p>
                    <p className="text-sm text-slate-600">
                      {t('invoiceLine', { date: format.date(invoice.date), total: format.money(invoice.totalTI), paid: format.money(invoice.paidAmount) })}
                    </p>
                  </div>
                  <Badge tone={INVOICE_TONES[invoice.financialState]}>{t(`invoiceStates.${invoice.financialState}`)}</Badge>
                </li>
              ))}
            </ul>
          )}
      </div>
    </FormSection>
  );
}
