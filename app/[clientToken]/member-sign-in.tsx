'use client';
import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { describedBy, Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { useErrorSentence } from '@/components/use-error-sentence';
import { useProgressiveAction } from '@/components/use-progressive-action';
import { unreachableCode } from './action-result';
import { memberSignIn } from './actions';
import { MEMBER_SIGN_IN_START, type MemberSignInState } from './sign-in-state';

/**
 * Member sign-in in two steps: the e-mail (a code is sent to it), then the code; then the page asked
 * for (`?next=`, checked on the server by lib/auth/return-to.ts) or the account page. One form posting
 * to one server action, so both steps also work before scripts load (use-progressive-action.ts).
 */
export function MemberSignIn({ clientToken }: { clientToken: string }) {
  const sentenceFor = useErrorSentence();
  const t = useTranslations('signIn');
  const { state, formAction, onSubmit, pending } = useProgressiveAction(memberSignIn, MEMBER_SIGN_IN_START,
    (current): MemberSignInState => ({ ...current, error: sentenceFor(unreachableCode()) }));
  const { error } = state;

  // A refusal puts the cursor back in the field it is about (a new step's field has autoFocus).
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (state.error) field.current?.focus();
  }, [state]);

  return (
    <form action={formAction} onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <input type="hidden" name="clientToken" value={clientToken} />
      {state.step === 'email' ? (
        <>
          <Field id="email" label={t('emailLabel')} error={error}>
            <Input
              ref={field} key="email" id="email" name="email" type="email" autoComplete="email" inputMode="email" required autoFocus
              defaultValue={state.email} aria-invalid={error ? true : undefined} aria-describedby={describedBy('email', { error })}
            />
          </Field>
          <Button type="submit" name="intent" value="send-code" pending={pending}>{t('sendCode')}</Button>
        </>
      ) : (
        <>
          <input type="hidden" name="email" value={state.email} />
          <p role="status" className="text-sm text-slate-700">
            {state.resent && <>{t('codeResent')} </>}
            {t.rich('codeSent', { email: state.email, strong: (chunks) => <strong className="font-medium break-all text-slate-900">{chunks}</strong> })}
          </p>
          <Field id="code" label={t('codeLabel')} error={error}>
            <Input
              ref={field} key="code" id="code" name="code" autoComplete="one-time-code" inputMode="numeric" pattern="[0-9]*" maxLength={6} required autoFocus
              defaultValue={state.code}
              className="text-center font-mono text-lg tracking-[0.4em] sm:text-lg"
              aria-invalid={error ? true : undefined} aria-describedby={describedBy('code', { error })}
            />
          </Field>
          {/* First in the form: the button Enter presses. */}
          <Button type="submit" name="intent" value="sign-in" pending={pending}>{t('submit')}</Button>
          <div className="flex flex-wrap justify-between gap-2 text-sm">
            <button type="submit" name="intent" value="other-email" className={LINK} disabled={pending}>{t('otherEmail')}</button>
            <button type="submit" name="intent" value="resend-code" className={LINK} disabled={pending}>{t('resend')}</button>
          </div>
        </>
      )}
    </form>
  );
}

const LINK = 'rounded font-medium text-brand-700 underline-offset-4 hover:underline disabled:text-slate-400';
