'use client';
import { useTranslations } from 'next-intl';
import { useCallback, useState } from 'react';
import { useActionStatus } from '@/components/action-status';
import { Button } from '@/components/ui/button';
import { ChoiceGroup } from '@/components/ui/choice-group';
import { describedBy, Field } from '@/components/ui/field';
import { Input, Select } from '@/components/ui/input';
import { MoneyInput } from '@/components/ui/money-input';
import { useHydrated } from '@/components/use-hydrated';
import { useDraftUnsavedChanges } from '@/components/use-unsaved-changes-guard';
import { saleChannels } from '@/lib/db/schema/catalog';
import { useActionTransition } from '../use-staff-action';
import { addOffer, saveOffer } from './actions';
import { checkOffer, emptyOffer, offerField, offerInput, type OfferDraft } from './offer-draft';
import { ScheduleEntries } from './schedule-entries';
import { SchedulePreview } from './schedule-preview';
import { TaxRateField } from './tax-rate-field';
import { useDurationWords } from './duration-input';

interface OfferFormProps {
  clientToken: string;
  /** The product, with its offers: a second live offer of the same name asks first. */
  product: { id: number; name: string; offers: { id: number; name: string; archived: boolean }[] };
  today: string;
  onDone: () => void;
  /** An offer to change instead of a new one: its id and its values. */
  editing?: { offerId: number; initial: OfferDraft };
}

/** An offer of a product, new or changed, with its schedule in words beside it and each refusal beside its field as staff type. */
export function OfferForm({ clientToken, product, today, onDone, editing }: OfferFormProps) {
  const t = useTranslations('adminCatalog.offer');
  const status = useActionStatus();
  const hydrated = useHydrated();
  const durationWords = useDurationWords();
  const { pending, perform } = useActionTransition();
  const [initial] = useState<OfferDraft>(() => editing?.initial ?? emptyOffer(today));
  const [draft, setDraft] = useState<OfferDraft>(initial);
  useDraftUnsavedChanges(draft, initial);
  const [tried, setTried] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const set = <K extends keyof OfferDraft>(key: K, value: OfferDraft[K]) => {
    setServerErrors({});
    setDraft((d) => ({ ...d, [key]: value }));
  };
  // The tax follows the price at the chosen rate: a stable setter, so the rate field's effect runs on change only.
  const setTax = useCallback((tax: number) => setDraft((d) => (d.tax === tax ? d : { ...d, tax })), []);
  const input = offerInput(product.id, draft);
  const check = checkOffer(input);
  const valid = Object.keys(check.shape).length === 0 && Object.keys(check.rules).length === 0;
  const errorOf = (path: string): string | undefined => {
    const rule = check.rules[path];
    if (rule) return t(`violations.${rule.code}`, { interval: durationWords(rule.interval ?? ''), rhythm: rule.rhythm ?? '' });
    return serverErrors[path] ?? (tried && check.shape[path] ? t('invalid') : undefined);
  };
  // Ids are unique on the page: several products can have an offer form open at once.
  const prefix = editing ? `offer-${editing.offerId}` : `offer-new-${product.id}`;
  const field = (path: keyof OfferDraft) => ({ id: `${prefix}-${path}`, error: errorOf(path) });
  const aria = (path: keyof OfferDraft) => ({
    'aria-invalid': errorOf(path) ? true : undefined, 'aria-describedby': describedBy(`${prefix}-${path}`, { error: errorOf(path) }),
  });

  const sameName = (name: string) => name.trim().toLocaleLowerCase() === draft.name.trim().toLocaleLowerCase();
  const duplicate = draft.name.trim() !== '' && product.offers.some((o) => !o.archived && o.id !== editing?.offerId && sameName(o.name));
  const [duplicateAsked, setDuplicateAsked] = useState('');
  const submit = () => {
    status.clear();
    setTried(true);
    if (!valid) return;
    // The same offer twice is usually a double click or a copy: say so once, and a second "add" adds it.
    if (duplicate && duplicateAsked !== draft.name.trim()) {
      setDuplicateAsked(draft.name.trim());
      return;
    }
    const { productId: _productId, ...patch } = input;
    const save = editing ? () => saveOffer(clientToken, editing.offerId, patch) : () => addOffer(clientToken, input);
    void perform(save, (result) => {
      if (!result.ok) {
        setServerErrors(Object.fromEntries(Object.entries(result.fieldErrors).map(([path, message]) => [offerField(path), message])));
        return status.failed(result.message);
      }
      status.done(t(editing ? 'saved' : 'added', { name: result.value.name, product: product.name }));
      onDone();
    });
  };

  return (
    <form aria-label={editing ? t('editLabel', { name: editing.initial.name }) : t('formLabel', { product: product.name })} noValidate onSubmit={(event) => { event.preventDefault(); submit(); }}
      className="mt-4 flex flex-col gap-5 border-t border-slate-200 pt-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field {...field('name')} label={t('name')}>
          <Input id={`${prefix}-name`} autoComplete="off" maxLength={200} value={draft.name} onChange={(e) => set('name', e.target.value)} {...aria('name')} />
          {duplicate && duplicateAsked === draft.name.trim() && (
            <p role="status" className="text-sm text-amber-800">{t('duplicateName', { name: draft.name.trim(), product: product.name })}</p>
          )}
        </Field>
        {(['En', 'Fr'] as const).map((lang) => (
          <Field key={lang} {...field(`name${lang}`)} label={t(`name${lang}`)} hint={t('nameTranslationHint')}>
            <Input id={`${prefix}-name${lang}`} autoComplete="off" maxLength={200} value={draft[`name${lang}`]}
              onChange={(e) => set(`name${lang}`, e.target.value)} {...aria(`name${lang}`)} />
          </Field>
        ))}
        <ChoiceGroup id={`${prefix}-channels`} legend={t('channels')} value={draft.channels} error={errorOf('channels')}
          choices={saleChannels.map((c) => ({ value: c, label: t(`channelNames.${c}`) }))} onChange={(v) => set('channels', v)} />
        <Field {...field('validFrom')} label={t('validFrom')}>
          <Input id={`${prefix}-validFrom`} type="date" value={draft.validFrom} onChange={(e) => set('validFrom', e.target.value)} {...aria('validFrom')} />
        </Field>
        <Field {...field('validThrough')} label={t('validThrough')} hint={t('validThroughHint')}>
          <Input id={`${prefix}-validThrough`} type="date" value={draft.validThrough} onChange={(e) => set('validThrough', e.target.value)} {...aria('validThrough')} />
        </Field>
        <Field {...field('registrationFeeTI')} label={t('registrationFee')}>
          <MoneyInput id={`${prefix}-registrationFeeTI`} cents={draft.registrationFeeTI} onCentsChange={(v) => set('registrationFeeTI', v)} {...aria('registrationFeeTI')} />
        </Field>
        <Field {...field('registrationFeeName')} label={t('registrationFeeName')}>
          <Input id={`${prefix}-registrationFeeName`} autoComplete="off" maxLength={200} value={draft.registrationFeeName}
            onChange={(e) => set('registrationFeeName', e.target.value)} {...aria('registrationFeeName')} />
        </Field>
        <Field {...field('priceTI')} label={t('price')} hint={t('priceHint')}>
          <MoneyInput id={`${prefix}-priceTI`} cents={draft.priceTI} onCentsChange={(v) => set('priceTI', v)} {...aria('priceTI')} />
        </Field>
        <Field {...field('tax')} label={t('tax')}>
          <TaxRateField id={`${prefix}-tax`} priceTI={draft.priceTI} tax={draft.tax} onTax={setTax} invalid={Boolean(errorOf('tax'))}
            describedBy={aria('tax')['aria-describedby']} />
        </Field>
        <Field {...field('rhythmBilling')} label={t('rhythm')}>
          <Select id={`${prefix}-rhythmBilling`} value={draft.rhythmBilling} onChange={(e) => set('rhythmBilling', e.target.value as OfferDraft['rhythmBilling'])} {...aria('rhythmBilling')}>
            <option value="">{t('rhythms.none')}</option>
            <option value="monthly">{t('rhythms.monthly')}</option>
            <option value="week4">{t('rhythms.week4')}</option>
            <option value="week1">{t('rhythms.week1')}</option>
          </Select>
        </Field>
        {draft.rhythmBilling !== '' && (
          <div className="flex flex-col gap-1">
            <Check id={`${prefix}-isFirstMonthPayed`} label={t('firstPeriodPaid')} checked={draft.isFirstMonthPayed} onChange={(v) => set('isFirstMonthPayed', v)} />
            <Check id={`${prefix}-isProrated`} label={t('prorated')} checked={draft.isProrated} onChange={(v) => set('isProrated', v)} />
          </div>
        )}
      </div>
      {draft.rhythmBilling !== '' && (
        <div className="flex flex-col gap-4">
          <ScheduleEntries idPrefix={prefix} list="occurrences" draft={draft} onChange={(v) => set('occurrences', v)} errorOf={errorOf} />
          <ScheduleEntries idPrefix={prefix} list="recurrences" draft={draft} onChange={(v) => set('recurrences', v)} errorOf={errorOf} />
        </div>
      )}
      <SchedulePreview idPrefix={prefix} input={input} valid={valid} today={today} />
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="ghost" onClick={onDone}>{t('cancel')}</Button>
        <Button type="submit" pending={pending} disabled={!hydrated}>
          {t(duplicate && duplicateAsked === draft.name.trim() ? 'submitAnyway' : editing ? 'save' : 'submit')}
        </Button>
      </div>
    </form>
  );
}

function Check({ id, label, checked, onChange }: { id: string; label: string; checked: boolean; onChange: (value: boolean) => void }) {
  return (
    <label htmlFor={id} className="flex min-h-11 items-center gap-3 text-sm text-slate-800">
      <input id={id} type="checkbox" className="size-5 accent-brand-600" checked={checked} onChange={(e) => onChange(e.target.checked)} />
      {label}
    </label>
  );
}
