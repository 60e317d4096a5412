'use client';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { useStaffAction } from '../../use-staff-action';
import { postponeAction } from '../actions';

/** Validates the sale now with the rest due on a later date (past it, the rest is debt). */
export function PostponeForm({ clientToken, saleId, today }: { clientToken: string; saleId: number; today: string }) {
  const t = useTranslations('adminSales.postpone');
  const { pending, run } = useStaffAction();
  const [date, setDate] = useState(today);
  return (
    <details className="mt-4 border-t border-slate-200 pt-3">
      <summary className="cursor-pointer text-sm font-medium text-slate-800">{t('label')}</summary>
      <form className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-end" onSubmit={(e) => {
        e.preventDefault();
        run(() => postponeAction(clientToken, saleId, { date }), () => t('done'));
      }}>
        <Field id="postpone-date" label={t('date')} hint={t('hint')}>
          <Input id="postpone-date" type="date" min={today} value={date} onChange={(e) => setDate(e.target.value)} required />
        </Field>
        <Button type="submit" variant="secondary" pending={pending}>{t('submit')}</Button>
      </form>
    </details>
  );
}
