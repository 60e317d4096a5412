import { useTranslations } from 'next-intl';
import Link from 'next/link';
import type { Contact } from '@/lib/db/schema';
import { contactName, ContactStateBadge } from './contact-state';
import { ListValue } from '../list-value';

type ContactRow = Pick<Contact, 'id' | 'number' | 'givenName' | 'familyName' | 'email' | 'state' | 'clubId' | 'erasedAt'>;

// Stacked cards on a phone, aligned columns from `sm` up (as the club list).
const COLUMNS = 'sm:grid sm:grid-cols-[minmax(0,1.4fr)_minmax(0,1.6fr)_6rem_minmax(0,1fr)_8rem] sm:items-center sm:gap-4';

export function ContactList({ path, contacts, clubNames }: { path: string; contacts: ContactRow[]; clubNames: Map<number, string> }) {
  const t = useTranslations('adminContacts.list');
  const tc = useTranslations('adminContacts.contact');
  return (
    <div className="mt-3 overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
      <div aria-hidden className={`hidden border-b border-slate-200 bg-slate-50 px-5 py-2.5 text-xs font-medium text-slate-500 ${COLUMNS}`}>
        <span>{t('name')}</span><span>{t('email')}</span><span>{t('number')}</span><span>{t('club')}</span><span>{t('state')}</span>
      </div>
      <ul className="divide-y divide-slate-200" aria-label={t('label')}>
        {contacts.map((contact) => (
          <li key={contact.id} className={`relative px-5 py-4 hover:bg-slate-50 ${COLUMNS}`}>
            <div className="flex items-center justify-between gap-3">
              {/* The link covers the whole row, so the row is one large target. */}
              <Link href={`${path}/${contact.id}`} className="min-w-0 truncate font-medium text-slate-900 after:absolute after:inset-0 hover:text-brand-700">
                {contactName(contact, tc('erasedName'))}
              </Link>
              <span className="shrink-0 sm:hidden"><ContactStateBadge state={contact.state} /></span>
            </div>
            <dl className="mt-2 flex flex-col gap-1 text-sm sm:contents">
              <ListValue valueClassName="text-right sm:text-left" label={t('email')}>{contact.erasedAt ? <span className="text-slate-500">—</span> : <span className="block break-all text-slate-700 sm:truncate" title={contact.email}>{contact.email}</span>}</ListValue>
              <ListValue valueClassName="text-right sm:text-left" label={t('number')}><span className="font-mono text-slate-700">{contact.number}</span></ListValue>
              <ListValue valueClassName="text-right sm:text-left" label={t('club')}><span className="text-slate-700">{clubNames.get(contact.clubId) ?? '—'}</span></ListValue>
              <ListValue valueClassName="text-right sm:text-left" label={t('state')} className="hidden sm:flex"><ContactStateBadge state={contact.state} /></ListValue>
            </dl>
          </li>
        ))}
      </ul>
    </div>
  );
}
