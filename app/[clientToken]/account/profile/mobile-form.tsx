'use client';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState, useTransition } from 'react';
import { Button } from '@/components/ui/button';
import { describedBy, Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { saveMobile } from './actions';

/** Where a code must go by text and no mobile is known (the mandate page): add it right there. */
export function MobileForm({ clientToken }: { clientToken: string }) {
  const t = useTranslations('profile');
  const router = useRouter();
  const [mobile, setMobile] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [pending, start] = useTransition();
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    start(async () => {
      const result = await saveMobile(clientToken, mobile).catch(() => null);
      if (!result) return setError(t('notAnswered'));
      if (!result.ok) return setError(result.fieldErrors.mobile ?? result.message);
      setError(undefined);
      router.refresh();
    });
  };
  return (
    <form onSubmit={submit} aria-labelledby="mobile-form-title" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm" noValidate>
      <h2 id="mobile-form-title" className="text-sm font-semibold text-slate-900">{t('mobileTitle')}</h2>
      <p className="mt-1 text-sm text-slate-600">{t('mobileIntro')}</p>
      <Field id="mandate-mobile" label={t('mobile')} hint={t('mobileHint')} error={error} className="mt-4">
        <Input id="mandate-mobile" type="tel" autoComplete="tel" value={mobile} onChange={(e) => setMobile(e.target.value)}
          aria-invalid={error ? true : undefined} aria-describedby={describedBy('mandate-mobile', { hint: t('mobileHint'), error })} />
      </Field>
      <Button type="submit" pending={pending} disabled={!mobile.trim()} className="mt-4 w-full sm:w-auto">{t('saveMobile')}</Button>
    </form>
  );
}
