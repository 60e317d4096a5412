'use client';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { Select } from '@/components/ui/input';
import { MoneyInput } from '@/components/ui/money-input';
import { useFormat } from '@/components/use-format';

/** French VAT rates, in basis points (2000 = 20 %): sport and fitness services are at 20 %. */
export const VAT_RATES = [2000, 1000, 550, 210, 0] as const;

/** The tax inside a price tax included at a rate: price × rate / (1 + rate), to the nearest cent. */
export const taxAtRate = (priceTI: number, rate: number): number => Math.round((priceTI * rate) / (10_000 + rate));

const rateOf = (priceTI: number, tax: number): number | 'other' =>
  VAT_RATES.find((rate) => taxAtRate(priceTI, rate) === tax && (priceTI > 0 || rate === 2000)) ?? 'other';

/**
 * The tax of a price typed as a VAT rate; the amount follows the price. "Another amount" keeps the
 * amount typed by hand (a mixed rate). Shows the amount the rate gives, so staff see the split.
 */
export function TaxRateField({ id, priceTI, tax, onTax, invalid, describedBy }: {
  id: string; priceTI: number; tax: number; onTax: (tax: number) => void; invalid?: boolean; describedBy?: string;
}) {
  const t = useTranslations('adminCatalog.offer.taxRate');
  const format = useFormat();
  const [rate, setRate] = useState<number | 'other'>(() => rateOf(priceTI, tax));
  useEffect(() => {
    if (rate !== 'other' && Number.isFinite(priceTI) && taxAtRate(priceTI, rate) !== tax) onTax(taxAtRate(priceTI, rate));
  }, [rate, priceTI, tax, onTax]);
  return (
    <div className="flex flex-col gap-2">
      <Select id={id} value={String(rate)} aria-invalid={invalid || undefined} aria-describedby={describedBy}
        onChange={(e) => setRate(e.target.value === 'other' ? 'other' : Number(e.target.value))}>
        {VAT_RATES.map((r) => <option key={r} value={String(r)}>{t('rate', { rate: r / 100 })}</option>)}
        <option value="other">{t('other')}</option>
      </Select>
      {rate === 'other'
        ? <MoneyInput id={`${id}-amount`} aria-label={t('amount')} cents={tax} onCentsChange={onTax} />
        : <p className="text-sm text-slate-600 tabular-nums">{t('gives', { amount: format.money(Number.isFinite(tax) ? tax : 0) })}</p>}
    </div>
  );
}
