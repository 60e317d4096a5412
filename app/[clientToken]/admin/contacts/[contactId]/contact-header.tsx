import { Breadcrumb } from '@/components/ui/breadcrumb';
import { Badge } from '@/components/ui/badge';
import type { Contact } from '@/lib/db/schema';
import { CONTACT_STATE_LABELS, contactName, ContactStateBadge } from '../contact-state';

interface ContactHeaderProps {
  contactsHref: string;
  contact: Pick<Contact, 'givenName' | 'familyName' | 'email' | 'number' | 'state'>;
  clubName: string;
  /** The blocking tags valid today; the contact is blocked while there is one. */
  blockingTags: string[];
}

export function ContactHeader({ contactsHref, contact, clubName, blockingTags }: ContactHeaderProps) {
  const name = contactName(contact);
  return (
    <>
      <Breadcrumb parentHref={contactsHref} parent="Contacts" current={name} />
      <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-2">
        <h1 className="text-2xl font-semibold tracking-tight break-words text-slate-900">{name}</h1>
        {blockingTags.length > 0 && <Badge tone="danger">Blocked</Badge>}
      </div>
      <dl className="mt-2 flex flex-wrap gap-x-6 gap-y-1 text-sm" aria-label="Summary">
        <div className="flex gap-1.5"><dt className="text-slate-500">Number</dt><dd className="font-mono text-slate-900">{contact.number}</dd></div>
        <div className="flex gap-1.5"><dt className="text-slate-500">Club</dt><dd className="text-slate-900">{clubName}</dd></div>
        <div className="flex items-center gap-1.5">
          <dt className="text-slate-500">State</dt>
          <dd><span className="sr-only">{CONTACT_STATE_LABELS[contact.state]}</span><span aria-hidden><ContactStateBadge state={contact.state} /></span></dd>
        </div>
      </dl>
      {blockingTags.length > 0 && (
        // Not role="alert": nothing went wrong just now, it is the state of the contact, read with the page.
        <div className="mt-4 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
          <p className="font-medium">This contact is blocked</p>
          <p className="mt-1">
            Because of the tag {blockingTags.join(', ')}. Partner applications see the contact as blocked until the tag ends or is removed.
          </p>
        </div>
      )}
    </>
  );
}
