'use client';
import { useTranslations } from 'next-intl';
import { ConfirmButton } from '@/components/ui/confirm-button';
import { useStaffAction } from '../use-staff-action';
import { reopenContactAction } from './actions';

/** Reopens a closed contact: what the closure turned off comes back (refused while money is owed). */
export function ReopenContactButton({ clientToken, closureId, name }: { clientToken: string; closureId: number; name: string }) {
  const t = useTranslations('adminFinance.contact');
  const { pending, run } = useStaffAction();
  return (
    <ConfirmButton label={t('reopen')} question={t('reopenQuestion', { name })} confirmLabel={t('reopenConfirm')} tone="primary"
      pending={pending} onConfirm={() => run(() => reopenContactAction(clientToken, closureId), () => t('reopened', { name }))} />
  );
}
