import type { ContactFields } from './contact-input-schema';
import type { ContactValues } from './insert-contact-row';

const NO_ADDRESS = {
  addressCountry: null, addressCountryIso: null, addressLocality: null, postalCode: null, streetAddress: null, supplement: null,
} as const;

/**
 * A contact's input fields as table columns (the address object is stored flat). A null name is
 * stored empty (the columns hold text); a blank e-mail never gets here, the required-fields rule
 * refuses it first, so it is left out rather than written.
 */
export function contactColumns(fields: ContactFields): Partial<ContactValues> {
  const { address, email, familyName, givenName, ...rest } = fields;
  return {
    ...rest,
    ...(email ? { email } : {}),
    ...(familyName !== undefined ? { familyName: familyName ?? '' } : {}),
    ...(givenName !== undefined ? { givenName: givenName ?? '' } : {}),
    ...(address === null ? NO_ADDRESS : address ?? {}),
  };
}
