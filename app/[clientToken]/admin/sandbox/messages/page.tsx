import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { config } from '@/lib/config';
import { listSandboxMessages } from '@/lib/domain/sandbox/list-sandbox-messages';
import { isStorableText } from '@/lib/domain/storable-text';
import { AdminShell } from '../../admin-shell';
import { loadStaffPage } from '../../load-staff-page';
import { StaffSignInScreen } from '../../staff-sign-in-screen';
import { MessageList } from './message-list';
import { Pager } from './pager';
import { RecipientFilter } from './recipient-filter';

export async function generateMetadata() {
  return { title: (await getTranslations('adminSandbox.messages'))('metaTitle') };
}

const PER_PAGE = 20;

type Props = {
  params: Promise<{ clientToken: string }>;
  searchParams: Promise<{ to?: string | string[]; page?: string | string[] }>;
};

const single = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)?.trim() || undefined;

export default async function SandboxMessagesPage({ params, searchParams }: Props) {
  // Outside the sandbox no message is stored, and the page does not exist.
  if (!config.isSandbox) notFound();
  const { tenant, staff } = await loadStaffPage((await params).clientToken);
  if (!staff) return <StaffSignInScreen tenant={tenant} />;

  const query = await searchParams;
  const to = single(query.to)?.slice(0, 320);
  const page = Math.max(1, Math.min(10_000, Number.parseInt(single(query.page) ?? '1', 10) || 1));
  // Text the database cannot store (U+0000, from %00) is in no message: nothing matches, and no query runs.
  const messages = to === undefined || isStorableText(to)
    ? await listSandboxMessages({ tenant, ...(to ? { to } : {}), page: { page, itemsPerPage: PER_PAGE } })
    : { items: [], totalItems: 0 };
  const pages = Math.max(1, Math.ceil(messages.totalItems / PER_PAGE));
  const t = await getTranslations('adminSandbox.messages');

  return (
    <AdminShell tenant={tenant} staff={staff} current="sandbox-messages">
      <h1 className="text-2xl font-semibold tracking-tight text-slate-900">{t('title')}</h1>
      <p className="mt-1 max-w-2xl text-sm text-slate-600">
        {t('intro')}
      </p>
      <RecipientFilter tenantToken={tenant.token} to={to} />
      <p className="mt-6 text-sm text-slate-600" aria-live="polite">
        {t('count', { count: messages.totalItems })}
        {to ? <> {t.rich('to', { to, strong: (chunks) => <span className="font-medium text-slate-900">{chunks}</span> })}</> : null}
      </p>
      <MessageList messages={messages.items} />
      <Pager tenantToken={tenant.token} to={to} page={page} pages={pages} />
    </AdminShell>
  );
}
