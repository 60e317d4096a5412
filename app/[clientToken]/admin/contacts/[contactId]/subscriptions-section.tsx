import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { Badge } from '@/components/ui/badge';
import { FormSection } from '@/components/ui/form-section';
import { getFormat } from '@/i18n/get-format';
import type { OperationContext } from '@/lib/domain/context';
import { listMotives } from '@/lib/domain/subscriptions/list-motives';
import { listSubscriptions } from '@/lib/domain/subscriptions/list-subscriptions';

const STATE_TONES = { active: 'on', ended: 'off', deactivated: 'off' } as const;
const CANCELLATION_TONES = { submitted: 'warning', accepted: 'neutral', rejected: 'off', canceled: 'off' } as const;
const linkClass = 'text-sm font-medium text-brand-700 underline underline-offset-2 hover:text-brand-600';

/**
 * The contact's subscriptions, oldest first, each with its dates, options and cancellations, and a
 * link to the desk's cancellation form with that subscription already chosen while it can be cancelled.
 */
export async function SubscriptionsSection({ ctx, contactId }: { ctx: OperationContext; contactId: number }) {
  const [t, tc, format, subscriptions, motives] = await Promise.all([
    getTranslations('adminContacts.subscriptions'), getTranslations('adminCancellations'), getFormat(),
    listSubscriptions({ ...ctx, contactId, page: { page: 1, itemsPerPage: 100 } }),
    listMotives({ ...ctx, page: { page: 1, itemsPerPage: 200 } }),
  ]);
  const motiveName = new Map(motives.items.map((m) => [m.id, m.name]));
  const deskHref = (id: number) => `/${ctx.tenant.token}/admin/cancellations/new?contact=${contactId}&subscription=${id}`;
  return (
    <FormSection id="subscriptions" title={t('title')} description={t('description')}>
      {subscriptions.items.length === 0
        ? <p className="text-sm text-slate-600">{t('none')}</p>
        : (
          <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200" aria-label={t('label')}>
            {subscriptions.items.map((s) => {
              const pending = s.cancellations.some((c) => c.status === 'submitted' || c.status === 'accepted');
              const dates = [t('since', { date: format.date(s.startDate) })];
              if (s.engagedThrough) dates.push(t('engagedThrough', { date: format.date(s.engagedThrough) }));
              if (s.endDate) dates.push(t('ends', { date: format.date(s.endDate) }));
              return (
                <li key={s.id} aria-label={s.name} className="flex flex-col gap-3 px-4 py-3">
                  <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
                    <div className="min-w-0">
                      <p className="flex flex-wrap items-center gap-2">
                        <span className="font-medium break-words text-slate-900">{s.name}</span>
                        <Badge tone={STATE_TONES[s.state]}>{t(`states.${s.state}`)}</Badge>
                      </p>
                      <p className="text-sm text-slate-600">{dates.join(' · ')}</p>
                    </div>
                    {s.state === 'active' && !pending && (
                      <Link href={deskHref(s.id)} className={`${linkClass} shrink-0`} aria-label={t('cancelLabel', { name: s.name })}>{t('cancel')}</Link>
                    )}
                  </div>
                  {s.options.length > 0 && (
                    <div>
                      <h3 className="text-xs font-medium text-slate-500">{t('options')}</h3>
                      <ul className="mt-1 flex flex-col gap-1 text-sm text-slate-700">
                        {s.options.map((o) => (
                          <li key={o.id} className="flex flex-wrap items-center gap-2">
                            <span className="break-words">{o.name}</span>
                            {o.state !== 'active' && <Badge tone="off">{t(`states.${o.state}`)}</Badge>}
                            {o.endDate && <span className="text-slate-500">{t('ends', { date: format.date(o.endDate) })}</span>}
                          </li>
                        ))}
                      </ul>
                    </div>
                  )}
                  {s.cancellations.length > 0 && (
                    <div>
                      <h3 className="text-xs font-medium text-slate-500">{t('cancellations')}</h3>
                      <ul className="mt-1 flex flex-col gap-1 text-sm text-slate-700">
                        {s.cancellations.map((c) => (
                          <li key={c.id} className="flex flex-wrap items-center gap-2">
                            <Badge tone={CANCELLATION_TONES[c.status]}>{tc(`statuses.${c.status}`)}</Badge>
                            <span>{t('cancellationDate', { date: format.date(c.cancellationDate) })}</span>
                            <span className="text-slate-500">
                              {c.motiveId !== null && motiveName.has(c.motiveId) ? t('motive', { name: motiveName.get(c.motiveId)! }) : t('noMotive')}
                            </span>
                          </li>
                        ))}
                      </ul>
                    </div>
                  )}
                </li>
              );
            })}
          </ul>
        )}
    </FormSection>
  );
}
