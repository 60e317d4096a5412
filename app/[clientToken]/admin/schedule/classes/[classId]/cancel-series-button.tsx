'use client';
import { useTranslations } from 'next-intl';
import { ConfirmButton } from '@/components/ui/confirm-button';
import { useStaffAction } from '../../../use-staff-action';
import { cancelFollowingClasses } from './actions';

/** A weekly class: this one and the following ones of its series at once (DELETE /recurrences/{id}?from= its day). */
export function CancelSeriesButton({ clientToken, classId }: { clientToken: string; classId: number }) {
  const { pending, run } = useStaffAction();
  const t = useTranslations('adminSchedule.cancelSeries');
  return (
    <ConfirmButton label={t('button')} question={t('question')} confirmLabel={t('confirm')} pending={pending}
      onConfirm={() => run(() => cancelFollowingClasses(clientToken, classId), (result) => t('done', { count: result.canceled }))} />
  );
}
