import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { AuthCard } from '@/components/auth-card';
import { ClientMessages } from '@/components/client-messages';
import { buttonClass } from '@/components/ui/button';
import { requestLocale } from '@/i18n/request';
import { RETURN_PARAM } from '@/lib/auth/return-to';
import { memberOf } from '@/lib/auth/session';
import { listPublicCancellationMotives } from '@/lib/domain/portal/quick-cancellation-offers';
import { loadTenant, type TenantParams } from '../load-tenant';
import { MemberShell } from '../_member/member-shell';
import { MemberContracts } from './member-contracts';
import { CancelRequestForm } from './request-form';

export async function generateMetadata() {
  return { title: (await getTranslations('cancelContract'))('metaTitle') };
}

/**
 * "Résilier votre contrat" (Code de la consommation L215-1-1): reached from every portal page and
 * the public club pages. A signed-in member sees their own running contracts, each one confirmation
 * away; anyone else names the contract (name, e-mail, a number) without signing in.
 */
export default async function CancelContractPage({ params }: TenantParams) {
  const { clientToken } = await params;
  const tenant = await loadTenant(clientToken);
  const member = await memberOf(tenant);
  const t = await getTranslations('cancelContract');
  const locale = await requestLocale();
  if (member) {
    return (
      <MemberShell tenant={tenant}>
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900">{t('title')}</h1>
        <p className="mt-2 text-sm text-slate-600">{t('member.intro')}</p>
        <ClientMessages namespaces={['cancelContract']}>
          <MemberContracts tenant={tenant} contactId={member.contactId} locale={locale} />
        </ClientMessages>
        <Link href={`/${tenant.token}/account`} className={buttonClass('secondary', 'mt-8')}>{t('member.backToAccount')}</Link>
      </MemberShell>
    );
  }
  const motives = await listPublicCancellationMotives({ tenant, locale });
  const signIn = `/${tenant.token}?${RETURN_PARAM}=${encodeURIComponent(`/${tenant.token}/cancel-contract`)}`;
  return (
    <AuthCard
      tenantName={tenant.name}
      clientToken={tenant.token}
      title={t('title')}
      description={t('intro')}
      footer={<p>{t.rich('signInInstead', { link: (chunks) => <Link className="font-medium text-brand-700 underline underline-offset-4" href={signIn}>{chunks}</Link> })}</p>}
    >
      <ClientMessages namespaces={['cancelContract']}>
        <CancelRequestForm clientToken={tenant.token} motives={motives} />
      </ClientMessages>
    </AuthCard>
  );
}
