'use client';
import { useTranslations } from 'next-intl';
import { ConfirmButton } from '@/components/ui/confirm-button';
import { useStaffAction } from '../use-staff-action';
import { cancelIncidentAction } from './actions';

/** Waives an open incident, after asking: the amount is no longer owed. */
export function CancelIncidentButton({ clientToken, incidentId, label }: { clientToken: string; incidentId: number; label: string }) {
  const t = useTranslations('adminFinance.incidents');
  const { pending, run } = useStaffAction();
  return (
    <ConfirmButton label={t('cancel')} ariaLabel={t('cancelFor', { label })} question={t('cancelQuestion', { label })} confirmLabel={t('cancelConfirm')}
      pending={pending} onConfirm={() => run(() => cancelIncidentAction(clientToken, incidentId), () => t('canceled', { label }))} />
  );
}
