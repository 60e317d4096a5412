// What a sale's body may carry about its contact (spec, POST /sales): given now, or later, or copied
// from the contact; needed before validation (the invoice names them).
export interface SaleAddress {
  addressCountry?: string | null;
  addressLocality?: string | null;
  postalCode?: string | null;
  streetAddress?: string | null;
}

export interface SaleContactFields {
  contactFamilyName?: string | null;
  contactGivenName?: string | null;
  contactNumber?: string | null;
  address?: SaleAddress | null;
}

export interface SaleCreation extends SaleContactFields {
  contactId: number;
  clubId: number;
  clubCode: string;
  /** The checkout; the club's web checkout when left out. */
  checkoutId?: number;
}

interface ContactIdentity {
  familyName: string;
  givenName: string;
  number: string;
  addressCountry: string | null;
  addressLocality: string | null;
  postalCode: string | null;
  streetAddress: string | null;
}

const given = (value: string | null | undefined, fallback: string | null): string | null => {
  const text = value?.trim();
  return text ? text : fallback?.trim() || null;
};

/** The sale's copy of its contact: what the body gives, else the contact's own values. */
export function saleContactCopy(input: SaleContactFields, contact: ContactIdentity) {
  const address = input.address ?? {};
  return {
    contactFamilyName: given(input.contactFamilyName, contact.familyName),
    contactGivenName: given(input.contactGivenName, contact.givenName),
    contactNumber: given(input.contactNumber, contact.number),
    addressCountry: given(address.addressCountry, contact.addressCountry),
    addressLocality: given(address.addressLocality, contact.addressLocality),
    postalCode: given(address.postalCode, contact.postalCode),
    streetAddress: given(address.streetAddress, contact.streetAddress),
  };
}
