// How an anonymous member names their contract on the "Résilier votre contrat" form: their name,
// their e-mail and a number, either the contract's (the subscription's number) or their own member
// number. Pure rules, so the form's leniency (accents, case, order of names) is tested on its own.

/** Lower case, no accents, words separated by one space (hyphens and apostrophes count as spaces). */
export function normalizedName(value: string): string {
  return value.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase().replace(/[\s\-'’.,]+/g, ' ').trim();
}

/** The typed name is the member's: family name alone, or given and family names in either order. */
export function sameMemberName(typed: string, member: { givenName: string; familyName: string }): boolean {
  const name = normalizedName(typed);
  const given = normalizedName(member.givenName);
  const family = normalizedName(member.familyName);
  if (name === '' || family === '') return false;
  return name === family || name === `${given} ${family}`.trim() || name === `${family} ${given}`.trim();
}

export type ContractReference = { kind: 'contract'; subscriptionId: number } | { kind: 'member'; number: string };

/** A contract number is the subscription's number (digits, a leading # or "n°" allowed); anything else is read as a member number. */
export function contractReference(typed: string): ContractReference | null {
  const value = typed.trim().replace(/^(#|n°\s*|no\.?\s*)/i, '');
  if (value === '') return null;
  if (/^\d{1,9}$/.test(value)) return { kind: 'contract', subscriptionId: Number(value) };
  return { kind: 'member', number: value.toUpperCase() };
}
