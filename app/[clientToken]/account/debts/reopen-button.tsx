'use client';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState, useTransition } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { reopenAccountAction } from './actions';

/** Reopens the member's own closed account once nothing is owed (the server checks again). */
export function ReopenButton({ clientToken, closureId }: { clientToken: string; closureId: number }) {
  const t = useTranslations('debts');
  const router = useRouter();
  const [pending, start] = useTransition();
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const reopen = () => start(async () => {
    setError(null);
    const result = await reopenAccountAction(clientToken, closureId).catch(() => null);
    if (!result) return setError(t('notAnswered'));
    if (!result.ok) return setError(result.message);
    setDone(true);
    router.refresh();
  });
  return (
    <div className="mt-4">
      <div role="status" aria-live="polite">{done && <Alert tone="success">{t('closure.reopened')}</Alert>}</div>
      {error && <Alert tone="error" className="mb-3">{error}</Alert>}
      {!done && <Button onClick={reopen} pending={pending} className="w-full sm:w-auto">{t('closure.reopen')}</Button>}
    </div>
  );
}
