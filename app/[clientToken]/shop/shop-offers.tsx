'use client';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Field } from '@/components/ui/field';
import { Input, Select } from '@/components/ui/input';
import { useFormat } from '@/components/use-format';
import type { OfferWithProduct } from '@/lib/domain/catalog/catalog-views';
import { AddToCartButton } from './add-to-cart-button';
import { schedulePhrases } from '@/components/schedule-phrases';
import { useScheduleSentence } from '@/components/schedule-sentence';
import { EmptyNote } from '@/components/ui/empty-note';

interface ShopOffersProps {
  clientToken: string;
  offers: OfferWithProduct[];
  debitDays: number[];
  today: string;
}

/**
 * The offers, one card each, phone first. A start date and a debit day (the club's) are picked once
 * for the page: every subscription's schedule follows them.
 */
export function ShopOffers({ clientToken, offers, debitDays, today }: ShopOffersProps) {
  const t = useTranslations('shop');
  const format = useFormat();
  const sentence = useScheduleSentence();
  const [start, setStart] = useState(today);
  const [day, setDay] = useState(String(debitDays[0] ?? ''));
  const startOk = /^\d{4}-\d{2}-\d{2}$/.test(start) && start >= today;
  const hasSubscription = offers.some((o) => o.rhythmBilling !== null);

  if (offers.length === 0) {
    return <EmptyNote>{t('empty')}</EmptyNote>;
  }
  return (
    <>
      {hasSubscription && (
        <section aria-labelledby="shop-when" className="mb-6 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
          <h2 id="shop-when" className="text-base font-semibold text-slate-900">{t('when.title')}</h2>
          <p className="text-sm text-slate-600">{t('when.hint')}</p>
          <div className="mt-3 grid gap-3 sm:grid-cols-2">
            <Field id="shop-start" label={t('when.start')} error={startOk ? undefined : t('when.startInvalid', { today: format.date(today) })}>
              <Input id="shop-start" type="date" min={today} value={start} onChange={(e) => setStart(e.target.value)} />
            </Field>
            {debitDays.length > 0 && (
              <Field id="shop-day" label={t('when.debitDay')}>
                <Select id="shop-day" value={day} onChange={(e) => setDay(e.target.value)}>
                  {debitDays.map((d) => <option key={d} value={String(d)}>{t('when.dayOfMonth', { day: d })}</option>)}
                </Select>
              </Field>
            )}
          </div>
        </section>
      )}
      <ul aria-label={t('listLabel')} className="flex flex-col gap-4">
        {offers.map((offer) => {
          const monthly = offer.rhythmBilling === 'monthly' && day !== '';
          const phrases = schedulePhrases(offer, startOk ? start : today, monthly ? { debitDay: Number(day) } : null);
          return (
            <li key={offer.id} aria-label={offer.name} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
              <p className="text-sm text-slate-500">{offer.product.name}</p>
              <h3 className="text-lg font-semibold text-slate-900">{offer.name}</h3>
              {offer.product.description && <p className="mt-1 text-sm text-slate-600">{offer.product.description}</p>}
              <p className="mt-3 text-base font-medium text-slate-900" data-testid="offer-price">{sentence(phrases)}</p>
              {offer.registrationFeeTI > 0 && (
                <p className="text-sm text-slate-600">
                  {t('fee', { name: offer.registrationFeeName || t('feeDefault'), amount: format.money(offer.registrationFeeTI) })}
                </p>
              )}
              <AddToCartButton clientToken={clientToken} offer={offer} startDate={startOk ? start : null}
                debitDay={monthly ? Number(day) : undefined} />
            </li>
          );
        })}
      </ul>
    </>
  );
}
