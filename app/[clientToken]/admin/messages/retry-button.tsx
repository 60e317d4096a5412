'use client';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { useStaffAction } from '../use-staff-action';
import { retryMessageNow } from './actions';

export function RetryButton({ clientToken, messageId, recipient }: { clientToken: string; messageId: number; recipient: string }) {
  const t = useTranslations('adminMessages');
  const { pending, run } = useStaffAction();
  return (
    <Button variant="secondary" className="w-full sm:w-auto" aria-label={t('retryLabel', { recipient })} pending={pending}
      onClick={() => run(() => retryMessageNow(clientToken, messageId), ({ message }) => message)}>
      {t('retry')}
    </Button>
  );
}
