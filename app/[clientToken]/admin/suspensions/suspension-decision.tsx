'use client';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { ConfirmButton } from '@/components/ui/confirm-button';
import { useStaffAction } from '../use-staff-action';
import { decideSuspension } from './actions';

/** Accept at once; refuse asks first, as nothing undoes it. */
export function SuspensionDecision({ clientToken, suspensionId, who }: { clientToken: string; suspensionId: number; who: string }) {
  const t = useTranslations('suspensions.admin');
  const accept = useStaffAction();
  const refuse = useStaffAction();
  const busy = accept.pending || refuse.pending;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Button aria-label={t('acceptLabel', { who })} pending={accept.pending} disabled={busy}
        onClick={() => accept.run(() => decideSuspension(clientToken, suspensionId, 'accept'), () => t('accepted', { who }))}>
        {t('accept')}
      </Button>
      <ConfirmButton label={t('refuse')} ariaLabel={t('refuseLabel', { who })} question={t('refuseQuestion')}
        confirmLabel={t('refuseConfirm')} pending={refuse.pending} disabled={busy}
        onConfirm={() => refuse.run(() => decideSuspension(clientToken, suspensionId, 'refuse'), () => t('refused', { who }))} />
    </div>
  );
}
