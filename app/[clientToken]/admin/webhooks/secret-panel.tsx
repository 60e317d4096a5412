'use client';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';

/**
 * The signing secret, shown once: right after the endpoint is first set or the secret rotated. It
 * is held only in this page's memory; a reload loses it for good, and the page says so.
 */
export function SecretPanel({ secret, onDismiss }: { secret: string; onDismiss: () => void }) {
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
      <h2 id="secret-title" ref={headingRef} tabIndex={-1} className="font-semibold text-slate-900">Signing secret</h2>
      <p className="mt-1 text-sm text-slate-700">
        <strong className="font-semibold">Copy it now: you will not see it again.</strong> Your receiver checks each event’s
        webhook-signature header with it. If it is lost, rotate the secret to get a new one.
      </p>
      <div className="mt-3 flex flex-col gap-2 sm:flex-row">
        <label htmlFor="signing-secret" className="sr-only">Signing secret</label>
        <input
          id="signing-secret"
          readOnly
          value={secret}
          onFocus={(event) => event.currentTarget.select()}
          className="block min-h-10 w-full min-w-0 rounded-lg border border-amber-300 bg-white px-3 font-mono text-sm text-slate-900"
        />
        <Button variant="secondary" onClick={() => void copy()} className="shrink-0">Copy secret</Button>
      </div>
      <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
        <p role="status" aria-live="polite" className="text-sm text-slate-700">
          {copied === 'yes' && 'Copied to the clipboard.'}
          {copied === 'no' && 'The browser did not allow copying: select the secret and copy it by hand.'}
        </p>
        <Button variant="ghost" onClick={onDismiss}>I have saved it</Button>
      </div>
    </section>
  );
}
