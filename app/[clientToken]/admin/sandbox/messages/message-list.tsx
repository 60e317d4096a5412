import { useTranslations } from 'next-intl';
import { Badge } from '@/components/ui/badge';
import type { SandboxMessage } from '@/lib/db/schema';
// UTC, written out: the sandbox is a tool for developers and support, who compare it with logs.
import { formatInstant } from '../../format';
import { EmptyNote } from '@/components/ui/empty-note';

export function MessageList({ messages }: { messages: SandboxMessage[] }) {
  const t = useTranslations('adminSandbox.messages');
  if (messages.length === 0) {
    return (
      <EmptyNote className="mt-4">
        {t('empty')}
      </EmptyNote>
    );
  }
  return (
    <ol className="mt-4 flex flex-col gap-3" aria-label={t('label')}>
      {messages.map((message) => (
        <li key={message.id}>
          <article className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5" aria-label={t('article', { channel: t(message.channel === 'email' ? 'channel.email' : 'channel.sms'), to: message.to })}>
            <header className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
              <Badge>{t(message.channel === 'email' ? 'channel.email' : 'channel.sms')}</Badge>
              <span className="min-w-0 font-medium break-all text-slate-900">{message.to}</span>
              <time dateTime={message.createdAt.toISOString()} className="text-slate-500 sm:ml-auto">{formatInstant(message.createdAt)}</time>
            </header>
            {message.subject && <h2 className="mt-3 font-medium text-slate-900">{message.subject}</h2>}
            <p className="mt-1 text-sm whitespace-pre-wrap break-words text-slate-700">{message.body}</p>
            {/* Attached files (a booking's .ics) by name, opened to read them as sent. */}
            {message.attachments?.map((file) => (
              <details key={file.filename} className="mt-3 rounded-lg border border-slate-200 bg-slate-50 px-3 py-2 text-sm">
                <summary className="cursor-pointer font-mono text-slate-800">{file.filename} <span className="text-slate-600">({file.contentType.split(';')[0]})</span></summary>
                <pre className="mt-2 overflow-x-auto text-xs whitespace-pre text-slate-700">{file.content.replace(/\r\n/g, '\n')}</pre>
              </details>
            ))}
          </article>
        </li>
      ))}
    </ol>
  );
}
