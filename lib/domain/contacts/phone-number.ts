// Phone numbers, read by libphonenumber-js with its `min` metadata (valid numbers per country, not
// their types). A number written without its country code (06 12 34 56 78) is French: our clubs are.
// Contacts keep the number as it was written (partners read back what they sent); it is brought to
// E.164 (+33612345678) where it leaves us, for the SMS provider.
import parsePhoneNumber, { type CountryCode, type PhoneNumber } from 'libphonenumber-js/min';

export const DEFAULT_PHONE_REGION: CountryCode = 'FR';

/** What a phone field may hold at all: digits, spaces, + ( ) . -, 6 to 20 of them (no letters, no "ext."). */
const WRITTEN_FORM = /^\+?[0-9 ().-]{6,20}$/;

/** The number written in `text`, if it is a valid one (national numbers read as French). */
export function readPhoneNumber(text: string): PhoneNumber | undefined {
  const trimmed = text.trim();
  if (!WRITTEN_FORM.test(trimmed)) return undefined;
  const parsed = parsePhoneNumber(trimmed, { defaultCountry: DEFAULT_PHONE_REGION, extract: false });
  return parsed?.isValid() ? parsed : undefined;
}

export function isPhoneNumber(text: string): boolean {
  return readPhoneNumber(text) !== undefined;
}

/** The E.164 form (+33612345678) of a valid number, else null. */
export function toE164(text: string | null): string | null {
  return text === null ? null : readPhoneNumber(text)?.number ?? null;
}
