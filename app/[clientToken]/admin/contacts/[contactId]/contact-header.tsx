import { useLocale, useTranslations } from 'next-intl';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { Badge } from '@/components/ui/badge';
import type { Contact } from '@/lib/db/schema';
import type { Locale } from '@/lib/i18n/locales';
import { dateInZone } from '@/lib/time/zone';
import { formatDate } from '../../format';
import { contactName, ContactStateBadge } from '../contact-state';

interface ContactHeaderProps {
  contactsHref: string;
  contact: Pick<Contact, 'givenName' | 'familyName' | 'email' | 'number' | 'state' | 'erasedAt' | 'erasedBy'>;
  clubName: string;
  /** The club's zone: the day of an erasure is the club's day, as on every staff page. */
  timeZone: string;
  /** The blocking tags valid today; the contact is blocked while there is one. */
  blockingTags: string[];
}

export function ContactHeader({ contactsHref, contact, clubName, timeZone, blockingTags }: ContactHeaderProps) {
  const t = useTranslations('adminContacts');
  const locale = useLocale() as Locale;
  const name = contactName(contact, t('contact.erasedName'));
  return (
    <>
      <Breadcrumb parentHref={contactsHref} parent={t('title')} current={name} />
      <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-2">
        <h1 className="text-2xl font-semibold tracking-tight break-words text-slate-900">{name}</h1>
        {blockingTags.length > 0 && <Badge tone="danger">{t('contact.blocked')}</Badge>}
        {contact.erasedAt && <Badge tone="off">{t('contact.erased')}</Badge>}
      </div>
      <dl className="mt-2 flex flex-wrap gap-x-6 gap-y-1 text-sm" aria-label={t('contact.summary')}>
        <div className="flex gap-1.5"><dt className="text-slate-500">{t('list.number')}</dt><dd className="font-mono text-slate-900">{contact.number}</dd></div>
        <div className="flex gap-1.5"><dt className="text-slate-500">{t('list.club')}</dt><dd className="text-slate-900">{clubName}</dd></div>
        <div className="flex items-center gap-1.5">
          <dt className="text-slate-500">{t('list.state')}</dt>
          <dd><span className="sr-only">{t(`states.${contact.state}`)}</span><span aria-hidden><ContactStateBadge state={contact.state} /></span></dd>
        </div>
      </dl>
      {contact.erasedAt && (
        <div className="mt-4 rounded-lg border border-slate-200 bg-slate-50 px-4 py-3 text-sm text-slate-700">
          <p className="font-medium text-slate-900">{t('contact.erasedTitle')}</p>
          <p className="mt-1">
            {t('contact.erasedText', { date: formatDate(dateInZone(contact.erasedAt, timeZone), locale), by: contact.erasedBy ?? '—' })}
          </p>
        </div>
      )}
      {blockingTags.length > 0 && (
        // Not role="alert": nothing went wrong just now, it is the state of the contact, read with the page.
        <div className="mt-4 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
          <p className="font-medium">{t('contact.blockedTitle')}</p>
          <p className="mt-1">
            {t('contact.blockedText', { tags: blockingTags.join(', ') })}
          </p>
        </div>
      )}
    </>
  );
}
