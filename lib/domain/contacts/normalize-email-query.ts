/**
 * An e-mail from a query string. A `+` sent without percent-encoding arrives decoded as a space;
 * addresses cannot contain spaces, so a space is read back as the plus it was.
 */
export function normalizeEmailQuery(value: string): string {
  return value.trim().replace(/ /g, '+');
}
