'use client';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useActionStatus } from '@/components/action-status';
import { Button } from '@/components/ui/button';
import { CharacterCount, maxLengthOf } from '@/components/ui/character-count';
import { cx } from '@/components/ui/cx';
import { describedBy, Field } from '@/components/ui/field';
import { FormSection } from '@/components/ui/form-section';
import { Input, Select, Textarea } from '@/components/ui/input';
import { TagInput } from '@/components/ui/tag-input';
import { useFieldErrorMap } from '@/components/use-error-sentence';
import { useHydrated } from '@/components/use-hydrated';
import { useDraftUnsavedChanges } from '@/components/use-unsaved-changes-guard';
import { productTypes } from '@/lib/db/schema/catalog';
import { productCreateSchema, productFields } from '@/lib/domain/catalog/catalog-input';
import { useActionTransition } from '../use-staff-action';
import { addProduct, saveProduct } from './actions';
import { behaviourOf, emptyProduct, productField, productInput, type ProductDraft } from './product-draft';

const DESCRIPTION_MAX = maxLengthOf(productFields.description);

interface ProductFormProps {
  clientToken: string;
  clubs: { id: number; name: string }[];
  /** A product to change instead of a new one: its id, its values, and what to do once saved or left. */
  editing?: { productId: number; initial: ProductDraft; onDone: () => void };
}

/** A product, new or changed: its type, words, where it is sold, the configuration of its behaviour, tags and minimum age. */
export function ProductForm({ clientToken, clubs, editing }: ProductFormProps) {
  const t = useTranslations('adminCatalog.product');
  const status = useActionStatus();
  const hydrated = useHydrated();
  const { pending, perform } = useActionTransition();
  const initial = editing?.initial ?? emptyProduct;
  const [draft, setDraft] = useState<ProductDraft>(initial);
  useDraftUnsavedChanges(draft, initial);
  const fieldErrorMessage = useFieldErrorMap();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = <K extends keyof ProductDraft>(key: K, value: ProductDraft[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const kind = behaviourOf(draft.type);

  const submit = () => {
    status.clear();
    const input = productInput(draft);
    const parsed = productCreateSchema.safeParse(input, { error: fieldErrorMessage });
    if (!parsed.success) {
      const found: Record<string, string> = {};
      // A text too long says its limit ("At most 5000 characters."); other refusals say to check the value.
      for (const issue of parsed.error.issues) found[productField(issue.path.join('.'))] ??= issue.code === 'too_big' && issue.origin === 'string' ? issue.message : t('invalid');
      setErrors(found);
      return;
    }
    setErrors({});
    const save = editing ? () => saveProduct(clientToken, editing.productId, input) : () => addProduct(clientToken, input);
    void perform(save, (result) => {
      if (!result.ok) {
        setErrors(Object.fromEntries(Object.entries(result.fieldErrors).map(([path, message]) => [productField(path), message])));
        return status.failed(result.message);
      }
      status.done(t(editing ? 'saved' : 'added', { name: result.value.name }));
      if (editing) editing.onDone();
      else setDraft(emptyProduct);
    });
  };
  // Ids are unique on the page: the new product's form and a product being changed can be open together.
  const prefix = editing ? `product-${editing.productId}` : 'product';
  const field = (id: keyof ProductDraft) => ({ id: `${prefix}-${id}`, error: errors[id] });
  const aria = (id: keyof ProductDraft) => ({
    'aria-invalid': errors[id] ? true : undefined, 'aria-describedby': describedBy(`${prefix}-${id}`, { error: errors[id] }),
  });

  return (
    <form aria-label={editing ? t('editLabel', { name: editing.initial.name }) : t('formLabel')} noValidate onSubmit={(event) => { event.preventDefault(); submit(); }} className="flex flex-col gap-6">
      <FormSection id={`${prefix}-what`} title={t('what')} description={t('whatHint')}>
        <div className="grid gap-5 sm:grid-cols-2">
          <Field {...field('type')} label={t('type')}>
            <Select id={`${prefix}-type`} value={draft.type} onChange={(e) => set('type', e.target.value as ProductDraft['type'])} {...aria('type')}>
              {productTypes.map((type) => <option key={type} value={type}>{t(`types.${type}`)}</option>)}
            </Select>
          </Field>
          <Field {...field('name')} label={t('name')}>
            <Input id={`${prefix}-name`} autoComplete="off" maxLength={200} value={draft.name} onChange={(e) => set('name', e.target.value)} {...aria('name')} />
          </Field>
          <Field {...field('description')} label={t('description')} className="sm:col-span-2">
            {/* No maxLength: a pasted text would be cut without a word; one over the limit is refused, the limit said. */}
            <Textarea id={`${prefix}-description`} rows={2} value={draft.description} onChange={(e) => set('description', e.target.value)} {...aria('description')}
              aria-describedby={cx(`${prefix}-description-count`, aria('description')['aria-describedby'])} />
            <CharacterCount id={`${prefix}-description-count`} value={draft.description} max={DESCRIPTION_MAX} />
          </Field>
          <Field {...field('clubId')} label={t('club')}>
            <Select id={`${prefix}-clubId`} value={draft.clubId} onChange={(e) => set('clubId', e.target.value)} {...aria('clubId')}>
              <option value="">{t('allClubs')}</option>
              {clubs.map((club) => <option key={club.id} value={String(club.id)}>{club.name}</option>)}
            </Select>
          </Field>
        </div>
      </FormSection>
      <FormSection id={`${prefix}-languages`} title={t('languages')} description={t('languagesHint')}>
        <div className="grid gap-5 sm:grid-cols-2">
          {(['En', 'Fr'] as const).map((lang) => (
            <div key={lang} className="flex flex-col gap-5">
              <Field {...field(`name${lang}`)} label={t(`name${lang}`)}>
                <Input id={`${prefix}-name${lang}`} autoComplete="off" maxLength={200} value={draft[`name${lang}`]}
                  onChange={(e) => set(`name${lang}`, e.target.value)} {...aria(`name${lang}`)} />
              </Field>
              <Field {...field(`description${lang}`)} label={t(`description${lang}`)}>
                <Textarea id={`${prefix}-description${lang}`} rows={2} maxLength={DESCRIPTION_MAX} value={draft[`description${lang}`]}
                  onChange={(e) => set(`description${lang}`, e.target.value)} {...aria(`description${lang}`)} />
              </Field>
            </div>
          ))}
        </div>
      </FormSection>
      <FormSection id={`${prefix}-behaviour`} title={t('behaviour')} description={t(`behaviourHint.${kind ?? 'none'}`)}>
        <div className="grid gap-5 sm:grid-cols-2">
          {kind !== null && (
            <Field {...field('validityPeriod')} label={t('validityPeriod')} hint={t('validityPeriodHint')}>
              <Input id={`${prefix}-validityPeriod`} autoComplete="off" value={draft.validityPeriod}
                onChange={(e) => set('validityPeriod', e.target.value.toUpperCase())} {...aria('validityPeriod')} />
            </Field>
          )}
          {kind === 'subscription' && (
            <Field {...field('paymentType')} label={t('paymentType')}>
              <Select id={`${prefix}-paymentType`} value={draft.paymentType} onChange={(e) => set('paymentType', e.target.value as ProductDraft['paymentType'])}>
                <option value="direct_debit">{t('directDebit')}</option>
                <option value="upfront">{t('upfront')}</option>
              </Select>
            </Field>
          )}
          {kind === 'sessions' && (
            <Field {...field('sessions')} label={t('sessions')}>
              <Input id={`${prefix}-sessions`} inputMode="numeric" value={draft.sessions} onChange={(e) => set('sessions', e.target.value)} {...aria('sessions')} />
            </Field>
          )}
          {kind === 'subscription' && <Check id={`${prefix}-fixedTerm`} label={t('fixedTerm')} checked={draft.fixedTerm} onChange={(v) => set('fixedTerm', v)} />}
          {kind === 'subscription_option' && <Check id={`${prefix}-mandatory`} label={t('mandatory')} checked={draft.mandatory} onChange={(v) => set('mandatory', v)} />}
          {draft.type !== 'badge' && <Check id={`${prefix}-grantsBadge`} label={t('grantsBadge')} checked={draft.grantsBadge} onChange={(v) => set('grantsBadge', v)} />}
        </div>
      </FormSection>
      <FormSection id={`${prefix}-who`} title={t('who')} description={t('whoHint')}>
        <div className="grid gap-5 sm:grid-cols-2">
          <TagInput id={`${prefix}-requiredTags`} label={t('requiredTags')} hint={t('requiredTagsHint')} value={draft.requiredTags}
            onChange={(v) => set('requiredTags', v)} error={errors.requiredTags} />
          <TagInput id={`${prefix}-grantedTags`} label={t('grantedTags')} hint={t('grantedTagsHint')} value={draft.grantedTags}
            onChange={(v) => set('grantedTags', v)} error={errors.grantedTags} />
          <Field {...field('minimumAge')} label={t('minimumAge')} hint={t('minimumAgeHint')}>
            <Input id={`${prefix}-minimumAge`} inputMode="numeric" value={draft.minimumAge} onChange={(e) => set('minimumAge', e.target.value)} {...aria('minimumAge')} />
          </Field>
        </div>
      </FormSection>
      <div className="flex flex-wrap justify-end gap-2 border-t border-slate-200 pt-5">
        {editing && <Button variant="ghost" onClick={editing.onDone}>{t('cancel')}</Button>}
        <Button type="submit" pending={pending} disabled={!hydrated}>{t(editing ? 'save' : 'submit')}</Button>
      </div>
    </form>
  );
}

function Check({ id, label, checked, onChange }: { id: string; label: string; checked: boolean; onChange: (value: boolean) => void }) {
  return (
    <label htmlFor={id} className="flex min-h-11 items-center gap-3 text-sm text-slate-800 sm:mt-6">
      <input id={id} type="checkbox" className="size-5 accent-brand-600" checked={checked} onChange={(e) => onChange(e.target.checked)} />
      {label}
    </label>
  );
}
