'use client';
import { Button } from '@/components/ui/button';
import { useStaffAction } from '../use-staff-action';
import { redeliverDelivery } from './actions';

export function RedeliverButton({ clientToken, deliveryId, event }: { clientToken: string; deliveryId: number; event: string }) {
  const { pending, run } = useStaffAction();
  return (
    <Button
      variant="secondary"
      className="w-full sm:w-auto"
      aria-label={`Redeliver ${event} (delivery ${deliveryId})`}
      pending={pending}
      onClick={() => run(() => redeliverDelivery(clientToken, deliveryId), ({ message }) => message)}
    >
      Redeliver
    </Button>
  );
}
