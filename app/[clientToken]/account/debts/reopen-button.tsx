'use client';
import { useTranslations } from 'next-intl';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useProgressiveAction } from '@/components/use-progressive-action';
import { reopenAccount } from './actions';

/**
 * Reopens the member's own closed account once nothing is owed (the server checks again), then
 * lands on the debts page, which says so. The confirmation is not kept here: this button sits in
 * the closure notice, which disappears as soon as the page re-reads the reopened account. A form,
 * so that a press before the scripts have loaded posts it natively instead of doing nothing.
 */
export function ReopenButton({ clientToken, closureId }: { clientToken: string; closureId: number }) {
  const t = useTranslations('debts');
  const { state, formAction, onSubmit, pending } = useProgressiveAction(reopenAccount, {}, () => ({ error: t('notAnswered') }));
  return (
    <form action={formAction} onSubmit={onSubmit} className="mt-4">
      <input type="hidden" name="clientToken" value={clientToken} />
      <input type="hidden" name="closureId" value={closureId} />
      {state.error && <Alert tone="error" className="mb-3">{state.error}</Alert>}
      <Button type="submit" pending={pending} className="w-full sm:w-auto">{t('closure.reopen')}</Button>
    </form>
  );
}
