'use client';
import { useTranslations } from 'next-intl';
import type { Ref } from 'react';
import { Field } from '@/components/ui/field';
import { Input, Select } from '@/components/ui/input';

export type DeskMean = 'cash' | 'cheque' | 'card';
const MEANS: DeskMean[] = ['cash', 'cheque', 'card'];
/** The card networks of CONTRACT §9.3 (kept here: the schema module is not for the browser). */
export const NETWORKS = ['Visa', 'Mastercard', 'Amex', 'External'] as const;
export type Network = (typeof NETWORKS)[number];

export interface DeskMeanValue { mean: DeskMean; network: Network; bank: string }

/**
 * How the desk is paid, shared by a sale's payment and a debt's settlement: the mean, then the
 * card's network or the cheque's bank. `idPrefix` keeps several of them on one page apart.
 */
export function DeskMeanFields({ idPrefix, value, onChange, firstRef }: {
  idPrefix: string; value: DeskMeanValue; onChange: (value: DeskMeanValue) => void; firstRef?: Ref<HTMLInputElement>;
}) {
  const t = useTranslations('deskPayment');
  return (
    <>
      <fieldset>
        <legend className="text-sm font-medium text-slate-800">{t('mean')}</legend>
        <div className="mt-1.5 flex flex-wrap gap-2">
          {MEANS.map((m, index) => (
            <label key={m} className="inline-flex min-h-10 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 text-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50">
              <input ref={index === 0 ? firstRef : undefined} type="radio" name={`${idPrefix}-mean`} value={m} checked={value.mean === m}
                onChange={() => onChange({ ...value, mean: m })} />
              {t(`means.${m}`)}
            </label>
          ))}
        </div>
      </fieldset>
      {value.mean === 'card' && (
        <Field id={`${idPrefix}-network`} label={t('network')}>
          <Select id={`${idPrefix}-network`} value={value.network} onChange={(e) => onChange({ ...value, network: e.target.value as Network })}>
            {NETWORKS.map((n) => <option key={n} value={n}>{n === 'External' ? t('external') : n}</option>)}
          </Select>
        </Field>
      )}
      {value.mean === 'cheque' && (
        <Field id={`${idPrefix}-bank`} label={t('bank')}>
          <Input id={`${idPrefix}-bank`} value={value.bank} onChange={(e) => onChange({ ...value, bank: e.target.value })} maxLength={100} />
        </Field>
      )}
    </>
  );
}

/** The action's input for what the fields hold. */
export function deskPaymentOf(value: DeskMeanValue) {
  if (value.mean === 'card') return { mean: 'card' as const, network: value.network };
  if (value.mean === 'cheque') return { mean: 'cheque' as const, ...(value.bank ? { bank: value.bank } : {}) };
  return { mean: 'cash' as const };
}
