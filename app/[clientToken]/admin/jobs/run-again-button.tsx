'use client';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { useStaffAction } from '../use-staff-action';
import { runJobAgain } from './actions';

export function RunAgainButton({ clientToken, jobId, task }: { clientToken: string; jobId: string; task: string }) {
  const t = useTranslations('adminJobs');
  const { pending, run } = useStaffAction();
  return (
    <Button variant="secondary" className="w-full sm:w-auto" aria-label={t('runAgainLabel', { task })} pending={pending}
      onClick={() => run(() => runJobAgain(clientToken, jobId), ({ message }) => message)}>
      {t('runAgain')}
    </Button>
  );
}
