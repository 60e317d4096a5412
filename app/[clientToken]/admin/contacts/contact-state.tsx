import { Badge } from '@/components/ui/badge';
import type { ContactState } from '@/lib/db/schema';

export const CONTACT_STATE_LABELS: Record<ContactState, string> = {
  temp: 'Temporary',
  prospect: 'Prospect',
  client: 'Member',
  old_client: 'Former member',
  banned: 'Banned',
};

const TONES = { temp: 'off', prospect: 'neutral', client: 'on', old_client: 'off', banned: 'danger' } as const;

export function ContactStateBadge({ state }: { state: ContactState }) {
  return <Badge tone={TONES[state]}>{CONTACT_STATE_LABELS[state]}</Badge>;
}

/** "Given Family", or the e-mail for a contact created without names. */
export function contactName(contact: { givenName: string; familyName: string; email: string }): string {
  return `${contact.givenName} ${contact.familyName}`.trim() || contact.email;
}
