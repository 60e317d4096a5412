'use client';
import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { notAnswered } from '../../action-result';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { describedBy, Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { useErrorSentence } from '@/components/use-error-sentence';
import { useHydrated } from '@/components/use-hydrated';
import { bankFromBic, bicIsValid, groupIban, ibanIsValid, normalizeIban } from '@/lib/domain/mandates/bank-details';
import { startMandate } from './actions';

type Field = 'holder' | 'iban' | 'bic' | 'bank';

/**
 * The bank account form. The IBAN is checked as it is typed (country, length, check digits) and shown
 * grouped by four; the BIC names the bank where we know it. The server checks both again.
 */
export function BankForm({ clientToken, holder, onCancel, onSent }: {
  clientToken: string; holder: string; onCancel: () => void; onSent: (requestId: number) => void;
}) {
  const t = useTranslations('mandates');
  const sentence = useErrorSentence();
  const hydrated = useHydrated();
  const [values, setValues] = useState<Record<Field, string>>({ holder, iban: '', bic: '', bank: '' });
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [bankGuessed, setBankGuessed] = useState(false);

  const ibanTyped = normalizeIban(values.iban).length;
  // Judged once the IBAN could be complete (15 is the shortest, Norway's) or the field was left.
  const ibanShown = touched.iban || ibanTyped >= 15;
  const ibanOk = ibanIsValid(values.iban);
  const bicOk = bicIsValid(values.bic);
  const errors: Partial<Record<Field, string>> = {
    holder: serverErrors.holder ?? (touched.holder && !values.holder.trim() ? t('form.required') : undefined),
    iban: serverErrors.iban ?? (ibanShown && !ibanOk ? t('form.ibanInvalid') : undefined),
    bic: serverErrors.bic ?? (touched.bic && !bicOk ? t('form.bicInvalid') : undefined),
    bank: serverErrors.bank ?? (touched.bank && !values.bank.trim() ? t('form.required') : undefined),
  };

  const change = (field: Field, value: string) => {
    setServerErrors(({ [field]: _dropped, ...rest }) => rest);
    if (field === 'iban') {
      // Grouped by four as it is typed, unless the member is editing in the middle.
      const plain = normalizeIban(value);
      setValues((v) => ({ ...v, iban: /^[\dA-Za-z ]*$/.test(value) ? groupIban(plain) : value }));
      return;
    }
    if (field === 'bic') {
      const known = bankFromBic(value);
      setValues((v) => ({ ...v, bic: value.toUpperCase(), ...(known && (bankGuessed || !v.bank.trim()) ? { bank: known } : {}) }));
      if (known) setBankGuessed(true);
      return;
    }
    if (field === 'bank') setBankGuessed(false);
    setValues((v) => ({ ...v, [field]: value }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched({ holder: true, iban: true, bic: true, bank: true });
    if (!values.holder.trim() || !ibanOk || !bicOk || !values.bank.trim()) return;
    setPending(true);
    setFailure(null);
    const result = await startMandate(clientToken, values).catch(() => notAnswered(sentence));
    setPending(false);
    if (result.ok) { onSent(result.value.requestId); return; }
    setServerErrors(result.fieldErrors);
    setFailure(result.code === 'api.error.signature.mobile-required' ? t('mobileRequired') : Object.keys(result.fieldErrors).length > 0 ? null : result.message);
  };

  const input = (field: Field, props: { autoComplete?: string; inputMode?: 'text'; spellCheck?: boolean; className?: string } = {}) => (
    <Input
      id={`mandate-${field}`} name={field} value={values[field]} {...props}
      aria-invalid={errors[field] ? true : undefined}
      aria-describedby={describedBy(`mandate-${field}`, { hint: hints[field], error: errors[field] })}
      onChange={(e) => change(field, e.target.value)} onBlur={() => setTouched((s) => ({ ...s, [field]: true }))}
    />
  );
  const knownBank = bankFromBic(values.bic);
  const hints: Partial<Record<Field, string>> = {
    iban: ibanShown && ibanOk ? `✓ ${t('form.ibanValid')}` : t('form.ibanHint'),
    bic: t('form.bicHint'),
    bank: knownBank && values.bank === knownBank ? t('form.bankFromBic') : undefined,
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 className="text-base font-semibold text-slate-900">{t('form.title')}</h2>
      {failure && <Alert tone="error">{failure}</Alert>}
      <Field id="mandate-holder" label={t('form.holder')} error={errors.holder}>{input('holder', { autoComplete: 'name' })}</Field>
      <Field id="mandate-iban" label={t('form.iban')} hint={hints.iban} error={errors.iban}>
        {input('iban', { autoComplete: 'off', spellCheck: false, className: 'font-mono tracking-wide' })}
      </Field>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id="mandate-bic" label={t('form.bic')} hint={hints.bic} error={errors.bic}>
          {input('bic', { autoComplete: 'off', spellCheck: false, className: 'font-mono uppercase' })}
        </Field>
        <Field id="mandate-bank" label={t('form.bank')} hint={hints.bank} error={errors.bank}>{input('bank', { autoComplete: 'off' })}</Field>
      </div>
      <p className="text-xs text-slate-500">{t('form.consent')}</p>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="ghost" onClick={onCancel}>{t('form.cancel')}</Button>
        <Button type="submit" pending={pending} disabled={!hydrated}>{t('form.submit')}</Button>
      </div>
    </form>
  );
}
