'use client';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState, useTransition } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useFormat } from '@/components/use-format';
import { cancelCartAction, payCartAction } from './actions';

interface CartActionsProps {
  clientToken: string;
  saleId: number;
  /** What is left to pay now. */
  amount: number;
  total: number;
  /** The check found problems: nothing can be paid until they are solved. */
  blocked: boolean;
  /** Why it is blocked, when it is not the check's problems (a mandate to sign). */
  blockedHint?: string;
}

/**
 * Pay (online, through the club's provider: the browser leaves for its page) or confirm a free cart;
 * or empty the cart. A refusal (online payment off in the club…) is said here, with the desk as the way out.
 */
export function CartActions({ clientToken, saleId, amount, total, blocked, blockedHint }: CartActionsProps) {
  const t = useTranslations('cart');
  const format = useFormat();
  const router = useRouter();
  const [pending, start] = useTransition();
  const [error, setError] = useState<string | null>(null);

  const pay = () => start(async () => {
    setError(null);
    const result = await payCartAction(clientToken, saleId).catch(() => null);
    if (!result) return setError(t('notAnswered'));
    if (!result.ok) return setError(result.message);
    if (result.value.kind === 'redirect') window.location.assign(result.value.url);
    else router.push(`/${clientToken}/cart/return?free=1`);
  });
  const empty = () => start(async () => {
    setError(null);
    const result = await cancelCartAction(clientToken, saleId).catch(() => null);
    if (!result?.ok) setError(result?.message ?? t('notAnswered'));
  });

  return (
    <section aria-labelledby="cart-pay" className="mt-6 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <h2 id="cart-pay" className="text-base font-semibold text-slate-900">{t('pay.title')}</h2>
      <p className="mt-1 text-sm text-slate-600">{blocked ? (blockedHint ?? t('pay.blocked')) : total === 0 ? t('pay.freeHint') : t('pay.hint')}</p>
      {error && <Alert tone="error" className="mt-3">{error} {t('pay.orDesk')}</Alert>}
      <div className="mt-4 flex flex-col gap-2 sm:flex-row sm:justify-between">
        <Button onClick={pay} pending={pending} disabled={blocked} className="w-full sm:w-auto">
          {total === 0 ? t('pay.confirm') : t('pay.online', { amount: format.money(amount) })}
        </Button>
        <Button variant="ghost" onClick={empty} disabled={pending} className="w-full sm:w-auto">{t('pay.empty')}</Button>
      </div>
      <p className="mt-3 text-xs text-slate-500">{t('pay.desk')}</p>
    </section>
  );
}
