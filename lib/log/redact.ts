// What must never reach a log line: secrets, bearer tokens, passwords, one-time codes, full IBANs
// (CONTRACT §13). Fields are removed by name, at any depth; free text (an error's message, a
// database error's detail quoting a row) is scrubbed of what looks like a bearer token or an IBAN,
// whatever field carries it.

const SECRET_FIELDS = [
  'authorization', 'cookie', 'password', 'newPassword', 'secret', 'clientSecret', 'client_secret',
  'token', 'accessToken', 'access_token', 'refreshToken', 'code', 'loginCode', 'iban', 'IBAN', 'signingSecret',
];

/** Field names compared in lower case, at any depth of a line (a header is one of them too). */
const SECRET_NAMES = new Set([...SECRET_FIELDS, 'x-api-key'].map((f) => f.toLowerCase()));

/** True for a field whose value never reaches a log line, whatever it holds. */
export function isSecretField(name: string): boolean {
  return SECRET_NAMES.has(name.toLowerCase());
}

export const REDACTED = '[redacted]';

// Two letters, two check digits, then 11 to 30 letters and digits, with or without the spaces of the
// printed form; the last four stay, as the API shows a mandate's IBAN.
const IBAN = /\b([A-Z]{2}\d{2}(?: ?[A-Z0-9]){7,26})([A-Z0-9]{4})\b/g;
const BEARER = /\b(Bearer|Basic)\s+[A-Za-z0-9._~+/=-]+/gi;
const JWT = /\beyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*/g;

/** Free text with bearer credentials, JWTs and IBANs (all but the last four characters) blanked. */
export function scrubText(text: string): string {
  return text
    .replace(BEARER, (_m, scheme: string) => `${scheme} ${REDACTED}`)
    .replace(JWT, REDACTED)
    .replace(IBAN, (_m, _head: string, tail: string) => `****${tail}`);
}

/** The same over a value: strings scrubbed, objects and arrays walked (a few levels: log lines are small). */
export function scrubValue(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return scrubText(value);
  if (depth > 4 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((v) => scrubValue(v, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) out[key] = isSecretField(key) ? REDACTED : scrubValue(v, depth + 1);
  return out;
}
