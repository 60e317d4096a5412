'use client';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';

/** One read-only value of the panel; the one marked `copy` gets the copy button beside it. */
export interface SecretField {
  id: string;
  label: string;
  value: string;
  /** The panel's title already names it (a lone secret): the label is for screen readers only. */
  labelHidden?: boolean;
  copy?: boolean;
}

/** Each page words the panel its own way (its catalog namespace). */
export interface SecretShownOnceWords {
  title: string;
  warning: ReactNode;
  copy: string;
  copied: string;
  notCopied: string;
  done: string;
}

interface SecretShownOnceProps {
  fields: SecretField[];
  words: SecretShownOnceWords;
  onDismiss: () => void;
}

/**
 * A secret shown once (an API client's credentials, the webhook signing secret): only its hash is
 * stored, so it lives only in this page's memory and the panel says so. Focus goes to the heading so
 * the news is read first; the copy button says whether the browser let it copy.
 */
export function SecretShownOnce({ fields, words, onDismiss }: SecretShownOnceProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [copied, setCopied] = useState<'yes' | 'no' | null>(null);
  const secret = fields.find((field) => field.copy)?.value ?? '';
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
      <h2 id="secret-title" ref={headingRef} tabIndex={-1} className="font-semibold text-slate-900">{words.title}</h2>
      <p className="mt-1 text-sm text-slate-700">{words.warning}</p>
      <dl className="mt-3 flex flex-col gap-3">
        {fields.map((field) => (
          <div key={field.id} className="flex flex-col gap-1">
            <dt>
              <label htmlFor={field.id} className={field.labelHidden ? 'sr-only' : 'text-sm font-medium text-slate-800'}>{field.label}</label>
            </dt>
            <dd className={field.copy ? 'flex flex-col gap-2 sm:flex-row' : undefined}>
              <input id={field.id} readOnly value={field.value} onFocus={(event) => event.currentTarget.select()}
                className="block min-h-10 w-full min-w-0 rounded-lg border border-amber-300 bg-white px-3 font-mono text-sm text-slate-900" />
              {field.copy && <Button variant="secondary" onClick={() => void copy()} className="shrink-0">{words.copy}</Button>}
            </dd>
          </div>
        ))}
      </dl>
      <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
        <p role="status" aria-live="polite" className="text-sm text-slate-700">
          {copied === 'yes' && words.copied}
          {copied === 'no' && words.notCopied}
        </p>
        <Button variant="ghost" onClick={onDismiss}>{words.done}</Button>
      </div>
    </section>
  );
}
