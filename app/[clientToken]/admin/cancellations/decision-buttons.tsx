'use client';
import { Button } from '@/components/ui/button';
import { ConfirmButton } from '@/components/ui/confirm-button';
import { useStaffAction } from '../use-staff-action';
import { decideCancellation } from './actions';

/** Accept at once (it can still be voided); reject asks first, as nothing undoes it. */
export function DecisionButtons({ clientToken, cancellationId, who }: { clientToken: string; cancellationId: number; who: string }) {
  const accept = useStaffAction();
  const reject = useStaffAction();
  const busy = accept.pending || reject.pending;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Button aria-label={`Accept the cancellation of ${who}`} pending={accept.pending} disabled={busy}
        onClick={() => accept.run(() => decideCancellation(clientToken, cancellationId, 'accept'), () => `Cancellation of ${who} accepted.`)}>
        Accept
      </Button>
      <ConfirmButton label="Reject" ariaLabel={`Reject the cancellation of ${who}`} question="Reject it? This is final."
        confirmLabel="Reject cancellation" pending={reject.pending} disabled={busy}
        onConfirm={() => reject.run(() => decideCancellation(clientToken, cancellationId, 'reject'), () => `Cancellation of ${who} rejected.`)} />
    </div>
  );
}
