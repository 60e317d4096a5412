import { useTranslations } from 'next-intl';
import { Badge } from '@/components/ui/badge';
import type { ContactState } from '@/lib/db/schema';

const TONES = { temp: 'off', prospect: 'neutral', client: 'on', old_client: 'off', banned: 'danger' } as const;

export function ContactStateBadge({ state }: { state: ContactState }) {
  const t = useTranslations('adminContacts.states');
  return <Badge tone={TONES[state]}>{t(state)}</Badge>;
}

/**
 * "Given Family", or the e-mail for a contact created without names; an erased contact's data is
 * shown nowhere: it is `erasedName` ("Erased person"), beside its number.
 */
export function contactName(contact: { givenName: string; familyName: string; email: string; erasedAt?: Date | null }, erasedName?: string): string {
  if (contact.erasedAt && erasedName) return erasedName;
  return `${contact.givenName} ${contact.familyName}`.trim() || contact.email;
}
