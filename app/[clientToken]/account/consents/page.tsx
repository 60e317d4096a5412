import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/client-messages';
import { listOptins } from '@/lib/domain/consents/list-optins';
import type { TenantParams } from '../../load-tenant';
import { loadMemberPage } from '../../_member/load-member-page';
import { memberOrSignIn } from '../../_member/member-or-sign-in';
import { MemberShell } from '../../_member/member-shell';
import { ConsentGrid } from './consent-grid';

export async function generateMetadata() {
  return { title: (await getTranslations('consents'))('metaTitle') };
}

export default async function ConsentsPage({ params }: TenantParams) {
  const { clientToken } = await params;
  const { tenant, actor } = await loadMemberPage(clientToken);
  const { items } = await memberOrSignIn(tenant, listOptins({ tenant, actor, page: { page: 1, itemsPerPage: 100 } }));
  const t = await getTranslations('consents');
  const consents = items.map(({ id, channel, type, isAuthorized }) => ({ id, channel, type, isAuthorized }));

  return (
    <MemberShell tenant={tenant} back={{ href: `/${tenant.token}/account`, label: t('back') }}>
      <h1 className="mt-4 text-2xl font-semibold tracking-tight text-slate-900">{t('title')}</h1>
      <p className="mt-2 max-w-xl text-slate-600">{t('intro')}</p>
      <div className="mt-8">
        <ClientMessages namespaces={['consents']}>
          <ConsentGrid clientToken={tenant.token} consents={consents} />
        </ClientMessages>
      </div>
    </MemberShell>
  );
}
