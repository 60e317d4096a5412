'use client';
import { useTranslations } from 'next-intl';
import { ConfirmButton } from '@/components/ui/confirm-button';
import { useStaffAction } from '../../use-staff-action';
import { liftBlockAction } from './block-actions';

/** Lifts a booking block after asking: the penalty is forgiven, not shortened. */
export function LiftBlockButton({ clientToken, blockId, until }: { clientToken: string; blockId: number; until: string }) {
  const t = useTranslations('adminBlocks');
  const { pending, run } = useStaffAction();
  return (
    <ConfirmButton label={t('lift')} ariaLabel={t('liftLabel', { until })} question={t('liftQuestion')}
      confirmLabel={t('liftConfirm')} pending={pending}
      onConfirm={() => run(() => liftBlockAction(clientToken, blockId), () => t('lifted'))} />
  );
}
