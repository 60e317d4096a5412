'use client';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmButton } from '@/components/ui/confirm-button';
import type { StaffCatalogProduct } from '@/lib/domain/catalog/list-staff-catalog';
import { useStaffAction } from '../use-staff-action';
import { removeProduct } from './actions';
import { OfferForm } from './offer-form';
import { OfferRow } from './offer-row';
import { draftOfProduct } from './product-draft';
import { ProductForm } from './product-form';

interface ProductCardProps {
  clientToken: string;
  product: StaffCatalogProduct;
  clubs: { id: number; name: string }[];
  today: string;
  mayEdit: boolean;
}

/** A product: its type, where it is sold, who may buy it, its offers; for editors, change, remove, "add an offer". */
export function ProductCard({ clientToken, product, clubs, today, mayEdit }: ProductCardProps) {
  const t = useTranslations('adminCatalog.list');
  const types = useTranslations('adminCatalog.product.types');
  const [open, setOpen] = useState<'offer' | 'product' | null>(null);
  const { pending, run } = useStaffAction();
  const clubName = product.clubId === null ? null : (clubs.find((c) => c.id === product.clubId)?.name ?? null);
  const who = [
    product.requiredTags.length > 0 ? t('requires', { tags: product.requiredTags.join(', ') }) : null,
    product.minimumAge ? t('minimumAge', { age: product.minimumAge }) : null,
    product.grantedTags.length > 0 ? t('grants', { tags: product.grantedTags.join(', ') }) : null,
  ].filter((s): s is string => s !== null);
  const editable = mayEdit && !product.archived && open === null;

  return (
    <li aria-label={product.name} className="px-5 py-4">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
            <span className="break-words">{product.name}</span>
            <Badge>{types(product.type)}</Badge>
            {product.archived && <Badge tone="off">{t('archived')}</Badge>}
          </p>
          <p data-testid="product-where" className="text-sm text-slate-500">{clubName ?? t('allClubs')}{who.length > 0 ? ` · ${who.join(' · ')}` : ''}</p>
          {product.description && <p className="mt-1 text-sm text-slate-600">{product.description}</p>}
        </div>
        {editable && (
          <div className="flex shrink-0 flex-wrap items-center gap-2">
            <Button variant="secondary" aria-label={t('addOfferTo', { product: product.name })} disabled={pending} onClick={() => setOpen('offer')}>
              {t('addOffer')}
            </Button>
            <Button variant="secondary" aria-label={t('editProduct', { product: product.name })} disabled={pending} onClick={() => setOpen('product')}>{t('edit')}</Button>
            <ConfirmButton label={t('remove')} ariaLabel={t('removeProduct', { product: product.name })} question={t('removeProductQuestion')}
              confirmLabel={t('removeProductConfirm')} pending={pending}
              onConfirm={() => run(() => removeProduct(clientToken, product.id), ({ archived }) => t(archived ? 'productArchived' : 'productDeleted', { product: product.name }))} />
          </div>
        )}
      </div>
      {open === 'product' && (
        <div className="mt-4 border-t border-slate-200 pt-4">
          <ProductForm clientToken={clientToken} clubs={clubs} editing={{ productId: product.id, initial: draftOfProduct(product), onDone: () => setOpen(null) }} />
        </div>
      )}
      {product.offers.length === 0
        ? <p className="mt-2 text-sm text-slate-500">{t('noOffer')}</p>
        : (
          <ul className="mt-3 flex flex-col gap-2">
            {product.offers.map((offer) => (
              <OfferRow key={offer.id} clientToken={clientToken} product={product} offer={offer} today={today} mayEdit={mayEdit && !product.archived} />
            ))}
          </ul>
        )}
      {open === 'offer' && <OfferForm clientToken={clientToken} product={product} today={today} onDone={() => setOpen(null)} />}
    </li>
  );
}
