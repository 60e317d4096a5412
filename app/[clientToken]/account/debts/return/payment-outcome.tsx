'use client';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { buttonClass } from '@/components/ui/button';
import { useFormat } from '@/components/use-format';
import type { PaymentStatus } from '../payment-status';
import { ReopenButton } from '../reopen-button';

// Fetched after the page has loaded, and only when there is something to wait for.
const PaymentPoller = dynamic(() => import('./payment-poller'), { ssr: false });

/**
 * The payment's outcome, first as the server read it, then polled until the provider's event has
 * validated or refused it: the page changes by itself, no reload. Paid off and closed: reopen here.
 */
export function PaymentOutcome({ clientToken, id, initial }: { clientToken: string; id: number; initial: PaymentStatus }) {
  const t = useTranslations('debts');
  const format = useFormat();
  const [status, setStatus] = useState(initial);
  const base = `/${clientToken}/account`;
  return (
    <div>
      {initial.state === 'requested' && <PaymentPoller clientToken={clientToken} id={id} initial={initial} onStatus={setStatus} />}
      <h1 className="text-2xl font-semibold tracking-tight text-slate-900">{t(`return.${status.state}.title`)}</h1>
      <div role="status" aria-live="polite">
        <Alert tone={status.state === 'validated' ? 'success' : status.state === 'refused' || status.state === 'canceled' ? 'error' : 'info'} className="mt-4">
          <span data-testid="payment-outcome">{t(`return.${status.state}.body`, { amount: format.money(status.amount) })}</span>
        </Alert>
      </div>
      {status.state === 'validated' && status.closureId !== null && (
        status.debt === 0
          ? (
            <section aria-labelledby="reopen-title" className="mt-6 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
              <h2 id="reopen-title" className="text-base font-semibold text-slate-900">{t('closure.title')}</h2>
              <p className="mt-1 text-sm text-slate-600">{t('closure.canReopen')}</p>
              <ReopenButton clientToken={clientToken} closureId={status.closureId} />
            </section>
          )
          : <p className="mt-4 text-sm text-slate-600">{t('return.stillOwed', { amount: format.money(status.debt) })}</p>
      )}
      <div className="mt-6 flex flex-col gap-2 sm:flex-row">
        <Link href={`${base}/debts`} className={buttonClass(status.state === 'refused' ? 'primary' : 'secondary')}>
          {status.state === 'refused' ? t('return.tryAgain') : t('return.toDebts')}
        </Link>
        <Link href={base} className={buttonClass('ghost')}>{t('toAccount')}</Link>
      </div>
    </div>
  );
}
