import { getTranslations } from 'next-intl/server';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { buttonClass } from '@/components/ui/button';
import { config } from '@/lib/config';
import { listSandboxWebhookReceipts } from '@/lib/domain/events/receive-sandbox-webhook';
import { AdminShell } from '../../admin-shell';
import { loadStaffPage } from '../../load-staff-page';
import { StaffSignInScreen } from '../../staff-sign-in-screen';
import { ReceiptList } from './receipt-list';

export async function generateMetadata() {
  return { title: (await getTranslations('adminSandbox.webhooks'))('metaTitle') };
}

const SHOWN = 50;

type Props = { params: Promise<{ clientToken: string }> };

export default async function SandboxWebhooksPage({ params }: Props) {
  // The built-in receiver exists only in the sandbox, and so does its page.
  if (!config.isSandbox) notFound();
  const { tenant, staff } = await loadStaffPage((await params).clientToken);
  if (!staff) return <StaffSignInScreen tenant={tenant} />;
  const receipts = await listSandboxWebhookReceipts({ tenant, limit: SHOWN });
  const base = `/${tenant.token}/admin`;
  const t = await getTranslations('adminSandbox.webhooks');

  return (
    <AdminShell tenant={tenant} staff={staff} current="sandbox-webhooks">
      <h1 className="text-2xl font-semibold tracking-tight text-slate-900">{t('title')}</h1>
      <p className="mt-1 max-w-2xl text-sm text-slate-600">
        {t.rich('intro', {
          link: (chunks) => <Link href={`${base}/webhooks`} className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-600">{chunks}</Link>,
        })}
      </p>
      <div className="mt-6 flex items-center justify-between gap-4">
        <p className="text-sm text-slate-600">
          {t('count', { count: receipts.length })}
        </p>
        <Link href={`${base}/sandbox/webhooks`} className={buttonClass('secondary')} prefetch={false}>{t('refresh')}</Link>
      </div>
      <ReceiptList receipts={receipts} />
    </AdminShell>
  );
}
