// What a log line or the staff page may show of a recipient and of a provider's error: never a full
// phone number, never a code (CONTRACT §13).

/** `+33******78`; an e-mail keeps its first letter and its domain: `a***@example.com`. */
export function maskRecipient(recipient: string): string {
  const at = recipient.indexOf('@');
  if (at > 0) return `${recipient[0]}***${recipient.slice(at)}`;
  const digits = recipient.replace(/\D/g, '');
  if (digits.length < 4) return '***';
  return `${recipient.startsWith('+') ? '+' : ''}${digits.slice(0, 2)}${'*'.repeat(digits.length - 4)}${digits.slice(-2)}`;
}

// A run of 6 or more digits (with the spaces and dashes numbers are written with): a phone number or
// a one-time code, whichever a provider's error quotes. Dots are left out so an address
// (127.0.0.1:2525) stays readable.
const NUMBER_LIKE = /\+?\d[\d -]{4,}\d/g;

/** A provider's error as it may be stored and shown: numbers and codes masked, bounded in length. */
export function maskError(text: string): string {
  return text.replace(NUMBER_LIKE, (match) => (match.replace(/\D/g, '').length >= 6 ? maskRecipient(match) : match)).slice(0, 500);
}
