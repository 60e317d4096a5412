import type { Locale } from '@/lib/i18n/locales';
import { getLocale, getTranslations } from 'next-intl/server';
import Link from 'next/link';
import { ClientMessages } from '@/components/client-messages';
import { buttonClass } from '@/components/ui/button';
import { listMemberShop } from '@/lib/domain/catalog/list-member-shop';
import type { TenantParams } from '../load-tenant';
import { loadMemberPage } from '../_member/load-member-page';
import { MemberShell } from '../_member/member-shell';
import { findMemberCart } from '../_member/member-cart';
import { memberOrSignIn } from '../_member/member-or-sign-in';
import { ShopOffers } from './shop-offers';

export async function generateMetadata() {
  return { title: (await getTranslations('shop'))('metaTitle') };
}

export default async function ShopPage({ params }: TenantParams) {
  const { clientToken } = await params;
  const { tenant, actor } = await loadMemberPage(clientToken);
  const shop = await memberOrSignIn(tenant, listMemberShop({ tenant, actor, locale: (await getLocale()) as Locale }));
  const [t, cart] = await Promise.all([getTranslations('shop'), findMemberCart({ tenant, actor })]);
  const inCart = cart?.articles.length ?? 0;

  return (
    <MemberShell tenant={tenant} current="shop">
      <h1 className="text-2xl font-semibold tracking-tight text-slate-900">{t('title')}</h1>
      <p className="mt-2 text-slate-600">{t('intro', { club: shop.club.name })}</p>
      <div className="mt-3 mb-6 flex flex-col gap-3 rounded-lg border border-brand-600/20 bg-brand-50 px-4 py-3 text-sm text-slate-800 sm:flex-row sm:items-center sm:justify-between">
        <p>{inCart > 0 ? t('cart.holds', { count: inCart }) : t('cart.how')}</p>
        {inCart > 0 && <Link href={`/${tenant.token}/cart`} className={buttonClass('primary', 'shrink-0')}>{t('cart.open')}</Link>}
      </div>
      <ClientMessages namespaces={['shop']}>
        <ShopOffers clientToken={tenant.token} offers={shop.offers} debitDays={shop.club.debitDays} today={shop.today} />
      </ClientMessages>
    </MemberShell>
  );
}
