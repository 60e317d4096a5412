'use client';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Field } from '@/components/ui/field';
import { Input, Select } from '@/components/ui/input';
import type { DebitDayChoice } from '@/lib/domain/catalog/debit-date';
import { schedulePhrases } from '@/components/schedule-phrases';
import { useScheduleSentence } from '@/components/schedule-sentence';
import type { OfferInput } from './offer-draft';

const MONTH_DAYS = Array.from({ length: 28 }, (_, i) => i + 1);
const WEEK_DAYS = [1, 2, 3, 4, 5, 6, 0] as const;

/** What a member taking the offer pays, in words, recomputed as staff type (the domain's own arithmetic). */
export function SchedulePreview({ idPrefix, input, valid, today }: { idPrefix: string; input: OfferInput; valid: boolean; today: string }) {
  const t = useTranslations('adminCatalog.offer.preview');
  const sentence = useScheduleSentence();
  const [start, setStart] = useState(today);
  const [day, setDay] = useState('5');
  const rhythm = input.rhythmBilling;
  const choice: DebitDayChoice | null = rhythm === null || day === '' ? null
    : rhythm === 'monthly' ? { debitDay: Math.min(Number(day), 28) || 1 } : { debitWeekDay: Number(day) % 7 };
  const text = valid && /^\d{4}-\d{2}-\d{2}$/.test(start) ? sentence(schedulePhrases(input, start, choice)) : null;

  return (
    <section aria-labelledby={`${idPrefix}-preview-title`} className="rounded-lg border border-brand-600/20 bg-brand-50 p-4">
      <h3 id={`${idPrefix}-preview-title`} className="text-sm font-semibold text-slate-900">{t('title')}</h3>
      <div className="mt-3 grid gap-3 sm:grid-cols-2">
        <Field id={`${idPrefix}-preview-start`} label={t('start')}>
          <Input id={`${idPrefix}-preview-start`} type="date" value={start} onChange={(e) => setStart(e.target.value)} />
        </Field>
        {rhythm !== null && (
          <Field id={`${idPrefix}-preview-day`} label={rhythm === 'monthly' ? t('debitDay') : t('debitWeekDay')}>
            <Select id={`${idPrefix}-preview-day`} value={day} onChange={(e) => setDay(e.target.value)}>
              <option value="">{t('noDay')}</option>
              {rhythm === 'monthly'
                ? MONTH_DAYS.map((d) => <option key={d} value={String(d)}>{d}</option>)
                : WEEK_DAYS.map((d) => <option key={d} value={String(d)}>{t(`weekDays.${d}`)}</option>)}
            </Select>
          </Field>
        )}
      </div>
      <p data-testid="offer-schedule" aria-live="polite" className="mt-3 text-base font-medium text-slate-900">
        {text ?? t('incomplete')}
      </p>
    </section>
  );
}
