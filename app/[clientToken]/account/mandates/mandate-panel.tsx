'use client';
import { useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useFormat } from '@/components/use-format';
import { useHydrated } from '@/components/use-hydrated';
import type { MemberMandate } from '@/lib/domain/mandates/member-mandate';
import { CodeStep } from '../../_member/mandate/code-step';
import { MobileForm } from '../profile/mobile-form';

// The form checks IBANs with ibantools (~7 kB compressed): fetched when the member opens the form,
// not with the page, which most visits only read (first-load budget, docs/decisions.md).
const BankForm = dynamic(() => import('../../_member/mandate/bank-form').then((m) => m.BankForm), {
  loading: () => <div aria-busy className="h-96 animate-pulse rounded-xl border border-slate-200 bg-white" />,
});

export type ActiveMandate = MemberMandate;

interface PanelProps {
  clientToken: string;
  active: ActiveMandate | null;
  /** The member's mobile, masked; null when no code can be sent. */
  mobile: string | null;
  holder: string;
}

type Step = { name: 'view' } | { name: 'form' } | { name: 'code'; requestId: number };

/** The member's mandate: shown masked, replaced through the bank form, then signed with the SMS code. */
export function MandatePanel({ clientToken, active: initial, mobile, holder }: PanelProps) {
  const t = useTranslations('mandates');
  const format = useFormat();
  const hydrated = useHydrated();
  const [active, setActive] = useState(initial);
  const [step, setStep] = useState<Step>({ name: 'view' });
  const [signed, setSigned] = useState(false);

  if (step.name === 'form') {
    return <BankForm clientToken={clientToken} holder={holder} onCancel={() => setStep({ name: 'view' })} onSent={(requestId) => setStep({ name: 'code', requestId })} />;
  }
  if (step.name === 'code') {
    return (
      <CodeStep
        clientToken={clientToken} requestId={step.requestId} mobile={mobile ?? ''}
        onRestarted={(requestId) => setStep({ name: 'code', requestId })}
        onSigned={(mandate) => { setActive(mandate); setSigned(true); setStep({ name: 'view' }); }}
      />
    );
  }
  return (
    <div className="flex flex-col gap-6">
      {signed && <Alert tone="success">{t('signed')}</Alert>}
      {active ? (
        <section aria-labelledby="active-title" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
          <h2 id="active-title" className="text-sm font-semibold text-slate-900">{t('active.title')}</h2>
          <dl className="mt-4 grid gap-3 sm:grid-cols-2">
            <Item label={t('active.holder')} value={active.holder} />
            <Item label={t('active.bank')} value={active.bank} />
            <Item label={t('active.iban')} value={active.iban.replace(/(.{4})(?=.)/g, '$1 ')} mono wide testId="active-iban" />
            <Item label={t('active.reference')} value={active.reference} mono wide />
          </dl>
          {active.signedOn && <p className="mt-4 text-sm text-slate-600">{t('active.signedOn', { date: format.date(active.signedOn) })}</p>}
        </section>
      ) : (
        <p className="text-slate-700">{t('none')}</p>
      )}
      {mobile === null ? (
        <MobileForm clientToken={clientToken} />
      ) : (
        <div>
          <Button variant={active ? 'secondary' : 'primary'} disabled={!hydrated} onClick={() => setStep({ name: 'form' })}>
            {active ? t('replace') : t('add')}
          </Button>
        </div>
      )}
    </div>
  );
}

function Item({ label, value, mono, wide, testId }: { label: string; value: string; mono?: boolean; wide?: boolean; testId?: string }) {
  return (
    <div className={wide ? 'sm:col-span-2' : undefined}>
      <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{label}</dt>
      <dd data-testid={testId} className={`mt-0.5 break-words text-slate-900 ${mono ? 'font-mono text-sm' : ''}`}>{value}</dd>
    </div>
  );
}
