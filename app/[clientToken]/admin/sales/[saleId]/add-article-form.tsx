'use client';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input, Select } from '@/components/ui/input';
import { useFormat } from '@/components/use-format';
import { useStaffAction } from '../../use-staff-action';
import { addArticleAction } from '../actions';

export interface DeskOffer {
  id: number;
  name: string;
  product: string;
  price: number;
  monthly: boolean;
  /** A subscription: it starts on a date. */
  startsOnADate: boolean;
}

/** Adds one of the club's offers to the cart, with a start date and debit day when the offer takes them. */
export function AddArticleForm({ clientToken, saleId, offers, debitDays, today }: {
  clientToken: string; saleId: number; offers: DeskOffer[]; debitDays: number[]; today: string;
}) {
  const t = useTranslations('adminSales.add');
  const format = useFormat();
  const { pending, run } = useStaffAction();
  const [offerId, setOfferId] = useState('');
  const [start, setStart] = useState(today);
  const [day, setDay] = useState(String(debitDays[0] ?? ''));
  const offer = offers.find((o) => String(o.id) === offerId);
  if (offers.length === 0) return <p className="mt-4 text-sm text-slate-600">{t('noOffers')}</p>;
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!offer) return;
    run(() => addArticleAction(clientToken, saleId, {
      offerId: offer.id, ...(offer.startsOnADate ? { startDate: start } : {}), ...(offer.monthly && day ? { debitDay: Number(day) } : {}),
    }), () => t('added', { name: offer.name }), () => setOfferId(''));
  };
  return (
    <form onSubmit={submit} className="mt-4 grid gap-3 border-t border-slate-200 pt-4 sm:grid-cols-2" aria-label={t('label')}>
      <Field id="add-offer" label={t('offer')} className="sm:col-span-2">
        <Select id="add-offer" value={offerId} onChange={(e) => setOfferId(e.target.value)} required>
          <option value="">{t('choose')}</option>
          {offers.map((o) => <option key={o.id} value={String(o.id)}>{o.product} · {o.name} · {format.money(o.price)}</option>)}
        </Select>
      </Field>
      {offer?.startsOnADate && (
        <Field id="add-start" label={t('startDate')}>
          <Input id="add-start" type="date" min={today} value={start} onChange={(e) => setStart(e.target.value)} required />
        </Field>
      )}
      {offer?.monthly && debitDays.length > 0 && (
        <Field id="add-day" label={t('debitDay')}>
          <Select id="add-day" value={day} onChange={(e) => setDay(e.target.value)}>
            {debitDays.map((d) => <option key={d} value={String(d)}>{t('dayOfMonth', { day: d })}</option>)}
          </Select>
        </Field>
      )}
      <div className="sm:col-span-2">
        <Button type="submit" variant="secondary" pending={pending} disabled={!offer}>{t('submit')}</Button>
      </div>
    </form>
  );
}
