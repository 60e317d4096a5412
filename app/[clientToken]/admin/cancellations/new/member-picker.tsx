import { useTranslations } from 'next-intl';
import Form from 'next/form';
import Link from 'next/link';
import { buttonClass } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import type { Contact } from '@/lib/db/schema';
import { contactName, ContactStateBadge } from '../../contacts/contact-state';

interface MemberPickerProps {
  path: string;
  q: string | undefined;
  results: Pick<Contact, 'id' | 'givenName' | 'familyName' | 'email' | 'number' | 'state'>[] | null;
  total: number;
}

/** Step 1: find the member by name, e-mail or number (a GET form), then choose them. */
export function MemberPicker({ path, q, results, total }: MemberPickerProps) {
  const t = useTranslations('adminCancellations.create');
  return (
    <section aria-labelledby="member-title" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 id="member-title" className="font-semibold text-slate-900">{t('findTitle')}</h2>
      <Form action={path} role="search" className="mt-4 flex flex-col gap-1.5">
        <label htmlFor="q" className="text-sm font-medium text-slate-800">{t('searchLabel')}</label>
        <div className="flex flex-wrap gap-2">
          <Input id="q" name="q" type="search" defaultValue={q ?? ''} autoFocus={!q} className="min-w-0 flex-1 sm:max-w-md" />
          <button type="submit" className={buttonClass('secondary')}>{t('search')}</button>
        </div>
      </Form>
      {results && (
        <div className="mt-5">
          <p className="text-sm text-slate-600" aria-live="polite">
            {total === 0 ? t('nobody', { q: q ?? '' }) : total > results.length ? t('firstOf', { shown: results.length, total }) : t('matches', { count: total })}
          </p>
          {results.length > 0 && <ul className="mt-2 divide-y divide-slate-200 rounded-lg border border-slate-200" aria-label={t('matching')}>
            {results.map((contact) => (
              <li key={contact.id} className="flex items-center justify-between gap-3 px-4 py-3">
                <div className="min-w-0">
                  <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900">{contactName(contact)} <ContactStateBadge state={contact.state} /></p>
                  <p className="truncate text-sm text-slate-500"><span className="font-mono">{contact.number}</span> · {contact.email}</p>
                </div>
                <Link href={`${path}?contact=${contact.id}`} className={buttonClass('secondary', 'shrink-0')} aria-label={t('chooseLabel', { name: contactName(contact) })}>{t('choose')}</Link>
              </li>
            ))}
          </ul>}
        </div>
      )}
    </section>
  );
}
