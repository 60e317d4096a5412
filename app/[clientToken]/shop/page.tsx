import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/client-messages';
import { listMemberShop } from '@/lib/domain/catalog/list-member-shop';
import type { TenantParams } from '../load-tenant';
import { loadMemberPage } from '../account/load-member-page';
import { MemberShell } from '../account/member-shell';
import { memberOrSignIn } from '../classes/member-or-sign-in';
import { ShopOffers } from './shop-offers';

export async function generateMetadata() {
  return { title: (await getTranslations('shop'))('metaTitle') };
}

export default async function ShopPage({ params }: TenantParams) {
  const { clientToken } = await params;
  const { tenant, actor } = await loadMemberPage(clientToken);
  const shop = await memberOrSignIn(tenant, listMemberShop({ tenant, actor }));
  const t = await getTranslations('shop');

  return (
    <MemberShell tenant={tenant} current="shop">
      <h1 className="text-2xl font-semibold tracking-tight text-slate-900">{t('title')}</h1>
      <p className="mt-2 text-slate-600">{t('intro', { club: shop.club.name })}</p>
      <p className="mt-3 mb-6 rounded-lg border border-brand-600/20 bg-brand-50 px-4 py-3 text-sm text-slate-800">{t('soon')}</p>
      <ClientMessages namespaces={['shop']}>
        <ShopOffers offers={shop.offers} debitDays={shop.club.debitDays} today={shop.today} />
      </ClientMessages>
    </MemberShell>
  );
}
