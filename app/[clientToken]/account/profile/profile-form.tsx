'use client';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState, useTransition } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { describedBy, Field } from '@/components/ui/field';
import { Input, Select } from '@/components/ui/input';
import { LOCALE_NAMES, LOCALES, type Locale } from '@/lib/i18n/locales';
import { saveProfile } from './actions';

type Values = Record<'mobile' | 'streetAddress' | 'supplement' | 'postalCode' | 'addressLocality' | 'addressCountryIso' | 'language', string>;

/** Mobile, address, language; each refusal beside its field, the server's rules (phone, ISO country). */
export function ProfileForm({ clientToken, initial, countries }: { clientToken: string; initial: Values; countries: { code: string; name: string }[] }) {
  const t = useTranslations('profile');
  const router = useRouter();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [pending, start] = useTransition();
  const set = (key: keyof Values) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [key]: e.target.value }));
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    start(async () => {
      setMessage(null);
      const result = await saveProfile(clientToken, values).catch(() => null);
      if (!result) return setMessage({ tone: 'error', text: t('notAnswered') });
      if (!result.ok) {
        setErrors(result.fieldErrors);
        return setMessage({ tone: 'error', text: result.message });
      }
      setErrors({});
      setMessage({ tone: 'success', text: t('saved') });
      router.refresh();
    });
  };
  const text = (key: keyof Values, autoComplete: string, extra: { type?: string; hint?: string } = {}) => (
    <Field id={`profile-${key}`} label={t(key as 'mobile')} hint={extra.hint} error={errors[key]}>
      <Input id={`profile-${key}`} name={key} type={extra.type ?? 'text'} autoComplete={autoComplete} value={values[key]} onChange={set(key)}
        aria-invalid={errors[key] ? true : undefined} aria-describedby={describedBy(`profile-${key}`, { hint: extra.hint, error: errors[key] })} />
    </Field>
  );
  return (
    <form onSubmit={submit} className="flex flex-col gap-5" noValidate>
      {message && <Alert tone={message.tone}>{message.text}</Alert>}
      {text('mobile', 'tel', { type: 'tel', hint: t('mobileHint') })}
      <fieldset className="flex flex-col gap-4">
        <legend className="mb-2 text-base font-semibold text-slate-900">{t('address')}</legend>
        {text('streetAddress', 'address-line1')}
        {text('supplement', 'address-line2')}
        <div className="grid gap-4 sm:grid-cols-2">
          {text('postalCode', 'postal-code')}
          {text('addressLocality', 'address-level2')}
        </div>
        <Field id="profile-addressCountryIso" label={t('country')} error={errors.addressCountryIso}>
          <Select id="profile-addressCountryIso" autoComplete="country" value={values.addressCountryIso} onChange={set('addressCountryIso')}>
            <option value="">{t('noCountry')}</option>
            {countries.map((c) => <option key={c.code} value={c.code}>{c.name}</option>)}
          </Select>
        </Field>
      </fieldset>
      <Field id="profile-language" label={t('language')} error={errors.language}>
        <Select id="profile-language" value={values.language} onChange={set('language')}>
          {LOCALES.map((l: Locale) => <option key={l} value={l} lang={l}>{LOCALE_NAMES[l]}</option>)}
        </Select>
      </Field>
      <div><Button type="submit" pending={pending} className="w-full sm:w-auto">{t('save')}</Button></div>
    </form>
  );
}
