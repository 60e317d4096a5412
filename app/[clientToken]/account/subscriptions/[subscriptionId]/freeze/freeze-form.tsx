'use client';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState, useTransition } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/input';
import { requestSuspension } from './actions';

const DAY = 86_400_000;
const daysOf = (start: string, end: string) => Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / DAY) + 1;

/** Dates and a reason; the length is said as it is chosen, and the server checks the club's rules again. */
export function FreezeForm({ clientToken, subscriptionId, today, minDays, maxDays }: {
  clientToken: string; subscriptionId: number; today: string; minDays: number; maxDays: number;
}) {
  const t = useTranslations('suspensions.member');
  const router = useRouter();
  const [startDate, setStart] = useState('');
  const [endDate, setEnd] = useState('');
  const [reason, setReason] = useState('');
  const [pending, start] = useTransition();
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const length = startDate && endDate && endDate >= startDate ? daysOf(startDate, endDate) : null;
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    start(async () => {
      setError(null);
      setSent(false);
      const result = await requestSuspension(clientToken, subscriptionId, { startDate, endDate, reason }).catch(() => null);
      if (!result) return setError(t('notAnswered'));
      if (!result.ok) return setError(result.message);
      setSent(true);
      setStart('');
      setEnd('');
      setReason('');
      router.refresh();
    });
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
      {sent && <Alert tone="success">{t('sent')}</Alert>}
      {error && <Alert tone="error">{error}</Alert>}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="freeze-start" label={t('start')}>
          <Input id="freeze-start" type="date" required min={today} value={startDate} onChange={(e) => setStart(e.target.value)} />
        </Field>
        <Field id="freeze-end" label={t('end')} hint={length !== null ? t('length', { count: length }) : t('lengthRule', { min: minDays, max: maxDays })}>
          <Input id="freeze-end" type="date" required min={startDate || today} value={endDate} onChange={(e) => setEnd(e.target.value)}
            aria-describedby="freeze-end-hint" />
        </Field>
      </div>
      <Field id="freeze-reason" label={t('reason')} hint={t('reasonHint')}>
        <Textarea id="freeze-reason" rows={3} maxLength={500} value={reason} onChange={(e) => setReason(e.target.value)}
          aria-describedby="freeze-reason-hint" />
      </Field>
      <div>
        <Button type="submit" pending={pending} disabled={!startDate || !endDate} className="w-full sm:w-auto">{t('submit')}</Button>
      </div>
    </form>
  );
}
