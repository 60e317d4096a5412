import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/client-messages';
import { getMemberPass } from '@/lib/domain/access/get-member-pass';
import type { TenantParams } from '../load-tenant';
import { loadMemberPage } from '../_member/load-member-page';
import { MemberShell } from '../_member/member-shell';
import { PassCard } from './pass-card';

export async function generateMetadata() {
  return { title: (await getTranslations('pass'))('metaTitle') };
}

/** "My pass" (CONTRACT §11): the QR code a member shows at the door, its code changing every 30 seconds. */
export default async function PassPage({ params }: TenantParams) {
  const { clientToken } = await params;
  const { tenant, member, actor } = await loadMemberPage(clientToken);
  const pass = await getMemberPass({ tenant, actor, contactId: actor.contactId });
  const t = await getTranslations('pass');
  return (
    <MemberShell tenant={tenant} current="pass">
      <h1 className="text-2xl font-semibold tracking-tight text-slate-900">{t('title')}</h1>
      <p className="mt-2 max-w-xl text-slate-600">{t('intro')}</p>
      <div className="mt-6">
        <ClientMessages namespaces={['pass']}>
          <PassCard clientToken={tenant.token} holder={member.name} initial={pass} />
        </ClientMessages>
      </div>
    </MemberShell>
  );
}
