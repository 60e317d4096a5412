'use client';
import { useTranslations } from 'next-intl';
import { useState, useTransition } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useFormat } from '@/components/use-format';
import { payDebtsAction } from './actions';

export interface PayableLine {
  id: number;
  amount: number;
  /** Why it is owed, in words, and its invoice: worded by the page on the server. */
  why: string;
  invoice: string;
  recorded: string;
}

/**
 * The open incidents, each ticked by default: the member pays all of them, or unticks some and pays
 * the rest. The browser then leaves for the provider's page; the amount it will ask is shown on the button.
 */
export function PayForm({ clientToken, lines, canPay }: { clientToken: string; lines: PayableLine[]; canPay: boolean }) {
  const t = useTranslations('debts');
  const format = useFormat();
  const [chosen, setChosen] = useState<number[]>(() => lines.map((l) => l.id));
  const [pending, start] = useTransition();
  const [error, setError] = useState<string | null>(null);
  const total = lines.filter((l) => chosen.includes(l.id)).reduce((sum, l) => sum + l.amount, 0);
  const toggle = (id: number) => setChosen((ids) => (ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id]));

  const pay = () => start(async () => {
    setError(null);
    const result = await payDebtsAction(clientToken, { incidentIds: chosen }).catch(() => null);
    if (!result) return setError(t('notAnswered'));
    if (!result.ok) return setError(result.message);
    window.location.assign(result.value.url);
  });

  return (
    <section aria-labelledby="incidents-title" className="mt-8">
      <h2 id="incidents-title" className="text-lg font-semibold text-slate-900">{t('incidents.title')}</h2>
      <p className="mt-1 text-sm text-slate-600">{t('incidents.hint')}</p>
      <ul className="mt-4 divide-y divide-slate-200 overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
        {lines.map((line) => (
          <li key={line.id}>
            <label className="flex cursor-pointer items-start gap-3 px-4 py-3 hover:bg-slate-50">
              <input type="checkbox" className="mt-1 size-5 shrink-0 accent-brand-600" checked={chosen.includes(line.id)}
                onChange={() => toggle(line.id)} disabled={!canPay || pending} aria-describedby={`incident-${line.id}-detail`} />
              <span className="min-w-0 flex-1">
                <span className="flex flex-wrap items-baseline justify-between gap-x-4">
                  <span className="font-medium text-slate-900">{line.why}</span>
                  <span className="font-semibold text-slate-900 tabular-nums">{format.money(line.amount)}</span>
                </span>
                <span id={`incident-${line.id}-detail`} className="block text-sm text-slate-600">{line.invoice} · {line.recorded}</span>
              </span>
            </label>
          </li>
        ))}
      </ul>
      {error && <Alert tone="error" className="mt-4">{error}</Alert>}
      {canPay ? (
        <div className="mt-4 flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-slate-600" aria-live="polite">{t('incidents.chosen', { count: chosen.length, amount: format.money(total) })}</p>
          <Button onClick={pay} pending={pending} disabled={chosen.length === 0} className="w-full sm:w-auto">
            {t('incidents.pay', { amount: format.money(total) })}
          </Button>
        </div>
      ) : <Alert tone="info" className="mt-4">{t('incidents.noOnline')}</Alert>}
    </section>
  );
}
