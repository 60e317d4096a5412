'use client';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { useStaffAction } from '../use-staff-action';
import { openSaleAction } from './actions';

/** Opens a cart for this contact at the desk; the action goes on to the new sale's page. */
export function OpenSaleButton({ clientToken, contactId, name }: { clientToken: string; contactId: number; name: string }) {
  const t = useTranslations('adminSales.new');
  const { pending, run } = useStaffAction();
  return (
    <Button variant="secondary" pending={pending} aria-label={t('openFor', { name })} onClick={() => run(() => openSaleAction(clientToken, contactId), () => '')}>
      {t('open')}
    </Button>
  );
}
