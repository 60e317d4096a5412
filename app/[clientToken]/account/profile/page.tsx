import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/client-messages';
import { requestLocale } from '@/i18n/request';
import { countriesIn } from '@/lib/domain/countries/country-names';
import { getMemberDetails } from '@/lib/domain/portal/member-profile-details';
import type { TenantParams } from '../../load-tenant';
import { loadMemberPage } from '../../_member/load-member-page';
import { MemberShell } from '../../_member/member-shell';
import { EmailChange } from './email-change';
import { ProfileForm } from './profile-form';

export async function generateMetadata() {
  return { title: (await getTranslations('profile'))('metaTitle') };
}

/** The member's details: e-mail (confirmed by a code sent to the new address), mobile, address, language (e-mails and texts follow it). */
export default async function ProfilePage({ params }: TenantParams) {
  const { clientToken } = await params;
  const { tenant, actor } = await loadMemberPage(clientToken);
  const [details, locale, t] = await Promise.all([getMemberDetails({ tenant, actor }), requestLocale(), getTranslations('profile')]);
  const initial = {
    mobile: details.mobile ?? '', streetAddress: details.streetAddress ?? '', supplement: details.supplement ?? '',
    postalCode: details.postalCode ?? '', addressLocality: details.addressLocality ?? '', addressCountryIso: details.addressCountryIso ?? '',
    language: details.language ?? locale,
  };
  return (
    <MemberShell tenant={tenant} back={{ href: `/${tenant.token}/account`, label: t('back') }}>
      <h1 className="mt-4 text-2xl font-semibold tracking-tight text-slate-900">{t('title')}</h1>
      <p className="mt-2 max-w-xl text-slate-600">{t('intro')}</p>
      <div className="mt-6 max-w-xl rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
        <dl className="mb-5">
          <dt className="text-sm font-medium text-slate-800">{t('email')}</dt>
          <dd className="mt-0.5 break-all text-slate-900">{details.email}</dd>
          <dd className="mt-0.5 text-sm text-slate-500">{t('emailHint')}</dd>
        </dl>
        <ClientMessages namespaces={['profile']}>
          <EmailChange clientToken={tenant.token} />
          <ProfileForm clientToken={tenant.token} initial={initial} countries={countriesIn(locale)} />
        </ClientMessages>
      </div>
    </MemberShell>
  );
}
