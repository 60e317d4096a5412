'use client';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmButton } from '@/components/ui/confirm-button';
import type { StaffCatalogOffer } from '@/lib/domain/catalog/list-staff-catalog';
import { schedulePhrases } from '@/components/schedule-phrases';
import { useScheduleSentence } from '@/components/schedule-sentence';
import { useStaffAction } from '../use-staff-action';
import { removeOffer } from './actions';
import { draftOfOffer } from './offer-draft';
import { OfferForm } from './offer-form';

interface OfferRowProps {
  clientToken: string;
  product: { id: number; name: string; offers: { id: number; name: string; archived: boolean }[] };
  offer: StaffCatalogOffer;
  today: string;
  mayEdit: boolean;
}

/** An offer of a product: its channels and price in words, and, for those who edit the catalog, change or remove it. */
export function OfferRow({ clientToken, product, offer, today, mayEdit }: OfferRowProps) {
  const t = useTranslations('adminCatalog.list');
  const sentence = useScheduleSentence();
  const [editing, setEditing] = useState(false);
  const { pending, run } = useStaffAction();

  return (
    <li aria-label={offer.name} className="rounded-md bg-slate-50 px-3 py-2 text-sm">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-2 font-medium text-slate-800">
            {offer.name}
            {offer.archived && <Badge tone="off">{t('archived')}</Badge>}
            <span className="font-normal text-slate-500">{offer.channels.map((c) => t(`channels.${c}`)).join(' · ')}</span>
          </p>
          <p className="text-slate-700">{sentence(schedulePhrases(offer, today, null))}</p>
        </div>
        {mayEdit && !offer.archived && !editing && (
          <div className="flex shrink-0 flex-wrap items-center gap-2">
            <Button variant="secondary" aria-label={t('editOffer', { offer: offer.name })} disabled={pending} onClick={() => setEditing(true)}>{t('edit')}</Button>
            <ConfirmButton label={t('remove')} ariaLabel={t('removeOffer', { offer: offer.name })} question={t('removeOfferQuestion')}
              confirmLabel={t('removeOfferConfirm')} pending={pending}
              onConfirm={() => run(() => removeOffer(clientToken, offer.id), ({ archived }) => t(archived ? 'offerArchived' : 'offerDeleted', { offer: offer.name }))} />
          </div>
        )}
      </div>
      {editing && (
        <OfferForm clientToken={clientToken} product={product} today={today} onDone={() => setEditing(false)}
          editing={{ offerId: offer.id, initial: draftOfOffer(offer) }} />
      )}
    </li>
  );
}
