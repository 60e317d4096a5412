'use client';
import { useTranslations } from 'next-intl';
import { ConfirmButton } from '@/components/ui/confirm-button';
import { useStaffAction } from '../../use-staff-action';
import { revokeMandateAction } from './mandate-actions';

/** Revokes a mandate after asking: the club collects nothing more from this account. */
export function RevokeMandateButton({ clientToken, mandateId, reference }: { clientToken: string; mandateId: number; reference: string }) {
  const t = useTranslations('adminMandates.mandates');
  const { pending, run } = useStaffAction();
  return (
    <ConfirmButton label={t('revoke')} ariaLabel={t('revokeLabel', { reference })} question={t('revokeQuestion', { reference })}
      confirmLabel={t('revokeConfirm')} pending={pending}
      onConfirm={() => run(() => revokeMandateAction(clientToken, mandateId), () => t('revoked', { reference }))} />
  );
}
