'use client';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';

/**
 * The signing secret, shown once: right after the endpoint is first set or the secret rotated. It
 * is held only in this page's memory; a reload loses it for good, and the page says so.
 */
export function SecretPanel({ secret, onDismiss }: { secret: string; onDismiss: () => void }) {
  const t = useTranslations('adminWebhooks.secret');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [copied, setCopied] = useState<'yes' | 'no' | null>(null);
  useEffect(() => headingRef.current?.focus(), [secret]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      setCopied('yes');
    } catch {
      setCopied('no');
    }
  };

  return (
    <section aria-labelledby="secret-title" className="rounded-xl border border-amber-300 bg-amber-50 p-5">
      <h2 id="secret-title" ref={headingRef} tabIndex={-1} className="font-semibold text-slate-900">{t('title')}</h2>
      <p className="mt-1 text-sm text-slate-700">
        {t.rich('warning', { strong: (chunks) => <strong className="font-semibold">{chunks}</strong> })}
      </p>
      <div className="mt-3 flex flex-col gap-2 sm:flex-row">
        <label htmlFor="signing-secret" className="sr-only">{t('title')}</label>
        <input
          id="signing-secret"
          readOnly
          value={secret}
          onFocus={(event) => event.currentTarget.select()}
          className="block min-h-10 w-full min-w-0 rounded-lg border border-amber-300 bg-white px-3 font-mono text-sm text-slate-900"
        />
        <Button variant="secondary" onClick={() => void copy()} className="shrink-0">{t('copy')}</Button>
      </div>
      <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
        <p role="status" aria-live="polite" className="text-sm text-slate-700">
          {copied === 'yes' && t('copied')}
          {copied === 'no' && t('notCopied')}
        </p>
        <Button variant="ghost" onClick={onDismiss}>{t('done')}</Button>
      </div>
    </section>
  );
}
