'use client';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState, useTransition } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { reopenAccountAction } from './actions';

/**
 * Reopens the member's own closed account once nothing is owed (the server checks again), then
 * lands on the debts page, which says so. The confirmation is not kept here: this button sits in
 * the closure notice, which disappears as soon as the page re-reads the reopened account.
 */
export function ReopenButton({ clientToken, closureId }: { clientToken: string; closureId: number }) {
  const t = useTranslations('debts');
  const router = useRouter();
  const [pending, start] = useTransition();
  const [error, setError] = useState<string | null>(null);
  const reopen = () => start(async () => {
    setError(null);
    const result = await reopenAccountAction(clientToken, closureId).catch(() => null);
    if (!result) return setError(t('notAnswered'));
    if (!result.ok) return setError(result.message);
    router.replace(`/${clientToken}/account/debts?reopened=1`);
  });
  return (
    <div className="mt-4">
      {error && <Alert tone="error" className="mb-3">{error}</Alert>}
      <Button onClick={reopen} pending={pending} className="w-full sm:w-auto">{t('closure.reopen')}</Button>
    </div>
  );
}
