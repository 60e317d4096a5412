// E-mails typed into a sign-in form are looked up as typed by a person: surrounding spaces dropped,
// case ignored (the unique indexes are on lower(email)). Text no e-mail can be (empty, longer than
// 320 characters, or holding U+0000, which PostgreSQL refuses in a query) matches nobody.
const MAX_EMAIL_LENGTH = 320;

/** The e-mail to look up, or null when no account can have it. */
export function emailLookupKey(typed: string): string | null {
  const email = typed.trim();
  if (email.length === 0 || email.length > MAX_EMAIL_LENGTH || email.includes('\u0000')) return null;
  return email;
}
