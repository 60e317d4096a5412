'use client';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import type { StaffCatalogProduct } from '@/lib/domain/catalog/list-staff-catalog';
import { schedulePhrases } from '../../shop/schedule-phrases';
import { useScheduleSentence } from '../../shop/schedule-sentence';
import { OfferForm } from './offer-form';

interface ProductCardProps {
  clientToken: string;
  product: StaffCatalogProduct;
  clubName: string | null;
  today: string;
  mayEdit: boolean;
}

/** A product: its type, where it is sold, who may buy it, its offers with their price in words, and "add an offer". */
export function ProductCard({ clientToken, product, clubName, today, mayEdit }: ProductCardProps) {
  const t = useTranslations('adminCatalog.list');
  const types = useTranslations('adminCatalog.product.types');
  const sentence = useScheduleSentence();
  const [adding, setAdding] = useState(false);
  const who = [
    product.requiredTags.length > 0 ? t('requires', { tags: product.requiredTags.join(', ') }) : null,
    product.minimumAge ? t('minimumAge', { age: product.minimumAge }) : null,
    product.grantedTags.length > 0 ? t('grants', { tags: product.grantedTags.join(', ') }) : null,
  ].filter((s): s is string => s !== null);

  return (
    <li aria-label={product.name} className="px-5 py-4">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
            <span className="break-words">{product.name}</span>
            <Badge>{types(product.type)}</Badge>
            {product.archived && <Badge tone="off">{t('archived')}</Badge>}
          </p>
          <p className="text-sm text-slate-500">{clubName ?? t('allClubs')}{who.length > 0 ? ` · ${who.join(' · ')}` : ''}</p>
          {product.description && <p className="mt-1 text-sm text-slate-600">{product.description}</p>}
        </div>
        {mayEdit && !product.archived && !adding && (
          <Button variant="secondary" className="shrink-0" aria-label={t('addOfferTo', { product: product.name })} onClick={() => setAdding(true)}>
            {t('addOffer')}
          </Button>
        )}
      </div>
      {product.offers.length === 0
        ? <p className="mt-2 text-sm text-slate-500">{t('noOffer')}</p>
        : (
          <ul className="mt-3 flex flex-col gap-2">
            {product.offers.map((offer) => (
              <li key={offer.id} className="rounded-md bg-slate-50 px-3 py-2 text-sm">
                <p className="flex flex-wrap items-center gap-2 font-medium text-slate-800">
                  {offer.name}
                  {offer.archived && <Badge tone="off">{t('archived')}</Badge>}
                  <span className="font-normal text-slate-500">{offer.channels.map((c) => t(`channels.${c}`)).join(' · ')}</span>
                </p>
                <p className="text-slate-700">{sentence(schedulePhrases(offer, today, null))}</p>
              </li>
            ))}
          </ul>
        )}
      {adding && <OfferForm clientToken={clientToken} product={product} today={today} onDone={() => setAdding(false)} />}
    </li>
  );
}
