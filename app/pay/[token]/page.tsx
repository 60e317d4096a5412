import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { LanguageSwitch } from '@/components/language-switch';
import { Alert } from '@/components/ui/alert';
import { buttonClass } from '@/components/ui/button';
import { Field, describedBy } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { getFormat } from '@/i18n/get-format';
import { sandboxPage } from '@/lib/payments/sandbox-checkout';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('pay'))('title'), robots: { index: false } };
}

/**
 * The sandbox provider's hosted payment page (CONTRACT §9.6). It stands where a real provider's page
 * would: a plain form posting `cardNumber` to POST /pay/{token} (lib/api/routes/payment-webhooks.ts),
 * which works before any script has loaded. The outcome reaches the service as a signed event only.
 */
export default async function PayPage({ params, searchParams }: {
  params: Promise<{ token: string }>;
  searchParams: Promise<{ error?: string }>;
}) {
  const [{ token }, { error }] = await Promise.all([params, searchParams]);
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
        </div>
        <p className="mt-4 text-xs text-slate-500">{t('footnote')}</p>
      </div>
    </main>
  );
}
