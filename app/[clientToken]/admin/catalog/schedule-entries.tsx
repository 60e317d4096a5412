'use client';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { describedBy, Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { MoneyInput } from '@/components/ui/money-input';
import { DurationInput } from './duration-input';
import { TaxRateField } from './tax-rate-field';
import { emptyEntry, type EntryDraft, type EntryList, type OfferDraft } from './offer-draft';

interface ScheduleEntriesProps {
  /** Makes the fields' ids unique on the page (the offer form's own prefix). */
  idPrefix: string;
  list: EntryList;
  draft: OfferDraft;
  onChange: (entries: EntryDraft[]) => void;
  errorOf: (path: string) => string | undefined;
}

/** One list of the repayment schedule (occurrences first, then recurrences), each entry editable in place. */
export function ScheduleEntries({ idPrefix, list, draft, onChange, errorOf }: ScheduleEntriesProps) {
  const t = useTranslations('adminCatalog.offer.entries');
  const entries = draft[list];
  const update = (index: number, patch: Partial<EntryDraft>) => onChange(entries.map((e, i) => (i === index ? { ...e, ...patch } : e)));
  // The tax of an entry follows its amount at the chosen rate (TaxRateField): it writes only a change.
  const taxSetters = entries.map((entry, index) => (tax: number) => { if (entry.tax !== tax) update(index, { tax }); });
  const listError = errorOf('repaymentSchedule');

  return (
    <fieldset className="rounded-lg border border-slate-200 p-4">
      <legend className="px-1 text-sm font-medium text-slate-800">{t(`title.${list}`)}</legend>
      <p className="text-sm text-slate-600">{t(`hint.${list}`)}</p>
      {list === 'recurrences' && listError && <p className="mt-2 text-sm text-red-700">{listError}</p>}
      <ol className="mt-3 flex flex-col gap-4">
        {entries.map((entry, index) => {
          const path = `repaymentSchedule.${list}.${index}`;
          const id = `${idPrefix}-${list}-${index}`;
          const err = (name: string) => errorOf(`${path}.${name}`);
          const aria = (name: string) => ({ 'aria-invalid': err(name) ? true : undefined, 'aria-describedby': describedBy(`${id}-${name}`, { error: err(name) }) });
          return (
            <li key={index} aria-label={t('entryLabel', { n: index + 1 })} className="grid gap-3 rounded-md bg-slate-50 p-3 sm:grid-cols-6">
              <Field id={`${id}-priceTI`} label={t('price')} error={err('priceTI')} className="sm:col-span-2">
                <MoneyInput id={`${id}-priceTI`} cents={entry.priceTI} onCentsChange={(priceTI) => update(index, { priceTI })} {...aria('priceTI')} />
              </Field>
              <Field id={`${id}-tax`} label={t('tax')} error={err('tax')} className="sm:col-span-2">
                <TaxRateField id={`${id}-tax`} priceTI={entry.priceTI} tax={entry.tax} onTax={taxSetters[index]!}
                  invalid={Boolean(err('tax'))} describedBy={aria('tax')['aria-describedby']} />
              </Field>
              <Field id={`${id}-interval`} label={t('interval')} hint={t('intervalHint')} error={err('interval')} className="sm:col-span-2">
                <DurationInput id={`${id}-interval`} value={entry.interval} onChange={(interval) => update(index, { interval })}
                  invalid={Boolean(err('interval'))} describedBy={aria('interval')['aria-describedby']} />
              </Field>
              {list === 'occurrences' && (
                <>
                  <Field id={`${id}-offset`} label={t('offset')} hint={t('offsetHint')} error={err('offset')} className="sm:col-span-3">
                    <DurationInput id={`${id}-offset`} value={entry.offset} onChange={(offset) => update(index, { offset })}
                      invalid={Boolean(err('offset'))} describedBy={aria('offset')['aria-describedby']} />
                  </Field>
                  <Field id={`${id}-loop`} label={t('loop')} hint={t('loopHint')} error={err('loop')} className="sm:col-span-3">
                    <Input id={`${id}-loop`} inputMode="numeric" value={entry.loop} onChange={(e) => update(index, { loop: e.target.value })} {...aria('loop')} />
                  </Field>
                </>
              )}
              <div className="sm:col-span-6">
                <Button variant="ghost" onClick={() => onChange(entries.filter((_, i) => i !== index))}>{t('remove', { n: index + 1 })}</Button>
              </div>
            </li>
          );
        })}
      </ol>
      <Button variant="secondary" className="mt-3" onClick={() => onChange([...entries, emptyEntry(draft.rhythmBilling)])}>{t(`add.${list}`)}</Button>
    </fieldset>
  );
}
