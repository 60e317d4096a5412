import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { getFormat } from '@/i18n/get-format';
import { ClientMessages } from '@/components/client-messages';
import { buttonClass } from '@/components/ui/button';
import type { TenantParams } from '../load-tenant';
import { loadMemberPage } from '../_member/load-member-page';
import { MemberShell } from '../_member/member-shell';
import { memberOrSignIn } from '../_member/member-or-sign-in';
import { CartActions } from './cart-actions';
import { CartMandate } from './cart-mandate';
import { ProblemList } from './problem-list';
import { readCart } from './read-cart';
import { RemoveArticleButton } from './remove-article-button';
import { EmptyNote } from '@/components/ui/empty-note';

export async function generateMetadata() {
  return { title: (await getTranslations('cart'))('metaTitle') };
}

const CARD = 'rounded-xl border border-slate-200 bg-white p-4 shadow-sm';

export default async function CartPage({ params }: TenantParams) {
  const { clientToken } = await params;
  const { tenant, actor } = await loadMemberPage(clientToken);
  const { cart, problems, mandate } = await memberOrSignIn(tenant, readCart({ tenant, actor }));
  const [t, tm, format] = await Promise.all([getTranslations('cart'), getTranslations('cartMandate'), getFormat()]);
  const base = `/${tenant.token}`;

  if (!cart || cart.articles.length === 0) {
    return (
      <MemberShell tenant={tenant} current="shop">
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900">{t('title')}</h1>
        <EmptyNote className="mt-6">{t('empty')}</EmptyNote>
        <p className="mt-4 text-center"><Link href={`${base}/shop`} className={buttonClass('secondary')}>{t('toShop')}</Link></p>
      </MemberShell>
    );
  }
  return (
    <MemberShell tenant={tenant} current="shop" back={{ href: `${base}/shop`, label: t('backToShop') }}>
      <h1 className="mt-2 text-2xl font-semibold tracking-tight text-slate-900">{t('title')}</h1>
      <p className="mt-2 text-slate-600">{t('intro')}</p>
      <section aria-labelledby="cart-items" className={`mt-6 ${CARD}`}>
        <h2 id="cart-items" className="sr-only">{t('items')}</h2>
        <ClientMessages namespaces={['cart']}>
          <ul className="divide-y divide-slate-200">
            {cart.articles.map((article) => (
              <li key={article.id} className="flex items-start justify-between gap-4 py-3 first:pt-0 last:pb-0">
                <div className="min-w-0">
                  <p className="font-medium text-slate-900">{article.name}</p>
                  {article.implementation.startDate && (
                    <p className="text-sm text-slate-600">{t('startsOn', { date: format.date(article.implementation.startDate) })}</p>
                  )}
                  {article.repaymentSchedule?.debitDay != null && (
                    <p className="text-sm text-slate-600">{t('debitDay', { day: article.repaymentSchedule.debitDay })}</p>
                  )}
                </div>
                <div className="flex shrink-0 flex-col items-end">
                  <p className="font-medium text-slate-900 tabular-nums">{format.money(article.priceTI)}</p>
                  <RemoveArticleButton clientToken={tenant.token} articleId={article.id} name={article.name} />
                </div>
              </li>
            ))}
          </ul>
        </ClientMessages>
        <dl className="mt-4 space-y-1 border-t border-slate-200 pt-4 text-sm">
          <div className="flex justify-between text-base font-semibold text-slate-900"><dt>{t('total')}</dt><dd data-testid="cart-total">{format.money(cart.totalTI)}</dd></div>
          {cart.paidAmount > 0 && (
            <>
              <div className="flex justify-between text-slate-600"><dt>{t('paid')}</dt><dd>{format.money(cart.paidAmount)}</dd></div>
              <div className="flex justify-between text-slate-900"><dt>{t('remaining')}</dt><dd>{format.money(cart.remainingAmount)}</dd></div>
            </>
          )}
        </dl>
        {cart.articles.some((a) => a.repaymentSchedule !== null) && <p className="mt-2 text-xs text-slate-500">{t('todayOnly')}</p>}
      </section>

      {problems.length > 0 && <ProblemList problems={problems} base={base} />}

      <section aria-labelledby="cart-contract" className={`mt-6 ${CARD}`}>
        <h2 id="cart-contract" className="text-base font-semibold text-slate-900">{t('contract.title')}</h2>
        <p className="mt-1 text-sm text-slate-600">{t('contract.hint')}</p>
        <a href={`${base}/cart/contract`} target="_blank" rel="noopener" className={buttonClass('secondary', 'mt-3')}>{t('contract.open')}</a>
      </section>

      {mandate && !mandate.active && (
        <ClientMessages namespaces={['cartMandate', 'mandates']}>
          <CartMandate clientToken={tenant.token} article={mandate.article} mobile={mandate.mobile} holder={mandate.holder} />
        </ClientMessages>
      )}
      {mandate?.active && (
        <p className="mt-6 rounded-xl border border-emerald-200 bg-emerald-50 p-4 text-sm text-emerald-900" data-testid="cart-mandate-ready">
          {tm.rich('ready', { iban: mandate.active.iban.replace(/(.{4})(?=.)/g, '$1 '), mono: (chunks) => <span className="whitespace-nowrap font-mono">{chunks}</span> })}
        </p>
      )}

      <ClientMessages namespaces={['cart']}>
        <CartActions
          clientToken={tenant.token} saleId={cart.id} amount={cart.remainingAmount} total={cart.totalTI}
          blocked={problems.length > 0 || (mandate !== null && !mandate.active)}
          blockedHint={problems.length === 0 && mandate !== null && !mandate.active ? tm('payBlocked') : undefined}
        />
      </ClientMessages>
    </MemberShell>
  );
}
