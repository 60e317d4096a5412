'use client';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { ConfirmButton } from '@/components/ui/confirm-button';
import { useStaffAction } from '../use-staff-action';
import { decideCancellation } from './actions';

/** Accept at once (it can still be voided); reject asks first, as nothing undoes it. */
export function DecisionButtons({ clientToken, cancellationId, who }: { clientToken: string; cancellationId: number; who: string }) {
  const t = useTranslations('adminCancellations.decision');
  const accept = useStaffAction();
  const reject = useStaffAction();
  const busy = accept.pending || reject.pending;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Button aria-label={t('acceptLabel', { who })} pending={accept.pending} disabled={busy}
        onClick={() => accept.run(() => decideCancellation(clientToken, cancellationId, 'accept'), () => t('accepted', { who }))}>
        {t('accept')}
      </Button>
      <ConfirmButton label={t('reject')} ariaLabel={t('rejectLabel', { who })} question={t('rejectQuestion')}
        confirmLabel={t('rejectConfirm')} pending={reject.pending} disabled={busy}
        onConfirm={() => reject.run(() => decideCancellation(clientToken, cancellationId, 'reject'), () => t('rejected', { who }))} />
    </div>
  );
}
