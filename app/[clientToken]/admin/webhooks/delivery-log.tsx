import { useTranslations } from 'next-intl';
import { Badge } from '@/components/ui/badge';
import type { WebhookDelivery } from '@/lib/db/schema';
import { formatInstant } from '../format';
import { RedeliverButton } from './redeliver-button';
import { EmptyNote } from '@/components/ui/empty-note';
import { StackedValue } from '../list-value';

type DeliveryRow = Pick<WebhookDelivery,
  'id' | 'event' | 'resource' | 'attempt' | 'status' | 'dueAt' | 'attemptedAt' | 'responseStatus' | 'durationMs' | 'error'>;

const TONES = { pending: 'warning', delivered: 'on', failed: 'danger' } as const;

// Stacked cards on a phone, aligned columns from `sm` up; the headings are visual only and each
// value carries its own label for assistive technology (as the club list does).
const COLUMNS = 'sm:grid sm:grid-cols-[minmax(0,1fr)_12rem_6.5rem_4rem_6rem_7rem] sm:items-center sm:gap-4';

interface DeliveryLogProps {
  clientToken: string;
  deliveries: DeliveryRow[];
  /** Owners may redeliver; others read. */
  canRedeliver: boolean;
  filtered: boolean;
}

export function DeliveryLog({ clientToken, deliveries, canRedeliver, filtered }: DeliveryLogProps) {
  const t = useTranslations('adminWebhooks');
  if (deliveries.length === 0) {
    return (
      <EmptyNote className="mt-4">
        {filtered ? t('log.noMatch') : t('log.empty')}
      </EmptyNote>
    );
  }
  return (
    <div className="mt-4 overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
      <div aria-hidden className={`hidden border-b border-slate-200 bg-slate-50 px-5 py-2.5 text-xs font-medium text-slate-500 ${COLUMNS}`}>
        <span>{t('log.eventAndResource')}</span><span>{t('log.time')}</span><span>{t('log.httpStatus')}</span><span>{t('log.attempt')}</span><span>{t('log.status')}</span><span className="sr-only">{t('log.action')}</span>
      </div>
      <ol className="divide-y divide-slate-200" aria-label={t('log.label')}>
        {deliveries.map((d) => (
          <li key={d.id} aria-label={t('log.item', { event: d.event, attempt: d.attempt, status: t(`statuses.${d.status}`).toLowerCase() })} className="px-5 py-4">
            <div className={COLUMNS}>
              <div className="flex min-w-0 items-start justify-between gap-3">
                <div className="min-w-0">
                  <p className="font-medium break-all text-slate-900">{d.event}</p>
                  <p className="truncate font-mono text-xs text-slate-500" title={d.resource ?? undefined}>{d.resource ?? t('log.noResource')}</p>
                </div>
                <span className="shrink-0 sm:hidden"><Badge tone={TONES[d.status]}>{t(`statuses.${d.status}`)}</Badge></span>
              </div>
              <dl className="mt-3 grid grid-cols-2 gap-2 text-sm sm:contents">
                <StackedValue label={t('log.time')}>
                  <time dateTime={(d.attemptedAt ?? d.dueAt).toISOString()} className="text-slate-700 sm:whitespace-nowrap">
                    {d.attemptedAt ? formatInstant(d.attemptedAt) : t('log.due', { at: formatInstant(d.dueAt) })}
                  </time>
                </StackedValue>
                <StackedValue label={t('log.httpStatus')}>
                  <span className="text-slate-700 tabular-nums">
                    {d.responseStatus ?? '—'}
                    {d.durationMs !== null && <span className="text-slate-500"> · {d.durationMs} ms</span>}
                  </span>
                </StackedValue>
                <StackedValue label={t('log.attempt')}><span className="text-slate-700 tabular-nums">{d.attempt}</span></StackedValue>
                <StackedValue label={t('log.status')} className="hidden sm:block"><Badge tone={TONES[d.status]}>{t(`statuses.${d.status}`)}</Badge></StackedValue>
              </dl>
              <div className="mt-3 sm:mt-0 sm:text-right">
                {canRedeliver && d.status !== 'pending' && <RedeliverButton clientToken={clientToken} deliveryId={d.id} event={d.event} />}
              </div>
            </div>
            {d.error && <p className="mt-2 text-sm break-words text-red-700"><span className="font-medium">{t('log.error')}</span> {d.error}</p>}
          </li>
        ))}
      </ol>
    </div>
  );
}
