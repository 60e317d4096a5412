import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/client-messages';
import { RefreshWhileWaiting } from '@/components/refresh-while-waiting';
import { Alert } from '@/components/ui/alert';
import { buttonClass } from '@/components/ui/button';
import { getFormat } from '@/i18n/get-format';
import type { PaymentStatus } from '../payment-status';
import { ReopenButton } from '../reopen-button';

/**
 * The payment's outcome as the provider's verified event left it. While it is awaited the page reads
 * itself again (RefreshWhileWaiting, as the cart's return page does), so it changes by itself once the
 * event lands; without scripts, "Check again" does the same. Paid off and closed: reopen here.
 */
export async function PaymentOutcome({ clientToken, id, status }: { clientToken: string; id: number; status: PaymentStatus }) {
  const [t, format] = await Promise.all([getTranslations('debts'), getFormat()]);
  const base = `/${clientToken}/account`;
  const waiting = status.state === 'requested';
  const failed = status.state === 'refused' || status.state === 'canceled';
  return (
    <div>
      {waiting && <RefreshWhileWaiting />}
      <h1 className="text-2xl font-semibold tracking-tight text-slate-900">{t(`return.${status.state}.title`)}</h1>
      <div role="status" aria-live="polite">
        <Alert tone={status.state === 'validated' ? 'success' : failed ? 'error' : 'info'} className="mt-4">
          <span data-testid="payment-outcome">{t(`return.${status.state}.body`, { amount: format.money(status.amount) })}</span>
        </Alert>
      </div>
      {status.state === 'validated' && status.closureId !== null && (
        status.debt === 0
          ? (
            <section aria-labelledby="reopen-title" className="mt-6 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
              <h2 id="reopen-title" className="text-base font-semibold text-slate-900">{t('closure.title')}</h2>
              <p className="mt-1 text-sm text-slate-600">{t('closure.canReopen')}</p>
              <ClientMessages namespaces={['debts']}>
                <ReopenButton clientToken={clientToken} closureId={status.closureId} />
              </ClientMessages>
            </section>
          )
          : <p className="mt-4 text-sm text-slate-600">{t('return.stillOwed', { amount: format.money(status.debt) })}</p>
      )}
      <div className="mt-6 flex flex-col gap-2 sm:flex-row">
        <Link href={`${base}/debts`} className={buttonClass(failed ? 'primary' : 'secondary')}>
          {failed ? t('return.tryAgain') : t('return.toDebts')}
        </Link>
        {waiting && <Link href={`${base}/debts/return?payableObject=${id}`} className={buttonClass('secondary')}>{t('return.checkAgain')}</Link>}
        <Link href={base} className={buttonClass('ghost')}>{t('toAccount')}</Link>
      </div>
    </div>
  );
}
