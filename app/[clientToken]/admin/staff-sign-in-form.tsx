'use client';
import { signIn } from 'next-auth/react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { useHydrated } from '@/components/use-hydrated';
import { useErrorSentence } from '@/components/use-error-sentence';
import { unreachableCode } from '../action-result';

/** Staff sign-in, shown in place of the page asked for: on success the same URL is rendered again, now signed in. */
export function StaffSignInForm({ clientToken }: { clientToken: string }) {
  const sentenceFor = useErrorSentence();
  const t = useTranslations('adminShell.signIn');
  const router = useRouter();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string>();
  const hydrated = useHydrated();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setPending(true);
    setError(undefined);
    const result = await signIn('staff', {
      redirect: false,
      tenant: clientToken,
      email: String(form.get('email') ?? ''),
      password: String(form.get('password') ?? ''),
    }).catch(() => null);
    if (result === null) {
      setPending(false);
      setError(sentenceFor(unreachableCode()));
      return;
    }
    if (result?.ok && !result.error) {
      router.refresh();
      return;
    }
    setPending(false);
    setError(sentenceFor(result?.error === 'CredentialsSignin' ? 'web.auth.invalid-credentials' : 'web.auth.unavailable'));
  };

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      {error && <Alert tone="error">{error}</Alert>}
      <Field id="email" label={t('email')}>
        <Input id="email" name="email" type="email" autoComplete="username" required autoFocus aria-invalid={error ? true : undefined} />
      </Field>
      <Field id="password" label={t('password')}>
        <Input id="password" name="password" type="password" autoComplete="current-password" required aria-invalid={error ? true : undefined} />
      </Field>
      <Button type="submit" pending={pending} disabled={!hydrated}>{t('submit')}</Button>
    </form>
  );
}
