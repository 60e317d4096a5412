import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/client-messages';
import { getMemberMandatePage } from '@/lib/domain/mandates/member-mandate';
import type { TenantParams } from '../../load-tenant';
import { loadMemberPage } from '../../_member/load-member-page';
import { memberOrSignIn } from '../../_member/member-or-sign-in';
import { MemberShell } from '../../_member/member-shell';
import { MandatePanel } from './mandate-panel';

export async function generateMetadata() {
  return { title: (await getTranslations('mandates'))('metaTitle') };
}

export default async function MandatesPage({ params }: TenantParams) {
  const { clientToken } = await params;
  const { tenant, actor } = await loadMemberPage(clientToken);
  const page = await memberOrSignIn(tenant, getMemberMandatePage({ tenant, actor }));
  const t = await getTranslations('mandates');

  return (
    <MemberShell tenant={tenant} back={{ href: `/${tenant.token}/account`, label: t('back') }}>
      <h1 className="mt-4 text-2xl font-semibold tracking-tight text-slate-900">{t('title')}</h1>
      <p className="mt-2 max-w-xl text-slate-600">{t('intro')}</p>
      <div className="mt-8 max-w-xl">
        <ClientMessages namespaces={['mandates', 'profile']}>
          <MandatePanel clientToken={tenant.token} active={page.active} mobile={page.mobile} holder={page.holder} />
        </ClientMessages>
      </div>
    </MemberShell>
  );
}
