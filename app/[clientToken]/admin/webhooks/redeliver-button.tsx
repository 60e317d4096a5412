'use client';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { useStaffAction } from '../use-staff-action';
import { redeliverDelivery } from './actions';

export function RedeliverButton({ clientToken, deliveryId, event }: { clientToken: string; deliveryId: number; event: string }) {
  const t = useTranslations('adminWebhooks.log');
  const { pending, run } = useStaffAction();
  return (
    <Button
      variant="secondary"
      className="w-full sm:w-auto"
      aria-label={t('redeliverLabel', { event, id: deliveryId })}
      pending={pending}
      onClick={() => run(() => redeliverDelivery(clientToken, deliveryId), ({ message }) => message)}
    >
      {t('redeliver')}
    </Button>
  );
}
