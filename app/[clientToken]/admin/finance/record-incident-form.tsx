'use client';
import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { useActionStatus } from '@/components/action-status';
import { Button } from '@/components/ui/button';
import { describedBy, Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { MoneyInput } from '@/components/ui/money-input';
import { useActionTransition } from '../use-staff-action';
import { recordIncidentAction } from './actions';

/** Staff record an amount a contact owes, such as a debit their bank rejected. */
export function RecordIncidentForm({ clientToken, contactId }: { clientToken: string; contactId: number }) {
  const t = useTranslations('adminFinance.record');
  const status = useActionStatus();
  const { pending, perform } = useActionTransition();
  const [amount, setAmount] = useState(Number.NaN);
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    status.clear();
    const local: Record<string, string> = {};
    if (!(amount > 0)) local.amount = t('amountInvalid');
    if (!reason.trim()) local.reason = t('reasonRequired');
    setErrors(local);
    if (Object.keys(local).length > 0) return;
    void perform(() => recordIncidentAction(clientToken, { contactId, amount, reason }), (result) => {
      if (!result.ok) {
        setErrors(result.fieldErrors);
        return status.failed(result.message);
      }
      setAmount(Number.NaN);
      setReason('');
      status.done(t('done'));
    });
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby="record-title" className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <h3 id="record-title" className="text-base font-semibold text-slate-900">{t('title')}</h3>
      <p className="mt-1 text-sm text-slate-600">{t('hint')}</p>
      <div className="mt-4 grid gap-4 sm:grid-cols-[10rem_1fr]">
        <Field id="incident-amount" label={t('amount')} error={errors.amount}>
          <MoneyInput id="incident-amount" cents={amount} onCentsChange={setAmount} aria-invalid={Boolean(errors.amount)}
            aria-describedby={describedBy('incident-amount', { error: errors.amount })} />
        </Field>
        <Field id="incident-reason" label={t('reason')} hint={t('reasonHint')} error={errors.reason}>
          <Input id="incident-reason" value={reason} onChange={(e) => setReason(e.target.value)} maxLength={200} aria-invalid={Boolean(errors.reason)}
            aria-describedby={describedBy('incident-reason', { hint: t('reasonHint'), error: errors.reason })} />
        </Field>
      </div>
      <Button type="submit" pending={pending} className="mt-4 w-full sm:w-auto">{t('submit')}</Button>
    </form>
  );
}
