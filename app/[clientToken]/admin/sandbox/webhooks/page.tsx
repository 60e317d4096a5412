import Link from 'next/link';
import { notFound } from 'next/navigation';
import { buttonClass } from '@/components/ui/button';
import { config } from '@/lib/config';
import { listSandboxWebhookReceipts } from '@/lib/domain/events/receive-sandbox-webhook';
import { AdminShell } from '../../admin-shell';
import { loadStaffPage } from '../../load-staff-page';
import { StaffSignInScreen } from '../../staff-sign-in-screen';
import { ReceiptList } from './receipt-list';

export const metadata = { title: 'Sandbox webhooks' };

const SHOWN = 50;

type Props = { params: Promise<{ clientToken: string }> };

export default async function SandboxWebhooksPage({ params }: Props) {
  // The built-in receiver exists only in the sandbox, and so does its page.
  if (!config.isSandbox) notFound();
  const { tenant, staff } = await loadStaffPage((await params).clientToken);
  if (!staff) return <StaffSignInScreen tenant={tenant} />;
  const receipts = await listSandboxWebhookReceipts({ tenant, limit: SHOWN });
  const base = `/${tenant.token}/admin`;

  return (
    <AdminShell tenant={tenant} staff={staff} current="sandbox-webhooks">
      <h1 className="text-2xl font-semibold tracking-tight text-slate-900">Sandbox webhooks</h1>
      <p className="mt-1 max-w-2xl text-sm text-slate-600">
        What the sandbox’s built-in receiver got, newest first, and whether each signature checked out against the
        endpoint’s current secret. To use it, choose “Use the built-in receiver” on the{' '}
        <Link href={`${base}/webhooks`} className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-600">Webhooks</Link> page.
        Events arrive about a second after they happen.
      </p>
      <div className="mt-6 flex items-center justify-between gap-4">
        <p className="text-sm text-slate-600">
          {receipts.length === 0 ? 'Nothing received yet' : `The last ${receipts.length === 1 ? 'event' : `${receipts.length} events`} received`}
        </p>
        <Link href={`${base}/sandbox/webhooks`} className={buttonClass('secondary')} prefetch={false}>Refresh</Link>
      </div>
      <ReceiptList receipts={receipts} />
    </AdminShell>
  );
}
