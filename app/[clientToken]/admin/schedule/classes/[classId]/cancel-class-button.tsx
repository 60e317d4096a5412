'use client';
import { useTranslations } from 'next-intl';
import { ConfirmButton } from '@/components/ui/confirm-button';
import { useStaffAction } from '../../../use-staff-action';
import { cancelClass } from './actions';

/** Cancelling cannot be undone and e-mails people: it asks first, saying who will be told. */
export function CancelClassButton({ clientToken, classId, people }: { clientToken: string; classId: number; people: number }) {
  const { pending, run } = useStaffAction();
  const t = useTranslations('adminSchedule.cancel');
  return (
    <ConfirmButton label={t('button')} question={t('question', { people })} confirmLabel={t('confirm')} pending={pending}
      onConfirm={() => run(() => cancelClass(clientToken, classId), () => t('done', { people }))} />
  );
}
