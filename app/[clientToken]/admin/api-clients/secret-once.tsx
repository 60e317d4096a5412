'use client';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import type { CreatedClient } from './actions';

/**
 * A new client's credentials, the secret shown once: it is held only in this page's memory (only its
 * hash is stored), and the panel says so. Focus goes to its heading so the news is read first.
 */
export function SecretOnce({ client, onDismiss }: { client: CreatedClient; onDismiss: () => void }) {
  const t = useTranslations('adminApiClients.secret');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [copied, setCopied] = useState<'yes' | 'no' | null>(null);
  useEffect(() => headingRef.current?.focus(), [client]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(client.clientSecret);
      setCopied('yes');
    } catch {
      setCopied('no');
    }
  };

  return (
    <section aria-labelledby="secret-title" className="rounded-xl border border-amber-300 bg-amber-50 p-5">
      <h2 id="secret-title" ref={headingRef} tabIndex={-1} className="font-semibold text-slate-900">{t('title', { name: client.name })}</h2>
      <p className="mt-1 text-sm text-slate-700">
        {t.rich('warning', { strong: (chunks) => <strong className="font-semibold">{chunks}</strong> })}
      </p>
      <dl className="mt-3 flex flex-col gap-3">
        <div className="flex flex-col gap-1">
          <dt><label htmlFor="new-client-id" className="text-sm font-medium text-slate-800">{t('clientId')}</label></dt>
          <dd>
            <input id="new-client-id" readOnly value={client.clientId} onFocus={(event) => event.currentTarget.select()}
              className="block min-h-10 w-full min-w-0 rounded-lg border border-amber-300 bg-white px-3 font-mono text-sm text-slate-900" />
          </dd>
        </div>
        <div className="flex flex-col gap-1">
          <dt><label htmlFor="new-client-secret" className="text-sm font-medium text-slate-800">{t('clientSecret')}</label></dt>
          <dd className="flex flex-col gap-2 sm:flex-row">
            <input id="new-client-secret" readOnly value={client.clientSecret} onFocus={(event) => event.currentTarget.select()}
              className="block min-h-10 w-full min-w-0 rounded-lg border border-amber-300 bg-white px-3 font-mono text-sm text-slate-900" />
            <Button variant="secondary" onClick={() => void copy()} className="shrink-0">{t('copy')}</Button>
          </dd>
        </div>
      </dl>
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
