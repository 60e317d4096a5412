'use client';
import { useEffect, useRef, useState, useTransition } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmButton } from '@/components/ui/confirm-button';
import { cx } from '@/components/ui/cx';
import { useHydrated } from '@/components/use-hydrated';
import { renewCalendarFeed } from './calendar-feed-actions';

export interface CalendarFeedWords {
  label: string; copy: string; copied: string; copyFailed: string; revoke: string;
  revokeQuestion: string; revokeYes: string; revoked: string; revokeFailed: string;
}

type Message = { tone: 'ok' | 'error'; text: string } | null;

/**
 * The feed address in a read-only field (selectable by hand when the clipboard is refused), a Copy
 * button, and "get a new address", asked first since every subscribed app loses the old one. After
 * either, focus moves to the message that says what happened.
 */
export function CalendarFeedControls({ clientToken, initialUrl, words }: { clientToken: string; initialUrl: string; words: CalendarFeedWords }) {
  const hydrated = useHydrated();
  const [url, setUrl] = useState(initialUrl);
  const [message, setMessage] = useState<Message>(null);
  const [pending, startTransition] = useTransition();
  const messageRef = useRef<HTMLParagraphElement>(null);
  const fieldRef = useRef<HTMLInputElement>(null);

  useEffect(() => { if (message) messageRef.current?.focus(); }, [message]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setMessage({ tone: 'ok', text: words.copied });
    } catch {
      fieldRef.current?.select();
      setMessage({ tone: 'error', text: words.copyFailed });
    }
  };

  const renew = () => startTransition(async () => {
    const result = await renewCalendarFeed(clientToken).catch(() => null);
    if (result?.ok) {
      setUrl(result.value.url);
      setMessage({ tone: 'ok', text: words.revoked });
    } else {
      setMessage({ tone: 'error', text: result && !result.ok ? result.message : words.revokeFailed });
    }
  });

  return (
    <div className="mt-4">
      <label htmlFor="calendar-feed-url" className="text-xs font-medium tracking-wide text-slate-600 uppercase">{words.label}</label>
      <input
        ref={fieldRef}
        id="calendar-feed-url"
        readOnly
        value={url}
        onFocus={(event) => event.currentTarget.select()}
        className="mt-1 block w-full min-w-0 rounded-lg border border-slate-300 bg-slate-50 px-3 py-2 font-mono text-xs text-slate-800"
      />
      <div className="mt-3 flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:items-center">
        <Button variant="primary" disabled={!hydrated} onClick={() => void copy()}>{words.copy}</Button>
        <ConfirmButton label={words.revoke} question={words.revokeQuestion} confirmLabel={words.revokeYes} onConfirm={renew} pending={pending} disabled={!hydrated} />
      </div>
      {message && (
        <p
          ref={messageRef}
          tabIndex={-1}
          role={message.tone === 'error' ? 'alert' : 'status'}
          className={cx('mt-3 text-sm', message.tone === 'error' ? 'text-red-800' : 'text-emerald-800')}
        >
          {message.text}
        </p>
      )}
    </div>
  );
}
