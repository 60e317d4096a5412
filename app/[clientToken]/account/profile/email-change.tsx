'use client';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState, useTransition } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { describedBy, Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { confirmEmailCode, sendEmailCode } from './actions';

/** A new e-mail in two steps: the address (a code goes there), then the code. */
export function EmailChange({ clientToken }: { clientToken: string }) {
  const t = useTranslations('profile');
  const router = useRouter();
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [step, setStep] = useState<'email' | 'code'>('email');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<{ tone: 'success' | 'error' | 'info'; text: string } | null>(null);
  const [pending, start] = useTransition();
  const send = (event: React.FormEvent) => {
    event.preventDefault();
    start(async () => {
      const result = await sendEmailCode(clientToken, email).catch(() => null);
      if (!result) return setMessage({ tone: 'error', text: t('notAnswered') });
      if (!result.ok) {
        // The domain's own words are for developers: the page says it in the member's language.
        const field = result.fieldErrors.email && (result.code === 'api.error.validation.invalid' ? t('emailInvalid') : result.message);
        setErrors(field ? { email: field } : {});
        return setMessage(field ? null : { tone: 'error', text: result.message });
      }
      setErrors({});
      setStep('code');
      setMessage({ tone: 'info', text: t('codeSent', { email: email.trim() }) });
    });
  };
  const confirm = (event: React.FormEvent) => {
    event.preventDefault();
    start(async () => {
      const result = await confirmEmailCode(clientToken, email, code).catch(() => null);
      if (!result) return setMessage({ tone: 'error', text: t('notAnswered') });
      if (!result.ok) {
        setErrors(result.fieldErrors.code ? { code: t('codeWrong') } : {});
        return setMessage(result.fieldErrors.code ? null : { tone: 'error', text: result.message });
      }
      setErrors({});
      setStep('email');
      setCode('');
      setMessage({ tone: 'success', text: t('emailChanged', { email: email.trim() }) });
      setEmail('');
      router.refresh();
    });
  };
  return (
    <section aria-labelledby="email-change-title" className="mb-6 border-b border-slate-200 pb-6">
      <h2 id="email-change-title" className="text-base font-semibold text-slate-900">{t('emailChange')}</h2>
      {message && <Alert tone={message.tone} className="mt-3">{message.text}</Alert>}
      {step === 'email' ? (
        <form onSubmit={send} className="mt-3 flex flex-col gap-3" noValidate>
          <Field id="profile-email" label={t('newEmail')} error={errors.email}>
            <Input id="profile-email" type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)}
              aria-invalid={errors.email ? true : undefined} aria-describedby={describedBy('profile-email', { error: errors.email })} />
          </Field>
          <div><Button type="submit" variant="secondary" pending={pending} disabled={!email.trim()} className="w-full sm:w-auto">{t('sendCode')}</Button></div>
        </form>
      ) : (
        <form onSubmit={confirm} className="mt-3 flex flex-col gap-3" noValidate>
          <Field id="profile-code" label={t('code')} error={errors.code}>
            <Input id="profile-code" inputMode="numeric" autoComplete="one-time-code" maxLength={6} value={code} onChange={(e) => setCode(e.target.value)}
              aria-invalid={errors.code ? true : undefined} aria-describedby={describedBy('profile-code', { error: errors.code })} />
          </Field>
          <div className="flex flex-wrap gap-2">
            <Button type="submit" pending={pending} disabled={code.trim().length !== 6}>{t('confirm')}</Button>
            <Button variant="secondary" onClick={() => { setStep('email'); setMessage(null); setErrors({}); }}>{t('cancelChange')}</Button>
          </div>
        </form>
      )}
    </section>
  );
}
