'use client';
import { useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useHydrated } from '@/components/use-hydrated';
import { CodeStep } from '../_member/mandate/code-step';

// The mandate page's own bank form (IBAN checked as typed with ibantools, fetched when opened).
const BankForm = dynamic(() => import('../_member/mandate/bank-form').then((m) => m.BankForm), {
  loading: () => <div aria-busy className="h-96 animate-pulse rounded-xl border border-slate-200 bg-white" />,
});

type Step = { name: 'intro' } | { name: 'form' } | { name: 'code'; requestId: number };

/**
 * A cart with a direct-debit subscription and no mandate: the member gives their bank account and
 * signs with the SMS code (the mandate page's steps and server actions), then the page is read again
 * and the payment button is offered.
 */
export function CartMandate({ clientToken, article, mobile, holder }: {
  clientToken: string; article: string; mobile: string | null; holder: string;
}) {
  const t = useTranslations('cartMandate');
  const tm = useTranslations('mandates');
  const router = useRouter();
  const hydrated = useHydrated();
  const [step, setStep] = useState<Step>({ name: 'intro' });
  const [signed, setSigned] = useState(false);

  return (
    <section aria-labelledby="cart-mandate" className="mt-6 rounded-xl border border-amber-300 bg-amber-50 p-4 shadow-sm" data-testid="cart-mandate">
      <h2 id="cart-mandate" className="text-base font-semibold text-slate-900">{t('title')}</h2>
      {signed ? (
        <Alert tone="success" className="mt-3">{t('signed')}</Alert>
      ) : (
        <>
          <p className="mt-1 text-sm text-slate-700">{t('intro', { article })}</p>
          {mobile === null ? (
            <Alert tone="info" className="mt-3">{tm('mobileRequired')}</Alert>
          ) : step.name === 'intro' ? (
            <Button className="mt-3 w-full sm:w-auto" disabled={!hydrated} onClick={() => setStep({ name: 'form' })}>{t('add')}</Button>
          ) : step.name === 'form' ? (
            <div className="mt-4">
              <BankForm clientToken={clientToken} holder={holder} onCancel={() => setStep({ name: 'intro' })} onSent={(requestId) => setStep({ name: 'code', requestId })} />
            </div>
          ) : (
            <div className="mt-4">
              <CodeStep
                clientToken={clientToken} requestId={step.requestId} mobile={mobile}
                onRestarted={(requestId) => setStep({ name: 'code', requestId })}
                onSigned={() => { setSigned(true); router.refresh(); }}
              />
            </div>
          )}
        </>
      )}
    </section>
  );
}
