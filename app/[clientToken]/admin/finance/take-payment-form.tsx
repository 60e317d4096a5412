'use client';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { useFormat } from '@/components/use-format';
import { DeskMeanFields, deskPaymentOf, type DeskMeanValue } from '../desk-mean-fields';
import { useStaffAction } from '../use-staff-action';
import { takeIncidentPaymentAction } from './actions';

/**
 * Takes an open incident's whole amount at the desk: "Take payment" opens, in place, the choice of
 * cash, cheque or card, then records it. The page is then read again, so a closed member's "Reopen"
 * is there at once, in the same screen.
 */
export function TakePaymentForm({ clientToken, incidentId, amount, label }: { clientToken: string; incidentId: number; amount: number; label: string }) {
  const t = useTranslations('adminFinance.desk');
  const tCommon = useTranslations('common');
  const format = useFormat();
  const { pending, run } = useStaffAction();
  const [open, setOpen] = useState(false);
  const [how, setHow] = useState<DeskMeanValue>({ mean: 'cash', network: 'Visa', bank: '' });
  const firstRef = useRef<HTMLInputElement>(null);
  useEffect(() => { if (open) firstRef.current?.focus(); }, [open]);

  if (!open) {
    return <Button variant="secondary" aria-label={t('openFor', { label })} onClick={() => setOpen(true)}>{t('open')}</Button>;
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    run(() => takeIncidentPaymentAction(clientToken, incidentId, deskPaymentOf(how)), () => t('done', { label, amount: format.money(amount) }),
      () => setOpen(false));
  };
  return (
    <form onSubmit={submit} aria-label={t('formFor', { label })} className="flex w-full flex-col gap-3 rounded-xl border border-slate-200 bg-slate-50 p-3 sm:w-auto"
      onKeyDown={(event) => { if (event.key === 'Escape') setOpen(false); }}>
      <DeskMeanFields idPrefix={`desk-${incidentId}`} value={how} onChange={setHow} firstRef={firstRef} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" pending={pending}>{t('submit', { amount: format.money(amount) })}</Button>
        <Button variant="ghost" onClick={() => setOpen(false)}>{tCommon('keep')}</Button>
      </div>
    </form>
  );
}
