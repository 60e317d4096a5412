import type { OptinChannel, OptinType } from '@/lib/db/schema';

// Their words are in the catalogs (consents.channels, consents.types, consents.explanations).

/** The channels in the order the columns show them. */
export const CHANNELS: OptinChannel[] = ['email', 'text_message', 'postal_mail'];

/** The kinds of message; legal comes last: it is locked. */
export const TYPES: OptinType[] = ['news', 'advertising', 'partners', 'legal'];
