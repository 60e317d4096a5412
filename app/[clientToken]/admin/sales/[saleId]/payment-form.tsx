'use client';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input, Select } from '@/components/ui/input';
import { MoneyInput } from '@/components/ui/money-input';
import { useStaffAction } from '../../use-staff-action';
import { recordPaymentAction } from '../actions';

type Mean = 'cash' | 'cheque' | 'card';
const MEANS: Mean[] = ['cash', 'cheque', 'card'];
/** The card networks of CONTRACT §9.3 (kept here: the schema module is not for the browser). */
const NETWORKS = ['Visa', 'Mastercard', 'Amex', 'External'] as const;

/**
 * Takes one payment at the desk: an amount (the rest, unless changed: a split across means is one
 * payment per mean), how, and the card's network or the cheque's bank. Paying the rest validates the sale.
 */
export function PaymentForm({ clientToken, saleId, remaining }: { clientToken: string; saleId: number; remaining: number }) {
  const t = useTranslations('adminSales.take');
  const { pending, run } = useStaffAction();
  const [mean, setMean] = useState<Mean>('cash');
  const [cents, setCents] = useState(remaining);
  const [network, setNetwork] = useState<(typeof NETWORKS)[number]>('Visa');
  const [bank, setBank] = useState('');
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const payment = mean === 'card' ? { mean, amount: cents, network } : mean === 'cheque' ? { mean, amount: cents, ...(bank ? { bank } : {}) } : { mean, amount: cents };
    run(() => recordPaymentAction(clientToken, saleId, payment), (v) => (v.state === 'validated' ? t('validated') : t('recorded')));
  };
  return (
    <form onSubmit={submit} aria-label={t('label')} className="mt-3 flex flex-col gap-3">
      <fieldset>
        <legend className="text-sm font-medium text-slate-800">{t('mean')}</legend>
        <div className="mt-1.5 flex flex-wrap gap-2">
          {MEANS.map((m) => (
            <label key={m} className="inline-flex min-h-10 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-3 text-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50">
              <input type="radio" name="mean" value={m} checked={mean === m} onChange={() => setMean(m)} />
              {t(`means.${m}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <Field id="pay-amount" label={t('amount')}>
        <MoneyInput id="pay-amount" cents={cents} onCentsChange={setCents} />
      </Field>
      {mean === 'card' && (
        <Field id="pay-network" label={t('network')}>
          <Select id="pay-network" value={network} onChange={(e) => setNetwork(e.target.value as typeof network)}>
            {NETWORKS.map((n) => <option key={n} value={n}>{n === 'External' ? t('external') : n}</option>)}
          </Select>
        </Field>
      )}
      {mean === 'cheque' && (
        <Field id="pay-bank" label={t('bank')}>
          <Input id="pay-bank" value={bank} onChange={(e) => setBank(e.target.value)} />
        </Field>
      )}
      <Button type="submit" pending={pending} disabled={!(cents > 0)}>{t('submit')}</Button>
    </form>
  );
}
