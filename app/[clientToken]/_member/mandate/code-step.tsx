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
import type { MemberMandate } from '@/lib/domain/mandates/member-mandate';
import { confirmMandate, resendCode } from './actions';

/** The SMS code: a wrong one says how many tries are left; an expired one offers a new code. */
export function CodeStep({ clientToken, requestId, mobile, onSigned, onRestarted }: {
  clientToken: string; requestId: number; mobile: string; onSigned: (active: MemberMandate | null) => void; onRestarted: (requestId: number) => void;
}) {
  const t = useTranslations('mandates');
  const sentence = useErrorSentence();
  const hydrated = useHydrated();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [expired, setExpired] = useState(false);
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!/^\d{6}$/.test(code)) { setError(t('code.format')); return; }
    setPending(true);
    const result = await confirmMandate(clientToken, requestId, code).catch(() => notAnswered(sentence));
    setPending(false);
    if (!result.ok) { setError(result.message); return; }
    if (result.value.state === 'signed') { onSigned(result.value.active); return; }
    if (result.value.state === 'expired') { setExpired(true); setError(t('code.expired')); return; }
    setError(t('code.wrong', { left: result.value.triesLeft }));
    setCode('');
  };

  const restart = async () => {
    setPending(true);
    const result = await resendCode(clientToken, requestId).catch(() => notAnswered(sentence));
    setPending(false);
    if (!result.ok) { setError(result.message); return; }
    setExpired(false);
    setError(null);
    setCode('');
    onRestarted(result.value.requestId);
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 className="text-base font-semibold text-slate-900">{t('code.title')}</h2>
      <p className="text-sm text-slate-600">{t('code.sentTo', { mobile })}</p>
      {expired && error && <Alert tone="error">{error}</Alert>}
      <Field id="mandate-code" label={t('code.label')} error={expired ? undefined : (error ?? undefined)}>
        <Input
          id="mandate-code" name="code" value={code} inputMode="numeric" autoComplete="one-time-code" maxLength={6} disabled={expired}
          className="max-w-40 font-mono text-lg tracking-[0.4em]" aria-invalid={error && !expired ? true : undefined}
          aria-describedby={describedBy('mandate-code', { error: expired ? undefined : (error ?? undefined) })}
          onChange={(e) => { setCode(e.target.value.replace(/\D/g, '').slice(0, 6)); if (!expired) setError(null); }}
        />
      </Field>
      <div className="flex flex-col gap-2 sm:flex-row sm:justify-end">
        {expired ? (
          <Button onClick={restart} pending={pending} disabled={!hydrated}>{t('code.restart')}</Button>
        ) : (
          <Button type="submit" pending={pending} disabled={!hydrated}>{t('code.submit')}</Button>
        )}
      </div>
    </form>
  );
}
