import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/client-messages';
import { getContactOrThrow } from '@/lib/domain/contacts/get-contact';
import type { TenantParams } from '../../load-tenant';
import { loadMemberPage } from '../../_member/load-member-page';
import { MemberShell } from '../../_member/member-shell';
import { memberOrSignIn } from '../../_member/member-or-sign-in';
import { AddressForm } from './address-form';

export async function generateMetadata() {
  return { title: (await getTranslations('cart.address'))('metaTitle') };
}

/** The member completes their postal address (the invoice names it); then back to the cart. */
export default async function CartAddressPage({ params }: TenantParams) {
  const { clientToken } = await params;
  const { tenant, actor } = await loadMemberPage(clientToken);
  const contact = await memberOrSignIn(tenant, getContactOrThrow({ tenant, actor }, actor.contactId));
  const t = await getTranslations('cart.address');
  return (
    <MemberShell tenant={tenant} current="shop" back={{ href: `/${tenant.token}/cart`, label: t('back') }}>
      <h1 className="mt-2 text-2xl font-semibold tracking-tight text-slate-900">{t('title')}</h1>
      <p className="mt-2 text-slate-600">{t('intro')}</p>
      <ClientMessages namespaces={['cart']}>
        <AddressForm clientToken={tenant.token} initial={{
          streetAddress: contact.streetAddress ?? '', postalCode: contact.postalCode ?? '',
          addressLocality: contact.addressLocality ?? '', addressCountry: contact.addressCountry ?? '',
        }} />
      </ClientMessages>
    </MemberShell>
  );
}
