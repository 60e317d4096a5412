'use client';
import { signIn } from 'next-auth/react';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { describedBy, Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { useHydrated } from '@/components/use-hydrated';
import { useErrorSentence } from '@/components/use-error-sentence';
import { notAnswered, unreachableCode } from './action-result';
import { requestLoginCode } from './actions';

type Step = { name: 'email' } | { name: 'code'; email: string; resent: boolean };

/**
 * Member sign-in in two steps: the e-mail (a code is sent to it), then the code; then the page asked
 * for (`returnTo`, checked on the server by lib/auth/return-to.ts) or the account page.
 */
export function MemberSignIn({ clientToken, returnTo }: { clientToken: string; returnTo?: string | null }) {
  const sentenceFor = useErrorSentence();
  const t = useTranslations('signIn');
  const router = useRouter();
  const [step, setStep] = useState<Step>({ name: 'email' });
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string>();
  const hydrated = useHydrated();

  const sendCode = async (email: string, resent: boolean) => {
    setPending(true);
    setError(undefined);
    const result = await requestLoginCode(clientToken, email).catch(() => notAnswered(sentenceFor));
    setPending(false);
    if (result.ok) setStep({ name: 'code', email, resent });
    else setError(result.message);
  };

  const onEmail = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void sendCode(String(new FormData(event.currentTarget).get('email') ?? ''), false);
  };

  const onCode = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (step.name !== 'code') return;
    setPending(true);
    setError(undefined);
    const code = String(new FormData(event.currentTarget).get('code') ?? '');
    const result = await signIn('member', { redirect: false, tenant: clientToken, email: step.email, code }).catch(() => null);
    if (result === null) {
      setPending(false);
      setError(sentenceFor(unreachableCode()));
      return;
    }
    if (result?.ok && !result.error) {
      router.replace(returnTo ?? `/${clientToken}/account`);
      router.refresh();
      return;
    }
    setPending(false);
    setError(sentenceFor(result?.error === 'CredentialsSignin' ? 'web.auth.invalid-code' : 'web.auth.unavailable'));
  };

  if (step.name === 'email') {
    return (
      <form onSubmit={onEmail} noValidate className="flex flex-col gap-5">
        <Field id="email" label={t('emailLabel')} error={error}>
          <Input
            id="email" name="email" type="email" autoComplete="email" inputMode="email" required autoFocus
            aria-invalid={error ? true : undefined} aria-describedby={describedBy('email', { error })}
          />
        </Field>
        <Button type="submit" pending={pending} disabled={!hydrated}>{t('sendCode')}</Button>
      </form>
    );
  }

  return (
    <form onSubmit={onCode} noValidate className="flex flex-col gap-5">
      <p role="status" className="text-sm text-slate-700">
        {step.resent && <>{t('codeResent')} </>}
        {t.rich('codeSent', { email: step.email, strong: (chunks) => <strong className="font-medium break-all text-slate-900">{chunks}</strong> })}
      </p>
      <Field id="code" label={t('codeLabel')} error={error}>
        <Input
          id="code" name="code" autoComplete="one-time-code" inputMode="numeric" pattern="[0-9]*" maxLength={6} required autoFocus
          className="text-center font-mono text-lg tracking-[0.4em] sm:text-lg"
          aria-invalid={error ? true : undefined} aria-describedby={describedBy('code', { error })}
        />
      </Field>
      <Button type="submit" pending={pending} disabled={!hydrated}>{t('submit')}</Button>
      <div className="flex flex-wrap justify-between gap-2 text-sm">
        <button type="button" className={LINK} onClick={() => { setError(undefined); setStep({ name: 'email' }); }}>
          {t('otherEmail')}
        </button>
        <button type="button" className={LINK} disabled={pending} onClick={() => void sendCode(step.email, true)}>
          {t('resend')}
        </button>
      </div>
    </form>
  );
}

const LINK = 'rounded font-medium text-brand-700 underline-offset-4 hover:underline disabled:text-slate-400';
