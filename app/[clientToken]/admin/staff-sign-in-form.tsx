'use client';
import { useTranslations } from 'next-intl';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { useErrorSentence } from '@/components/use-error-sentence';
import { useProgressiveAction } from '@/components/use-progressive-action';
import { unreachableCode } from '../action-result';
import { STAFF_SIGN_IN_START, type StaffSignInState } from '../sign-in-state';
import { staffSignIn } from './staff-sign-in-action';

/**
 * Staff sign-in, shown in place of the page asked for: on success that same page is shown, now signed
 * in. A form posting to a server action, so it also works before scripts load (use-progressive-action.ts).
 */
export function StaffSignInForm({ clientToken }: { clientToken: string }) {
  const sentenceFor = useErrorSentence();
  const t = useTranslations('adminShell.signIn');
  const { state, formAction, onSubmit, pending } = useProgressiveAction(staffSignIn, STAFF_SIGN_IN_START,
    (current): StaffSignInState => ({ ...current, error: sentenceFor(unreachableCode()) }));
  const { error } = state;

  return (
    <form action={formAction} onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <input type="hidden" name="clientToken" value={clientToken} />
      {error && <Alert tone="error">{error}</Alert>}
      <Field id="email" label={t('email')}>
        <Input id="email" name="email" type="email" autoComplete="username" required autoFocus={!state.email} defaultValue={state.email} aria-invalid={error ? true : undefined} />
      </Field>
      <Field id="password" label={t('password')}>
        {/* Posted without scripts and refused, the page comes back with the e-mail kept: the password is what to type. */}
        <Input id="password" name="password" type="password" autoComplete="current-password" required autoFocus={Boolean(state.email)} aria-invalid={error ? true : undefined} />
      </Field>
      <Button type="submit" pending={pending}>{t('submit')}</Button>
    </form>
  );
}
