import { useLocale, useTranslations } from 'next-intl';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import type { CancellationView } from '@/lib/domain/subscriptions/with-contacts';
import type { CancellationSubjects } from '@/lib/domain/portal/list-cancellation-subjects';
import { formatDate } from '../format';
import { STATUS_TONES } from './cancellation-labels';
import { DecisionButtons } from './decision-buttons';

interface CancellationListProps {
  base: string;
  clientToken: string;
  cancellations: CancellationView[];
  subjects: CancellationSubjects;
  motives: Map<number, string>;
  clubs: Map<number, string>;
  highlight: number | undefined;
}

function subjectOf(c: CancellationView, subjects: CancellationSubjects, t: ReturnType<typeof useTranslations<'adminCancellations.list'>>): string {
  if (c.subscriptionOptionId !== null) {
    const option = subjects.options.get(c.subscriptionOptionId);
    return option ? t('optionOf', { option: option.name, subscription: option.subscriptionName }) : t('anOption');
  }
  return subjects.subscriptions.get(c.subscriptionId ?? 0) ?? t('aSubscription');
}

export function CancellationList({ base, clientToken, cancellations, subjects, motives, clubs, highlight }: CancellationListProps) {
  const t = useTranslations('adminCancellations');
  const list = useTranslations('adminCancellations.list');
  const locale = useLocale();
  return (
    <ol className="mt-3 flex flex-col gap-3" aria-label={list('label')}>
      {cancellations.map((c) => {
        const who = `${c.contact.givenName} ${c.contact.familyName}`.trim() || c.contact.number;
        return (
          <li key={c.id}>
            <article aria-label={list('article', { who, status: t(`statuses.${c.status}`).toLowerCase() })}
              className={`rounded-xl border bg-white p-4 shadow-sm sm:p-5 ${c.id === highlight ? 'border-brand-600 ring-1 ring-brand-600' : 'border-slate-200'}`}>
              <header className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
                <div className="min-w-0">
                  <h2 className="font-medium text-slate-900">
                    <Link href={`${base}/contacts/${c.contactId}`} className="hover:text-brand-700">{who}</Link>
                    <span className="ml-2 font-mono text-sm font-normal text-slate-500">{c.contact.number}</span>
                  </h2>
                  <p className="text-sm break-words text-slate-700">{subjectOf(c, subjects, list)}</p>
                </div>
                <Badge tone={STATUS_TONES[c.status]}>{t(`statuses.${c.status}`)}</Badge>
              </header>
              <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-5">
                <Item label={list('endsOn')}><span className="font-medium text-slate-900">{formatDate(c.cancellationDate, locale)}</span></Item>
                <Item label={list('received')}>{formatDate(c.receptionDate, locale)}</Item>
                <Item label={list('motive')}>{c.motiveId !== null ? motives.get(c.motiveId) ?? '—' : list('noMotive')}</Item>
                <Item label={list('channel')}>{t(`channels.${c.inputChannel}`)}</Item>
                <Item label={list('club')}>{clubs.get(c.clubId) ?? '—'}</Item>
              </dl>
              {c.comment && <p className="mt-3 border-l-2 border-slate-200 pl-3 text-sm break-words whitespace-pre-wrap text-slate-600">{c.comment}</p>}
              {c.status === 'submitted' && (
                <div className="mt-4 border-t border-slate-100 pt-4">
                  <DecisionButtons clientToken={clientToken} cancellationId={c.id} who={who} />
                </div>
              )}
            </article>
          </li>
        );
      })}
    </ol>
  );
}

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-slate-500">{label}</dt>
      <dd className="break-words text-slate-700">{children}</dd>
    </div>
  );
}
