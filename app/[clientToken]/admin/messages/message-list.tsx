import { getTranslations } from 'next-intl/server';
import { Badge } from '@/components/ui/badge';
import type { UndeliveredMessage } from '@/lib/domain/messages/list-undelivered-messages';
import type { Formatter } from '@/lib/i18n/format';
import { RetryButton } from './retry-button';
import { StackedValue } from '../list-value';
import { EmptyNote } from '@/components/ui/empty-note';

// Stacked cards on a phone, aligned columns from `sm` up; each value carries its own label for
// assistive technology (as the webhook delivery log does).
const COLUMNS = 'sm:grid sm:grid-cols-[minmax(0,1fr)_10rem_5rem_7rem_7rem] sm:items-center sm:gap-4';

interface MessageListProps {
  clientToken: string;
  messages: UndeliveredMessage[];
  format: Formatter;
  /** The club's zone the times are written in. */
  timeZone: string;
}

export async function MessageList({ clientToken, messages, format, timeZone }: MessageListProps) {
  const t = await getTranslations('adminMessages');
  if (messages.length === 0) {
    return <EmptyNote className="mt-4">{t('empty')}</EmptyNote>;
  }
  return (
    <div className="mt-4 overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
      <div aria-hidden className={`hidden border-b border-slate-200 bg-slate-50 px-5 py-2.5 text-xs font-medium text-slate-500 ${COLUMNS}`}>
        <span>{t('column.recipient')}</span><span>{t('column.nextAttempt')}</span><span>{t('column.attempts')}</span><span>{t('column.state')}</span><span className="sr-only">{t('column.action')}</span>
      </div>
      <ol className="divide-y divide-slate-200" aria-label={t('listLabel')}>
        {messages.map((m) => (
          <li key={m.id} aria-label={t('item', { channel: t(`channel.${m.channel}`), recipient: m.recipient, state: t(`state.${m.state}`) })} className="px-5 py-4">
            <div className={COLUMNS}>
              <div className="flex min-w-0 items-start justify-between gap-3">
                <div className="min-w-0">
                  <p className="font-medium break-all text-slate-900">{m.recipient}</p>
                  <p className="text-xs text-slate-600">
                    {t(`channel.${m.channel}`)} · <span className="font-mono">{m.kind}</span> · {t('created', { at: format.instant(m.createdAt, timeZone) })}
                  </p>
                </div>
                <span className="shrink-0 sm:hidden"><Badge tone={m.state === 'failed' ? 'danger' : 'warning'}>{t(`state.${m.state}`)}</Badge></span>
              </div>
              <dl className="mt-3 grid grid-cols-2 gap-2 text-sm sm:contents">
                <StackedValue label={t('column.nextAttempt')}>
                  <time dateTime={m.nextAttemptAt.toISOString()} className="text-slate-700">
                    {m.state === 'failed' ? t('noMoreAttempts') : format.instant(m.nextAttemptAt, timeZone)}
                  </time>
                </StackedValue>
                <StackedValue label={t('column.attempts')}><span className="text-slate-700 tabular-nums">{m.attempts}</span></StackedValue>
                <StackedValue label={t('column.state')} className="hidden sm:block"><Badge tone={m.state === 'failed' ? 'danger' : 'warning'}>{t(`state.${m.state}`)}</Badge></StackedValue>
              </dl>
              <div className="mt-3 sm:mt-0 sm:text-right"><RetryButton clientToken={clientToken} messageId={m.id} recipient={m.recipient} /></div>
            </div>
            <p className="mt-2 text-sm break-words text-slate-700">
              {m.lastError
                ? <><span className="font-medium text-red-700">{t('lastError')}</span> {m.lastError}</>
                : t('notTriedYet')}
            </p>
          </li>
        ))}
      </ol>
    </div>
  );
}
