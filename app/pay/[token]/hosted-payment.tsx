import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { LanguageSwitch } from '@/components/language-switch';
import { Alert } from '@/components/ui/alert';
import { buttonClass } from '@/components/ui/button';
import { Field, describedBy } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { getFormat } from '@/i18n/get-format';
import { sandboxPage, sandboxPayableObjectIri } from '@/lib/payments/sandbox-checkout';
import { SANDBOX } from '@/lib/payments/sandbox-provider';
import { PostOutcomeToParent } from './post-outcome-to-parent';

/**
 * The sandbox provider's hosted payment page (CONTRACT §9.6). It stands where a real provider's page
 * would: a plain form posting `cardNumber` to POST /pay/{token} (lib/api/routes/sandbox-pay.ts),
 * which works before any script has loaded. The outcome reaches the service as a signed event only.
 * Its widget form (`widget`, CONTRACT §10) sits in a partner's iframe and, once the payment is
 * decided, tells the parent page by postMessage.
 */
export async function HostedPayment({ token, error, widget }: { token: string; error?: string; widget: boolean }) {
  const payment = await sandboxPage(token);
  if (!payment) notFound();
  const [t, format] = await Promise.all([getTranslations('pay'), getFormat()]);
  const cardError = error === 'card' ? t('cardError') : undefined;
  return (
    <main className="flex min-h-dvh flex-col items-center bg-slate-50 px-4 py-8 sm:justify-center sm:py-16">
      <div className="w-full max-w-sm">
        <div className="flex items-center justify-between gap-2">
          <p className="rounded-full bg-amber-100 px-2.5 py-1 text-xs font-semibold uppercase tracking-wide text-amber-900">{t('sandbox')}</p>
          <LanguageSwitch />
        </div>
        <h1 className="mt-6 text-2xl font-semibold tracking-tight text-slate-900">{t('title')}</h1>
        <div className="mt-6 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
          <dl className="grid grid-cols-[auto_1fr] items-baseline gap-x-4 gap-y-2 text-sm">
            <dt className="text-slate-600">{t('merchant')}</dt>
            <dd className="text-right font-medium text-slate-900">{payment.description}</dd>
            <dt className="text-slate-600">{t('amount')}</dt>
            <dd className="text-right text-lg font-semibold text-slate-900" data-testid="pay-amount">{format.money(payment.amount, payment.currency)}</dd>
          </dl>
          {payment.state === 'requested' ? (
            <form method="post" action={`/pay/${encodeURIComponent(token)}`} className="mt-6 flex flex-col gap-4">
              {widget && <input type="hidden" name="view" value="widget" />}
              <Field id="cardNumber" label={t('cardNumber')} hint={t('testCards')} error={cardError}>
                <Input
                  id="cardNumber" name="cardNumber" required inputMode="numeric" autoComplete="cc-number" placeholder="4242 4242 4242 4242"
                  maxLength={23} aria-invalid={cardError ? true : undefined} aria-describedby={describedBy('cardNumber', { hint: t('testCards'), error: cardError })}
                />
              </Field>
              <button type="submit" className={buttonClass('primary', 'w-full')}>
                {t('pay', { amount: format.money(payment.amount, payment.currency) })}
              </button>
            </form>
          ) : (
            <Alert tone="info" className="mt-6">{t(payment.state === 'validated' ? 'alreadyPaid' : payment.state === 'canceled' ? 'withdrawn' : 'alreadyDeclined')}</Alert>
          )}
          {widget && payment.state !== 'requested' && (
            <PostOutcomeToParent outcome={{
              type: 'resamania:payment', status: payment.state === 'validated' ? 'success' : 'failure',
              payableObject: await sandboxPayableObjectIri(payment.reference), provider: SANDBOX,
            }} />
          )}
        </div>
        <p className="mt-4 text-xs text-slate-500">{t('footnote')}</p>
      </div>
    </main>
  );
}
