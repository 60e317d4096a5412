import { getTranslations } from 'next-intl/server';
import { ActionStatusProvider } from '@/components/action-status';
import { ClientMessages } from '@/components/client-messages';
import { Badge } from '@/components/ui/badge';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { buttonClass } from '@/components/ui/button';
import { getFormat } from '@/i18n/get-format';
import { totalPriceTI } from '@/lib/domain/catalog/total-price';
import { now } from '@/lib/time/clock';
import { dateInZone } from '@/lib/time/zone';
import { AdminShell } from '../../admin-shell';
import { loadStaffPage } from '../../load-staff-page';
import { readOrNotFound } from '../../read-or-not-found';
import { StaffSignInScreen } from '../../staff-sign-in-screen';
import { STATE_TONES } from '../state-tones';
import { AddArticleForm } from './add-article-form';
import { CancelSaleButton, RecopyContactButton, RemoveArticleButton } from './sale-buttons';
import { loadDeskSale } from './load-sale';
import { PaymentForm } from './payment-form';
import { PaymentList } from './payment-list';
import { PostponeForm } from './postpone-form';

export async function generateMetadata() {
  return { title: (await getTranslations('adminSales'))('sale.metaTitle') };
}

type Props = { params: Promise<{ clientToken: string; saleId: string }> };

const CARD = 'rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5';

export default async function SalePage({ params }: Props) {
  const { clientToken, saleId } = await params;
  const { tenant, staff, ctx } = await loadStaffPage(clientToken);
  if (!staff) return <StaffSignInScreen tenant={tenant} />;
  const { sale, payments, invoice, problems, offers, club } = await readOrNotFound(saleId, (id) => loadDeskSale(ctx, id));
  const [t, format] = await Promise.all([getTranslations('adminSales'), getFormat()]);
  const base = `/${tenant.token}/admin/sales`;
  const isCart = sale.state === 'cart';
  const today = dateInZone(now(), sale.clubTimeZone);
  const who = [sale.contactGivenName, sale.contactFamilyName].filter(Boolean).join(' ') || t('noName');
  const address = [sale.streetAddress, [sale.postalCode, sale.addressLocality].filter(Boolean).join(' '), sale.addressCountry].filter(Boolean).join(', ');

  return (
    <AdminShell tenant={tenant} staff={staff} current="sales">
      <Breadcrumb parentHref={base} parent={t('title')} current={t('saleNumber', { id: sale.id })} />
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900">{t('saleNumber', { id: sale.id })} · {who}</h1>
        <Badge tone={STATE_TONES[sale.state]}>{t(`states.${sale.state}`)}</Badge>
      </div>
      <p className="mt-1 text-sm text-slate-600">
        {club?.name} · {sale.contactNumber} · {format.instant(sale.createdAt, sale.clubTimeZone)}
        {address && <> · {address}</>}
      </p>
      <ClientMessages namespaces={['adminSales', 'deskPayment']}>
        <ActionStatusProvider className="mt-6">
          <div className="grid gap-6 lg:grid-cols-[3fr_2fr]">
            <div className="flex min-w-0 flex-col gap-6">
              <section aria-labelledby="sale-articles" className={CARD}>
                <h2 id="sale-articles" className="text-base font-semibold text-slate-900">{t('sale.articles')}</h2>
                {sale.articles.length === 0
                  ? <p className="mt-2 text-sm text-slate-600">{t('sale.noArticles')}</p>
                  : (
                    <ul className="mt-2 divide-y divide-slate-200">
                      {sale.articles.map((a) => (
                        <li key={a.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                          <span className="min-w-0 text-sm">
                            <span className="block font-medium text-slate-900">{a.parentId !== null && '↳ '}{a.name}</span>
                            {a.implementation.startDate && <span className="block text-slate-600">{t('sale.startsOn', { date: format.date(a.implementation.startDate) })}</span>}
                            {a.repaymentSchedule?.debitDay != null && <span className="block text-slate-600">{t('sale.debitDay', { day: a.repaymentSchedule.debitDay })}</span>}
                          </span>
                          <span className="flex items-center gap-2">
                            <span className="text-sm tabular-nums text-slate-900">{format.money(a.priceTI)}</span>
                            {isCart && <RemoveArticleButton clientToken={tenant.token} articleId={a.id} name={a.name} />}
                          </span>
                        </li>
                      ))}
                    </ul>
                  )}
                <dl className="mt-3 space-y-1 border-t border-slate-200 pt-3 text-sm">
                  <div className="flex justify-between font-semibold text-slate-900"><dt>{t('sale.total')}</dt><dd data-testid="sale-total">{format.money(sale.totalTI)}</dd></div>
                  <div className="flex justify-between text-slate-700"><dt>{t('sale.paid')}</dt><dd data-testid="sale-paid">{format.money(sale.paidAmount)}</dd></div>
                  <div className="flex justify-between text-slate-900"><dt>{t('sale.remaining')}</dt><dd data-testid="sale-remaining">{format.money(sale.remainingAmount)}</dd></div>
                  {sale.dueDate && <div className="flex justify-between text-slate-700"><dt>{t('sale.dueDate')}</dt><dd>{format.date(sale.dueDate)}</dd></div>}
                </dl>
                {isCart && (
                  <AddArticleForm clientToken={tenant.token} saleId={sale.id} today={today} debitDays={[...new Set(club?.debitDays ?? [])].sort((x, y) => x - y)}
                    offers={offers.map((o) => ({ id: o.id, name: o.name, product: o.product.name, price: totalPriceTI(o), monthly: o.rhythmBilling === 'monthly',
                      startsOnADate: o.rhythmBilling !== null || o.product.behaviors.some((b) => b.type === 'subscription') }))} />
                )}
              </section>

              {problems.length > 0 && (
                <section aria-labelledby="sale-problems" className="rounded-xl border border-amber-300 bg-amber-50 p-4">
                  <h2 id="sale-problems" className="text-base font-semibold text-amber-900">{t('problems.title')}</h2>
                  <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-amber-900">
                    {problems.map((p, i) => <li key={i} data-testid="sale-problem">{'article' in p ? t(`problems.${p.kind}`, { article: p.article }) : t(`problems.${p.kind}`)}</li>)}
                  </ul>
                  {problems.some((p) => p.kind === 'address' || p.kind === 'identity') && <RecopyContactButton clientToken={tenant.token} saleId={sale.id} />}
                </section>
              )}

              <section aria-labelledby="sale-payments" className={CARD}>
                <h2 id="sale-payments" className="text-base font-semibold text-slate-900">{t('payments.title')}</h2>
                <PaymentList payments={payments} timeZone={sale.clubTimeZone} />
              </section>
            </div>

            <div className="flex min-w-0 flex-col gap-6">
              {isCart && sale.articles.length > 0 && (
                <section aria-labelledby="sale-take" className={CARD}>
                  <h2 id="sale-take" className="text-base font-semibold text-slate-900">{t('take.title')}</h2>
                  {problems.length > 0 && <p className="mt-1 text-sm text-amber-800">{t('take.problems')}</p>}
                  <PaymentForm key={sale.remainingAmount} clientToken={tenant.token} saleId={sale.id} remaining={sale.remainingAmount} />
                  <PostponeForm clientToken={tenant.token} saleId={sale.id} today={today} />
                </section>
              )}
              <section aria-labelledby="sale-invoice" className={CARD}>
                <h2 id="sale-invoice" className="text-base font-semibold text-slate-900">{t('invoice.title')}</h2>
                {invoice
                  ? (
                    <dl className="mt-2 space-y-1 text-sm" data-testid="sale-invoice">
                      <div className="flex justify-between"><dt className="text-slate-600">{t('invoice.number')}</dt><dd className="font-mono">{invoice.number}</dd></div>
                      <div className="flex justify-between"><dt className="text-slate-600">{t('invoice.date')}</dt><dd>{format.date(invoice.date)}</dd></div>
                      <div className="flex justify-between"><dt className="text-slate-600">{t('invoice.total')}</dt><dd>{format.money(invoice.totalTI)}</dd></div>
                      <div className="flex justify-between"><dt className="text-slate-600">{t('invoice.paid')}</dt><dd>{format.money(invoice.paidAmount)}</dd></div>
                      <div className="flex justify-between"><dt className="text-slate-600">{t('invoice.state')}</dt><dd>{t(`invoice.states.${invoice.financialState}`)}</dd></div>
                      {invoice.lateDueDate && <div className="flex justify-between"><dt className="text-slate-600">{t('invoice.lateDueDate')}</dt><dd>{format.date(invoice.lateDueDate)}</dd></div>}
                    </dl>
                  )
                  : <p className="mt-2 text-sm text-slate-600">{t('invoice.none')}</p>}
              </section>
              <section aria-labelledby="sale-contract" className={CARD}>
                <h2 id="sale-contract" className="text-base font-semibold text-slate-900">{t('contract.title')}</h2>
                <a href={`${base}/${sale.id}/contract`} target="_blank" rel="noopener" className={buttonClass('secondary', 'mt-2')}>{t('contract.open')}</a>
              </section>
              {isCart && <CancelSaleButton clientToken={tenant.token} saleId={sale.id} />}
            </div>
          </div>
        </ActionStatusProvider>
      </ClientMessages>
    </AdminShell>
  );
}
