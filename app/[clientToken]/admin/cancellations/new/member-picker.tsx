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
  return (
    <section aria-labelledby="member-title" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 id="member-title" className="font-semibold text-slate-900">1. Find the member</h2>
      <Form action={path} role="search" className="mt-4 flex flex-col gap-1.5">
        <label htmlFor="q" className="text-sm font-medium text-slate-800">Name, e-mail or contact number</label>
        <div className="flex flex-wrap gap-2">
          <Input id="q" name="q" type="search" defaultValue={q ?? ''} autoFocus={!q} className="min-w-0 flex-1 sm:max-w-md" />
          <button type="submit" className={buttonClass('secondary')}>Search</button>
        </div>
      </Form>
      {results && (
        <div className="mt-5">
          <p className="text-sm text-slate-600" aria-live="polite">
            {total === 0 ? `Nobody matches “${q}”.` : total > results.length ? `The first ${results.length} of ${total} matches: refine the search if the member is not listed.` : `${total} ${total === 1 ? 'match' : 'matches'}`}
          </p>
          {results.length > 0 && <ul className="mt-2 divide-y divide-slate-200 rounded-lg border border-slate-200" aria-label="Matching contacts">
            {results.map((contact) => (
              <li key={contact.id} className="flex items-center justify-between gap-3 px-4 py-3">
                <div className="min-w-0">
                  <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900">{contactName(contact)} <ContactStateBadge state={contact.state} /></p>
                  <p className="truncate text-sm text-slate-500"><span className="font-mono">{contact.number}</span> · {contact.email}</p>
                </div>
                <Link href={`${path}?contact=${contact.id}`} className={buttonClass('secondary', 'shrink-0')} aria-label={`Choose ${contactName(contact)}`}>Choose</Link>
              </li>
            ))}
          </ul>}
        </div>
      )}
    </section>
  );
}
