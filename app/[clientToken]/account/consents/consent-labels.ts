import type { OptinChannel, OptinType } from '@/lib/db/schema';

/** The channels in the order the columns show them; `phrase` completes "Newsletters by ...". */
export const CHANNELS: { id: OptinChannel; label: string; phrase: string }[] = [
  { id: 'email', label: 'E-mail', phrase: 'e-mail' },
  { id: 'text_message', label: 'Text message', phrase: 'text message' },
  { id: 'postal_mail', label: 'Post', phrase: 'post' },
];

/** The kinds of message in plain words, each with one line saying what it means. Legal comes last: it is locked. */
export const TYPES: { id: OptinType; label: string; explanation: string }[] = [
  { id: 'news', label: 'Newsletters', explanation: 'News from your club: new classes, events and changes to opening hours.' },
  { id: 'advertising', label: 'Offers from your club', explanation: 'Promotions and special offers from your club and its network.' },
  { id: 'partners', label: 'Partner offers', explanation: 'Offers from companies your club works with, sent by your club.' },
  {
    id: 'legal', label: 'Legal information',
    explanation: 'What the law requires us to tell you, such as changes to your contract or to our terms. It is always on.',
  },
];
