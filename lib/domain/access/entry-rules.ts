// The rules of an entry (CONTRACT §11), judged from what read-entry-facts.ts read: every failing
// rule is listed, in this order; an `out` is never blocked.

export const ENTRY_REASONS = [
  'access.identificator-inactive',
  'access.no-valid-subscription',
  'access.blocking-debt',
  'access.closed-account',
  'access.outside-period',
  'access.already-inside',
] as const;
export type EntryReason = (typeof ENTRY_REASONS)[number];

export interface EntryFacts {
  direction: 'in' | 'out';
  /** Null when the entry names the contact (targetId) without an identificator. */
  identificatorActive: boolean | null;
  subscribed: boolean;
  blocked: boolean;
  closed: boolean;
  /** The crossing point's zone has periods, and now is in none of them. */
  outsidePeriod: boolean;
  /** The contact's last allowed entry at this club was an `in` within the club's anti-passback minutes. */
  alreadyInside: boolean;
}

export function entryReasons(facts: EntryFacts): EntryReason[] {
  if (facts.direction === 'out') return [];
  const failing: [boolean, EntryReason][] = [
    [facts.identificatorActive === false, 'access.identificator-inactive'],
    [!facts.subscribed, 'access.no-valid-subscription'],
    [facts.blocked, 'access.blocking-debt'],
    [facts.closed, 'access.closed-account'],
    [facts.outsidePeriod, 'access.outside-period'],
    [facts.alreadyInside, 'access.already-inside'],
  ];
  return failing.filter(([fails]) => fails).map(([, reason]) => reason);
}
