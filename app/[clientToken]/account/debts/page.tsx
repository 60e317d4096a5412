import Link from 'next/link';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/client-messages';
import { Alert } from '@/components/ui/alert';
import { buttonClass } from '@/components/ui/button';
import { getFormat } from '@/i18n/get-format';
import { getDb } from '@/lib/db/client';
import { readContactDebts } from '@/lib/domain/finance/list-member-debts';
import { dateInZone } from '@/lib/time/zone';
import type { TenantParams } from '../../load-tenant';
import { loadMemberPage } from '../../_member/load-member-page';
import { MemberShell } from '../../_member/member-shell';
import { PayForm } from './pay-form';
import { ReopenButton } from './reopen-button';
import { whyOwed } from './why-owed';

export async function generateMetadata() {
  return { title: (await getTranslations('debts'))('metaTitle') };
}

/**
 * What the member owes, each amount with its invoice and why (open incidents, overdue invoices),
 * paid online here; a closed account says what reopening costs and reopens once nothing is owed.
 */
type Props = TenantParams & { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function DebtsPage({ params, searchParams }: Props) {
  const { clientToken } = await params;
  // Set by the reopen button once the account is open again; said only while that is still true.
  const reopened = (await searchParams).reopened === '1';
  const { tenant, actor } = await loadMemberPage(clientToken);
  const debts = await readContactDebts(await getDb(), tenant.id, actor.contactId);
  // The contact may have been removed since sign-in: then this session has nobody to show.
  if (!debts) redirect(`/${tenant.token}`);
  const [t, format] = await Promise.all([getTranslations('debts'), getFormat()]);
  const zone = debts.club.timeZone;
  const { closure, debt } = debts;
  const fee = closure?.feeAmount ?? 0;
  const lines = debts.incidents.map((i) => ({
    id: i.id, amount: i.amount, why: whyOwed(t, i.reason),
    invoice: i.invoice ? t('invoice', { number: i.invoice.number, date: format.date(i.invoice.date) }) : t('noInvoice'),
    recorded: t('recorded', { date: format.date(dateInZone(i.createdAt, zone)) }),
  }));
  const canPay = debts.club.onlinePayment && debts.club.webCheckoutId !== null;

  return (
    <MemberShell tenant={tenant} back={{ href: `/${tenant.token}/account`, label: t('back') }}>
      <h1 className="mt-4 text-2xl font-semibold tracking-tight text-slate-900">{t('title')}</h1>
      <p className="mt-2 max-w-xl text-slate-600">{t('intro')}</p>

      <div role="status" aria-live="polite">
        {reopened && !closure && <Alert tone="success" className="mt-6">{t('closure.reopened')}</Alert>}
      </div>

      {closure && (
        <Alert tone="info" title={t('closure.title')} className="mt-6">
          <span data-testid="closure-notice">
            {t('closure.closedOn', { date: format.date(closure.date) })}{' '}
            {debt.total > 0
              ? (fee > 0 ? t('closure.feeIncluded', { fee: format.money(fee) }) : t('closure.payFirst'))
              : t('closure.canReopen')}
          </span>
          {debt.total === 0 && <ReopenSlot clientToken={tenant.token} closureId={closure.id} />}
        </Alert>
      )}

      <section aria-labelledby="total-title" className="mt-6 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
        <h2 id="total-title" className="text-sm font-semibold text-slate-900">{t('total.title')}</h2>
        <p className="mt-2 text-3xl font-semibold text-slate-900 tabular-nums" data-testid="debt-total">{format.money(debt.total)}</p>
        <p className="mt-1 text-sm text-slate-600">
          {debt.total === 0 ? t('total.nothing') : t('total.detail', { incidents: debt.numberOfIncidents, overdue: debts.overdue.length })}
        </p>
      </section>

      {debt.total === 0 && debts.contactState === 'old_client' && !closure && (
        <Alert tone="info" title={t('oldClient.title')} className="mt-6">
          {t('oldClient.body', { club: debts.club.name, code: debts.club.code })}
        </Alert>
      )}

      {lines.length > 0 && (
        <ClientMessages namespaces={['debts']}>
          <PayForm clientToken={tenant.token} lines={lines} canPay={canPay} />
        </ClientMessages>
      )}

      {debts.overdue.length > 0 && (
        <section aria-labelledby="overdue-title" className="mt-8">
          <h2 id="overdue-title" className="text-lg font-semibold text-slate-900">{t('overdue.title')}</h2>
          <p className="mt-1 text-sm text-slate-600">{t('overdue.hint', { club: debts.club.name })}</p>
          <ul className="mt-4 divide-y divide-slate-200 overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
            {debts.overdue.map((invoice) => (
              <li key={invoice.id} className="flex flex-wrap items-baseline justify-between gap-x-4 px-4 py-3">
                <span className="min-w-0">
                  <span className="block font-medium text-slate-900">{t('overdue.why', { date: format.date(invoice.lateDueDate) })}</span>
                  <span className="block text-sm text-slate-600">
                    {t('invoice', { number: invoice.number, date: format.date(invoice.date) })} · {t('overdue.of', { total: format.money(invoice.totalTI) })}
                  </span>
                </span>
                <span className="font-semibold text-slate-900 tabular-nums">{format.money(invoice.remaining)}</span>
              </li>
            ))}
          </ul>
        </section>
      )}

      <div className="mt-8">
        <Link href={`/${tenant.token}/account`} className={buttonClass('secondary')}>{t('toAccount')}</Link>
      </div>
    </MemberShell>
  );
}

function ReopenSlot({ clientToken, closureId }: { clientToken: string; closureId: number }) {
  return (
    <ClientMessages namespaces={['debts']}>
      <ReopenButton clientToken={clientToken} closureId={closureId} />
    </ClientMessages>
  );
}
