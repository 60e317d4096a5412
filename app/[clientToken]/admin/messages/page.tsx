import { getTranslations } from 'next-intl/server';
import Link from 'next/link';
import { ActionStatusProvider } from '@/components/action-status';
import { buttonClass } from '@/components/ui/button';
import { listHref, Pager } from '@/components/ui/pager';
import { getFormat } from '@/i18n/get-format';
import { listUndeliveredMessages } from '@/lib/domain/messages/list-undelivered-messages';
import { listClubs } from '@/lib/domain/tenancy/list-clubs';
import type { TenantParams } from '../../load-tenant';
import { AdminShell } from '../admin-shell';
import { pageNumber } from '../format';
import { loadStaffPage } from '../load-staff-page';
import { PageHeader } from '../page-header';
import { StaffSignInScreen } from '../staff-sign-in-screen';
import { MessageList } from './message-list';

export async function generateMetadata() {
  return { title: (await getTranslations('adminMessages'))('metaTitle') };
}

const PER_PAGE = 20;

type Props = TenantParams & { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** The e-mails and SMS of the tenant that failed or are still waiting (the outbox, CONTRACT §12), each with "Retry now". */
export default async function MessagesPage({ params, searchParams }: Props) {
  const { tenant, staff, ctx } = await loadStaffPage((await params).clientToken);
  if (!staff) return <StaffSignInScreen tenant={tenant} />;
  const page = pageNumber((await searchParams).page);
  const [t, format, messages, clubs] = await Promise.all([
    getTranslations('adminMessages'), getFormat(),
    listUndeliveredMessages({ tenant, page: { page, itemsPerPage: PER_PAGE } }),
    listClubs({ ...ctx, page: { page: 1, itemsPerPage: 1 } }),
  ]);
  // A message belongs to the tenant, not to one club: its times are written in the first club's zone
  // (a tenant's clubs share one in practice), UTC when it has none yet.
  const timeZone = clubs.items[0]?.timeZone ?? 'UTC';
  const path = `/${tenant.token}/admin/messages`;
  const pages = Math.max(1, Math.ceil(messages.totalItems / PER_PAGE));

  return (
    <AdminShell tenant={tenant} staff={staff} current="messages">
      <PageHeader title={t('title')}
        actions={<Link href={listHref(path, { page })} className={buttonClass('ghost')} prefetch={false}>{t('refresh')}</Link>}>
        {t('intro')}
      </PageHeader>
      <p className="mt-2 max-w-2xl text-sm text-slate-600">
        {t.rich('webhooksLink', { link: (chunks) => <Link href={`/${tenant.token}/admin/webhooks`} className="font-medium text-brand-700 underline">{chunks}</Link> })}
      </p>
      <p className="mt-6 text-sm text-slate-600">{t('count', { count: messages.totalItems, zone: timeZone })}</p>
      <ActionStatusProvider className="mt-2">
        <MessageList clientToken={tenant.token} messages={messages.items} format={format} timeZone={timeZone} />
      </ActionStatusProvider>
      <Pager page={page} pages={pages} previousLabel={t('newer')} nextLabel={t('older')} hrefFor={(p) => listHref(path, { page: p })} />
    </AdminShell>
  );
}
