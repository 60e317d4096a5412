'use server';
import { headers } from 'next/headers';
import { redirect, RedirectType } from 'next/navigation';
import { createTranslator } from 'next-intl';
import { z } from 'zod';
import { requestLocale } from '@/i18n/request';
import { openSession } from '@/lib/auth/open-session';
import { memberReturnPath, PAGE_PATH_HEADER } from '@/lib/auth/return-to';
import { requestMemberLoginCode } from '@/lib/domain/auth/request-member-login-code';
import { verifyMemberLoginCode } from '@/lib/domain/auth/verify-member-login-code';
import { DomainError } from '@/lib/domain/errors';
import { catalogOf } from '@/lib/i18n/catalog';
import { clientAddressFromHeaders } from '@/lib/limits/client-address';
import { RateLimitedError } from '@/lib/limits/rate-limit';
import { fieldsOf, runAction, type ActionResult } from './run-action';
import { MEMBER_INTENTS, type MemberIntent, type MemberSignInState } from './sign-in-state';

const email = z.string().trim().max(320).pipe(z.email());
const emailSchema = z.object({ email });
const codeSchema = z.object({ email, code: z.string().trim().regex(/^\d{6}$/) });

/**
 * Member sign-in, both steps, as one form action (member-sign-in.tsx): it works posted natively
 * before scripts load and called in place after. The button pressed says what is asked: a code for
 * the e-mail (again), another e-mail, or signing in with the code; a right code opens the session
 * and goes to the page the sign-in page was asked with (`?next=`), else the account page.
 */
export async function memberSignIn(_previous: MemberSignInState, form: FormData): Promise<MemberSignInState> {
  const clientToken = form.get('clientToken');
  const typed = text(form, 'email');
  const intent = intentOf(form.get('intent')) ?? (form.has('code') ? 'sign-in' : 'send-code');
  if (intent === 'other-email') return { step: 'email', email: typed };
  if (intent === 'send-code' || intent === 'resend-code') {
    // A code typed before asking for another stays in the field: it is still valid (docs/decisions.md).
    const code = text(form, 'code').trim();
    const kept = intent === 'resend-code' && code ? { code } : {};
    const sent = await requestLoginCode(clientToken, typed);
    const error = !sent.ok ? sent.message : sent.value && await codeLimitSentence(sent.value.retryAfterSeconds, intent);
    if (error) return intent === 'send-code' ? { step: 'email', email: typed, error } : { step: 'code', email: typed, resent: false, error, ...kept };
    return { step: 'code', email: typed.trim(), resent: intent === 'resend-code', ...kept };
  }
  const signedIn = await signInWithCode(clientToken, typed, text(form, 'code'));
  if (!signedIn.ok) return { step: 'code', email: typed, resent: false, error: signedIn.message };
  redirect(memberReturnPath(signedIn.value, (await headers()).get(PAGE_PATH_HEADER)) ?? `/${signedIn.value}/account`, RedirectType.replace);
}

/**
 * Step 1. The answer is the same whether or not the e-mail belongs to a member, so this form cannot
 * be used to find out who is one. Asking too often is refused (rate-limited, counted for any e-mail):
 * the answer is then how long until a new code can be sent, said by codeLimitSentence.
 */
function requestLoginCode(clientToken: unknown, typed: string): Promise<ActionResult<{ retryAfterSeconds: number } | null>> {
  return runAction({
    clientToken, who: 'visitor', schema: emailSchema, input: { email: typed }, fields: fieldsOf(['email']),
    say: { invalid: 'web.auth.invalid-email', missing: 'web.auth.unavailable', internal: 'web.auth.unavailable' },
    run: async ({ tenant }, values) => {
      // The address feeds the per-address limit beside the per-e-mail one (lib/limits/limits.ts).
      const address = clientAddressFromHeaders(await headers());
      try {
        await requestMemberLoginCode({ tenant, email: values.email, address });
        return null;
      } catch (error) {
        if (error instanceof RateLimitedError) return { retryAfterSeconds: error.retryAfterSeconds };
        throw error;
      }
    },
  });
}

/** "No more codes for now; a new one can be sent in N minutes", and on the code step, that the code already sent still works. */
async function codeLimitSentence(retryAfterSeconds: number, intent: 'send-code' | 'resend-code'): Promise<string> {
  const locale = await requestLocale();
  const t = createTranslator({ locale, messages: catalogOf(locale), namespace: 'signIn' });
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return [t('codeLimit', { minutes }), ...(intent === 'resend-code' ? [t('codeLimitKeep')] : [])].join(' ');
}

/** Step 2: a right code opens the member's session; the answer is the tenant's token. */
function signInWithCode(clientToken: unknown, typed: string, code: string): Promise<ActionResult<string>> {
  return runAction({
    clientToken, who: 'visitor', schema: codeSchema, input: { email: typed, code },
    say: { invalid: 'web.auth.invalid-code', missing: 'web.auth.unavailable', internal: 'web.auth.unavailable' },
    run: async ({ tenant }, values) => {
      const member = await verifyMemberLoginCode({ tenant, email: values.email, code: values.code });
      if (!member) throw new DomainError('web.auth.invalid-code', 'This code is not valid or has expired.');
      await openSession({ role: 'member', tenant: tenant.token, contactId: member.contactId, name: member.name, email: member.email });
      return tenant.token;
    },
  });
}

function text(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
}

/** The button pressed; none when the form was sent another way (then the step's main button is meant). */
function intentOf(value: unknown): MemberIntent | undefined {
  return MEMBER_INTENTS.find((intent) => intent === value);
}
