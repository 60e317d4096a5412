'use client';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { MoneyInput } from '@/components/ui/money-input';
import { DeskMeanFields, deskPaymentOf, type DeskMeanValue } from '../../desk-mean-fields';
import { useStaffAction } from '../../use-staff-action';
import { recordPaymentAction } from '../actions';

/**
 * Takes one payment at the desk: an amount (the rest, unless changed: a split across means is one
 * payment per mean), how, and the card's network or the cheque's bank. Paying the rest validates the sale.
 */
export function PaymentForm({ clientToken, saleId, remaining }: { clientToken: string; saleId: number; remaining: number }) {
  const t = useTranslations('adminSales.take');
  const { pending, run } = useStaffAction();
  const [how, setHow] = useState<DeskMeanValue>({ mean: 'cash', network: 'Visa', bank: '' });
  const [cents, setCents] = useState(remaining);
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    run(() => recordPaymentAction(clientToken, saleId, { ...deskPaymentOf(how), amount: cents }), (v) => (v.state === 'validated' ? t('validated') : t('recorded')));
  };
  return (
    <form onSubmit={submit} aria-label={t('label')} className="mt-3 flex flex-col gap-3">
      <DeskMeanFields idPrefix="pay" value={how} onChange={setHow} />
      <Field id="pay-amount" label={t('amount')}>
        <MoneyInput id="pay-amount" cents={cents} onCentsChange={setCents} />
      </Field>
      <Button type="submit" pending={pending} disabled={!(cents > 0)}>{t('submit')}</Button>
    </form>
  );
}
