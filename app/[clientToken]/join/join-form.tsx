'use client';
import { useLocale, useTranslations } from 'next-intl';
import { useState, type FormEvent, type ReactNode } from 'react';
import { notAnswered } from '../action-result';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { describedBy, Field } from '@/components/ui/field';
import { Input, Select } from '@/components/ui/input';
import { useErrorSentence } from '@/components/use-error-sentence';
import { useHydrated } from '@/components/use-hydrated';
import { bankFromBic, bicIsValid, groupIban, ibanIsValid, normalizeIban } from '@/lib/domain/mandates/bank-details';
import { bicFromIban } from '@/lib/domain/portal/bic-from-iban';
import { confirmJoinAction, startJoinAction, type JoinInput } from './actions';

export interface JoinOfferChoice { id: number; name: string; description: string; monthly: boolean }
export interface JoinClubChoice { id: number; name: string; today: string; debitDays: number[]; offers: JoinOfferChoice[] }

// The countries an address may be in (SEPA members the clubs' networks are in); named in the page's language.
const COUNTRIES = ['FR', 'BE', 'LU', 'DE', 'NL', 'ES', 'IT', 'PT', 'CH', 'AT', 'IE', 'GB'];

type Values = Omit<Record<keyof JoinInput, string>, never>;

export function JoinForm({ clientToken, clubs, signInHref, initialClubId }: {
  clientToken: string; clubs: JoinClubChoice[]; signInHref: string;
  /** The club the visitor came from (its public page links here with `?club=`). */
  initialClubId?: number;
}) {
  const t = useTranslations('join');
  const tm = useTranslations('mandates');
  const locale = useLocale();
  const sentence = useErrorSentence();
  const hydrated = useHydrated();
  const countryName = (code: string) => new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? code;
  const first = clubs.find((c) => c.id === initialClubId) ?? clubs[0]!;
  const [values, setValues] = useState<Values>({
    clubId: String(first.id), offerId: String(first.offers[0]!.id), startDate: first.today, debitDay: String(first.debitDays[0] ?? ''),
    givenName: '', familyName: '', email: '', mobile: '', birthDate: '', streetAddress: '', postalCode: '', addressLocality: '',
    addressCountryIso: 'FR', addressCountry: '', holder: '', iban: '', bic: '', bank: '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<ReactNode>(null);
  const [pending, setPending] = useState(false);
  const [step, setStep] = useState<{ name: 'form' } | { name: 'code'; end: string }>({ name: 'form' });
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [expired, setExpired] = useState(false);

  const club = clubs.find((c) => String(c.id) === values.clubId) ?? first;
  const offer = club.offers.find((o) => String(o.id) === values.offerId) ?? club.offers[0]!;

  const change = (field: keyof Values, value: string) => {
    setErrors(({ [field]: _dropped, ...rest }) => rest);
    setValues((v) => {
      const next = { ...v, [field]: value };
      if (field === 'clubId') {
        const c = clubs.find((x) => String(x.id) === value) ?? first;
        Object.assign(next, { offerId: String(c.offers[0]!.id), startDate: c.today, debitDay: String(c.debitDays[0] ?? '') });
      }
      if (field === 'iban') {
        next.iban = /^[\dA-Za-z ]*$/.test(value) ? groupIban(normalizeIban(value) || value) : value;
        // The BIC and the bank found from the IBAN, where its bank code names them (the person may change both).
        const bic = bicFromIban(value);
        if (bic && !v.bic.trim()) Object.assign(next, { bic, bank: v.bank.trim() ? v.bank : (bankFromBic(bic) ?? '') });
      }
      if (field === 'bic') {
        next.bic = value.toUpperCase();
        const known = bankFromBic(value);
        if (known && !v.bank.trim()) next.bank = known;
      }
      return next;
    });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const missing: Record<string, string> = {};
    for (const key of ['givenName', 'familyName', 'email', 'mobile', 'birthDate', 'streetAddress', 'postalCode', 'addressLocality', 'holder', 'bank'] as const) {
      if (!values[key].trim()) missing[key] = t('required');
    }
    if (!ibanIsValid(values.iban)) missing.iban = tm('form.ibanInvalid');
    if (!bicIsValid(values.bic)) missing.bic = tm('form.bicInvalid');
    if (Object.keys(missing).length > 0) { setErrors(missing); return; }
    setPending(true);
    setFailure(null);
    const input: JoinInput = {
      ...values, clubId: Number(values.clubId), offerId: Number(values.offerId),
      debitDay: offer.monthly && values.debitDay ? Number(values.debitDay) : null, addressCountry: countryName(values.addressCountryIso),
    };
    const result = await startJoinAction(clientToken, input).catch(() => notAnswered(sentence));
    setPending(false);
    if (!result.ok) {
      setErrors(result.fieldErrors);
      setFailure(Object.keys(result.fieldErrors).length > 0 ? null : result.message);
      return;
    }
    if (result.value.kind === 'known') {
      setFailure(<>{t('known')} <a className="font-medium underline underline-offset-4" href={signInHref}>{t('signIn')}</a></>);
      return;
    }
    setStep({ name: 'code', end: result.value.mobileEnd });
  };

  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    if (!/^\d{6}$/.test(code)) { setCodeError(tm('code.format')); return; }
    setPending(true);
    const result = await confirmJoinAction(clientToken, code).catch(() => notAnswered(sentence));
    if (!result.ok) { setPending(false); setCodeError(result.message); return; }
    if (result.value.state === 'signed') { window.location.assign(result.value.redirect); return; }
    setPending(false);
    if (result.value.state === 'expired') { setExpired(true); setCodeError(t('code.expired')); return; }
    setCodeError(t('code.wrong', { left: result.value.triesLeft }));
    setCode('');
  };

  if (step.name === 'code') {
    return (
      <form noValidate onSubmit={confirm} className="flex flex-col gap-5 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
        <h2 className="text-base font-semibold text-slate-900">{t('code.title')}</h2>
        <p className="text-sm text-slate-600">{t('code.intro', { end: step.end })}</p>
        {expired && codeError && <Alert tone="error">{codeError}</Alert>}
        <Field id="join-code" label={t('code.label')} error={expired ? undefined : (codeError ?? undefined)}>
          <Input
            id="join-code" name="code" value={code} inputMode="numeric" autoComplete="one-time-code" maxLength={6} disabled={expired}
            className="max-w-40 font-mono text-lg tracking-[0.4em]" aria-invalid={codeError && !expired ? true : undefined}
            aria-describedby={describedBy('join-code', { error: expired ? undefined : (codeError ?? undefined) })}
            onChange={(e) => { setCode(e.target.value.replace(/\D/g, '').slice(0, 6)); setCodeError(null); }}
          />
        </Field>
        {!expired && <div className="flex justify-end"><Button type="submit" pending={pending} disabled={!hydrated}>{t('code.submit')}</Button></div>}
      </form>
    );
  }

  const input = (field: keyof Values, label: string, props: Record<string, unknown> = {}, hint?: string) => (
    <Field id={`join-${field}`} label={label} hint={hint} error={errors[field]}>
      <Input
        id={`join-${field}`} name={field} value={values[field]} {...props}
        aria-invalid={errors[field] ? true : undefined} aria-describedby={describedBy(`join-${field}`, { hint, error: errors[field] })}
        onChange={(e) => change(field, e.target.value)}
      />
    </Field>
  );
  const select = (field: keyof Values, label: string, options: { value: string; label: string }[]) => (
    <Field id={`join-${field}`} label={label} error={errors[field]}>
      <Select id={`join-${field}`} name={field} value={values[field]} aria-invalid={errors[field] ? true : undefined}
        aria-describedby={describedBy(`join-${field}`, { error: errors[field] })} onChange={(e) => change(field, e.target.value)}>
        {options.map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}
      </Select>
    </Field>
  );
  const section = 'flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm';

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-6">
      {failure && <Alert tone="error">{failure}</Alert>}
      <fieldset className={section}>
        <legend className="sr-only">{t('offer.title')}</legend>
        <h2 className="text-base font-semibold text-slate-900">{t('offer.title')}</h2>
        {select('clubId', t('offer.club'), clubs.map((c) => ({ value: String(c.id), label: c.name })))}
        {select('offerId', t('offer.offer'), club.offers.map((o) => ({ value: String(o.id), label: o.name })))}
        {offer.description && <p className="-mt-2 text-sm text-slate-600">{offer.description}</p>}
        <div className="grid gap-4 sm:grid-cols-2">
          {input('startDate', t('offer.startDate'), { type: 'date', min: club.today })}
          {offer.monthly && club.debitDays.length > 0 && select('debitDay', t('offer.debitDay'), club.debitDays.map((d) => ({ value: String(d), label: t('offer.debitDayOption', { day: d }) })))}
        </div>
      </fieldset>
      <fieldset className={section}>
        <legend className="sr-only">{t('identity.title')}</legend>
        <h2 className="text-base font-semibold text-slate-900">{t('identity.title')}</h2>
        <div className="grid gap-4 sm:grid-cols-2">
          {input('givenName', t('identity.givenName'), { autoComplete: 'given-name' })}
          {input('familyName', t('identity.familyName'), { autoComplete: 'family-name' })}
        </div>
        {input('email', t('identity.email'), { type: 'email', autoComplete: 'email' })}
        {input('mobile', t('identity.mobile'), { type: 'tel', autoComplete: 'tel' }, t('identity.mobileHint'))}
        {input('birthDate', t('identity.birthDate'), { type: 'date', autoComplete: 'bday' })}
      </fieldset>
      <fieldset className={section}>
        <legend className="sr-only">{t('address.title')}</legend>
        <h2 className="text-base font-semibold text-slate-900">{t('address.title')}</h2>
        {input('streetAddress', t('address.streetAddress'), { autoComplete: 'street-address' })}
        <div className="grid gap-4 sm:grid-cols-2">
          {input('postalCode', t('address.postalCode'), { autoComplete: 'postal-code' })}
          {input('addressLocality', t('address.addressLocality'), { autoComplete: 'address-level2' })}
        </div>
        {select('addressCountryIso', t('address.country'), COUNTRIES.map((c) => ({ value: c, label: countryName(c) })))}
      </fieldset>
      <fieldset className={section}>
        <legend className="sr-only">{t('bank.title')}</legend>
        <h2 className="text-base font-semibold text-slate-900">{t('bank.title')}</h2>
        <p className="-mt-2 text-sm text-slate-600">{t('bank.hint')}</p>
        {input('holder', tm('form.holder'), { autoComplete: 'name' })}
        {input('iban', tm('form.iban'), { autoComplete: 'off', spellCheck: false, className: 'font-mono tracking-wide' },
          ibanIsValid(values.iban) ? `✓ ${tm('form.ibanValid')}` : tm('form.ibanHint'))}
        <div className="grid gap-4 sm:grid-cols-2">
          {input('bic', tm('form.bic'), { autoComplete: 'off', spellCheck: false, className: 'font-mono uppercase' }, tm('form.bicHint'))}
          {input('bank', tm('form.bank'), { autoComplete: 'off' })}
        </div>
        <p className="text-xs text-slate-500">{tm('form.consent')}</p>
      </fieldset>
      <div className="flex justify-end"><Button type="submit" pending={pending} disabled={!hydrated} className="w-full sm:w-auto">{t('submit')}</Button></div>
    </form>
  );
}
