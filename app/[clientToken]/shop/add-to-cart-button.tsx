'use client';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useState, useTransition } from 'react';
import { Button } from '@/components/ui/button';
import type { OfferWithProduct } from '@/lib/domain/catalog/catalog-views';
import { addToCartAction } from './actions';

interface AddToCartButtonProps {
  clientToken: string;
  offer: OfferWithProduct;
  /** The start date picked for the page (null while it is not a valid one). */
  startDate: string | null;
  /** The debit day picked, for a monthly offer. */
  debitDay: number | undefined;
}

/** Puts the offer in the member's cart with the page's start date and debit day, then offers the way to the cart. */
export function AddToCartButton({ clientToken, offer, startDate, debitDay }: AddToCartButtonProps) {
  const t = useTranslations('shop.cart');
  const [pending, start] = useTransition();
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null);
  // A subscription starts on a date; a one-off article (a bottle, a booklet) needs none.
  const startsOnADate = offer.rhythmBilling !== null || offer.product.behaviors.some((b) => b.type === 'subscription');
  const add = () => start(async () => {
    const result = await addToCartAction(clientToken, {
      offerId: offer.id, ...(startsOnADate && startDate ? { startDate } : {}), ...(debitDay !== undefined ? { debitDay } : {}),
    }).catch(() => null);
    setOutcome(result?.ok ? { ok: true, message: t('added', { name: offer.name }) } : { ok: false, message: result?.message ?? t('notAnswered') });
  });
  return (
    <div className="mt-4 flex flex-col gap-2 sm:flex-row sm:items-center">
      <Button variant="secondary" onClick={add} pending={pending} disabled={startsOnADate && !startDate} aria-label={t('addNamed', { name: offer.name })} className="w-full sm:w-auto">
        {t('add')}
      </Button>
      <div role="status" aria-live="polite" className="text-sm">
        {outcome?.ok && (
          <span className="text-emerald-800">
            {outcome.message} <Link href={`/${clientToken}/cart`} className="font-medium text-brand-700 underline">{t('see')}</Link>
          </span>
        )}
      </div>
      {outcome && !outcome.ok && <p role="alert" className="text-sm text-red-700">{outcome.message}</p>}
    </div>
  );
}
