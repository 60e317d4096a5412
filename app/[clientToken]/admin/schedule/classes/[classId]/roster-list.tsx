import { useLocale, useTranslations } from 'next-intl';
import Link from 'next/link';
import { Badge } from '@/components/ui/badge';
import type { RosterEntry } from '@/lib/domain/booking/list-class-roster';
import { contactName } from '../../../contacts/contact-state';
import { localDate, shortDay, wallClock } from '../../local-time';

interface RosterListProps {
  id: string;
  title: string;
  /** "3 of 12 places", beside the title. */
  count: string;
  entries: RosterEntry[];
  empty: string;
  contactsHref: string;
  timeZone: string;
  /** The waiting list: numbered, in the order freed places go to it. */
  ordered?: boolean;
}

export function RosterList({ id, title, count, entries, empty, contactsHref, timeZone, ordered }: RosterListProps) {
  const t = useTranslations('adminSchedule.class');
  const locale = useLocale();
  const List = ordered ? 'ol' : 'ul';
  const when = (at: Date | null) => (at ? `${shortDay(localDate(at, timeZone), locale)}, ${wallClock(at, timeZone)}` : '—');
  return (
    <section aria-labelledby={`${id}-title`} className="rounded-xl border border-slate-200 bg-white shadow-sm">
      <header className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 border-b border-slate-200 px-5 py-3">
        <h2 id={`${id}-title`} className="font-semibold text-slate-900">{title}</h2>
        <p className="text-sm text-slate-600 tabular-nums">{count}</p>
      </header>
      {entries.length === 0
        ? <p className="px-5 py-4 text-sm text-slate-600">{empty}</p>
        : (
          <List aria-labelledby={`${id}-title`} className="divide-y divide-slate-200">
            {entries.map((entry, index) => (
              <li key={entry.id} className="flex items-start gap-3 px-5 py-3">
                {ordered && <span className="w-6 shrink-0 font-semibold text-slate-500 tabular-nums" aria-hidden>{index + 1}.</span>}
                <div className="min-w-0 flex-1">
                  <Link href={`${contactsHref}/${entry.contactId}`} className="font-medium break-words text-slate-900 hover:text-brand-700">{contactName(entry.contact)}</Link>
                  <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-600">
                    <span className="font-mono text-slate-500">{entry.contact.number}</span>
                    <span>{t(`since.${entry.state}`)} {when(stateTime(entry))}</span>
                    {entry.lateCancel && <Badge tone="warning">{t('late')}</Badge>}
                  </p>
                </div>
              </li>
            ))}
          </List>
        )}
    </section>
  );
}

function stateTime(entry: RosterEntry): Date | null {
  if (entry.state === 'booked') return entry.bookedAt;
  return entry.state === 'queued' ? entry.queuedAt : entry.canceledAt;
}
