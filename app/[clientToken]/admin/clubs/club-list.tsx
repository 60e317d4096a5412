import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { OnOff } from '@/components/ui/badge';
import type { Club } from '@/lib/db/schema';
import { ListValue } from '../list-value';
import { EmptyNote } from '@/components/ui/empty-note';

type ClubRow = Pick<Club, 'id' | 'name' | 'code' | 'timeZone' | 'onlinePayment' | 'onlineCancellation'>;

// One markup for every width: stacked cards on a phone, aligned columns from `sm` up. The column
// headings are visual only; each value carries its own label for assistive technology.
const COLUMNS = 'sm:grid sm:grid-cols-[minmax(0,2fr)_5rem_minmax(0,1.5fr)_8rem_9rem] sm:items-center sm:gap-4';

export async function ClubList({ tenantToken, clubs }: { tenantToken: string; clubs: ClubRow[] }) {
  const t = await getTranslations('adminShell.clubs');
  if (clubs.length === 0) {
    return <EmptyNote className="mt-8">{t('empty')}</EmptyNote>;
  }
  return (
    <div className="mt-6 overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
      <div aria-hidden className={`hidden border-b border-slate-200 bg-slate-50 px-5 py-2.5 text-xs font-medium text-slate-500 ${COLUMNS}`}>
        <span>{t('club')}</span><span>{t('code')}</span><span>{t('timeZone')}</span><span>{t('onlinePayment')}</span><span>{t('onlineCancellation')}</span>
      </div>
      <ul className="divide-y divide-slate-200">
        {clubs.map((club) => (
          <li key={club.id} className={`relative px-5 py-4 hover:bg-slate-50 ${COLUMNS}`}>
            <div className="flex items-center justify-between gap-3 sm:block">
              {/* The link covers the whole row (after:inset-0), so the row is one large target. */}
              <Link
                href={`/${tenantToken}/admin/clubs/${club.id}`}
                className="font-medium text-slate-900 after:absolute after:inset-0 hover:text-brand-700"
              >
                {club.name}
              </Link>
              <span className="flex items-center gap-1 font-mono text-sm text-slate-600 sm:hidden" aria-hidden>
                {club.code}
                <svg viewBox="0 0 20 20" className="size-4 fill-slate-400"><path d="M7.3 4.3 13 10l-5.7 5.7-1.1-1.1 4.6-4.6-4.6-4.6z" /></svg>
              </span>
            </div>
            <dl className="mt-3 flex flex-col gap-2 text-sm sm:contents">
              <ListValue valueClassName="truncate" label={t('code')} className="hidden sm:flex"><span className="font-mono text-slate-700">{club.code}</span></ListValue>
              <ListValue valueClassName="truncate" label={t('timeZone')}><span className="text-slate-700">{club.timeZone}</span></ListValue>
              <ListValue valueClassName="truncate" label={t('onlinePayment')}><OnOff on={club.onlinePayment} /></ListValue>
              <ListValue valueClassName="truncate" label={t('onlineCancellation')}><OnOff on={club.onlineCancellation.enabled} /></ListValue>
            </dl>
          </li>
        ))}
      </ul>
    </div>
  );
}
