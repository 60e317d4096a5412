'use client';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { ConfirmButton } from '@/components/ui/confirm-button';
import { useStaffAction } from '../../use-staff-action';
import { cancelSaleAction, recopyContactAction, removeArticleAction } from '../actions';

export function RemoveArticleButton({ clientToken, articleId, name }: { clientToken: string; articleId: number; name: string }) {
  const t = useTranslations('adminSales.sale');
  const { pending, run } = useStaffAction();
  return (
    <Button variant="ghost" className="min-h-9 px-2" pending={pending} aria-label={t('removeNamed', { name })}
      onClick={() => run(() => removeArticleAction(clientToken, articleId), (n) => t('removed', { count: n }))}>
      {t('remove')}
    </Button>
  );
}

/** Cancels the cart; what was paid towards it goes to the contact's available amount. */
export function CancelSaleButton({ clientToken, saleId }: { clientToken: string; saleId: number }) {
  const t = useTranslations('adminSales.cancel');
  const { pending, run } = useStaffAction();
  return (
    <div>
      <ConfirmButton label={t('label')} question={t('question')} confirmLabel={t('confirm')} pending={pending} disabled={false}
        onConfirm={() => run(() => cancelSaleAction(clientToken, saleId), () => t('done'))} />
    </div>
  );
}

/** After the contact's address or names were completed on the contact: the cart copies them again. */
export function RecopyContactButton({ clientToken, saleId }: { clientToken: string; saleId: number }) {
  const t = useTranslations('adminSales.problems');
  const { pending, run } = useStaffAction();
  return (
    <Button variant="secondary" className="mt-3" pending={pending} onClick={() => run(() => recopyContactAction(clientToken, saleId), () => t('recopied'))}>
      {t('recopy')}
    </Button>
  );
}
