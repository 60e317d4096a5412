// The identity form's values and their translation to and from the contact. The form holds text
// (an empty box is ''); the patch sent is in the shape of contactFieldsSchema, the schema of
// PATCH /contacts/{id}, where an empty optional value is null. Field names are the schema's paths,
// so an error from either side lands on its field.
import type { Contact } from '@/lib/db/schema';
import type { ContactFields } from '@/lib/domain/contacts/contact-input-schema';

export const ADDRESS_KEYS = ['streetAddress', 'supplement', 'postalCode', 'addressLocality', 'addressCountry', 'addressCountryIso'] as const;
type AddressKey = (typeof ADDRESS_KEYS)[number];

export interface ContactFormValues {
  givenName: string;
  familyName: string;
  email: string;
  birthDate: string;
  gender: '' | 'male' | 'female' | 'other';
  mobile: string;
  landline: string;
  address: Record<AddressKey, string>;
  sourceId: string;
  parentalIdentificationValidated: boolean;
}

export const CONTACT_FIELD_PATHS = [
  'givenName', 'familyName', 'email', 'birthDate', 'gender', 'mobile', 'landline', 'sourceId', 'parentalIdentificationValidated',
  ...ADDRESS_KEYS.map((key) => `address.${key}` as const),
] as const;

export function toContactFormValues(contact: Contact): ContactFormValues {
  return {
    givenName: contact.givenName,
    familyName: contact.familyName,
    email: contact.email,
    birthDate: contact.birthDate ?? '',
    gender: contact.gender === 'male' || contact.gender === 'female' || contact.gender === 'other' ? contact.gender : '',
    mobile: contact.mobile ?? '',
    landline: contact.landline ?? '',
    address: Object.fromEntries(ADDRESS_KEYS.map((key) => [key, contact[key] ?? ''])) as Record<AddressKey, string>,
    sourceId: contact.sourceId === null ? '' : String(contact.sourceId),
    parentalIdentificationValidated: contact.parentalIdentificationValidated,
  };
}

const orNull = (text: string) => (text.trim() === '' ? null : text);

type Dirty = Partial<Record<keyof ContactFormValues, unknown>> & { address?: Partial<Record<AddressKey, unknown>> | boolean };

/**
 * The merge patch of the changed fields (all of them without `dirty`): two people editing different
 * fields of one contact do not overwrite each other, and an untouched required field is never sent.
 */
export function toContactPatch(values: ContactFormValues, dirty?: Dirty): ContactFields {
  const changed = (key: keyof ContactFormValues) => !dirty || Boolean(dirty[key]);
  const patch: ContactFields = {};
  if (changed('givenName')) patch.givenName = values.givenName;
  if (changed('familyName')) patch.familyName = values.familyName;
  if (changed('email')) patch.email = values.email;
  if (changed('birthDate')) patch.birthDate = orNull(values.birthDate);
  if (changed('gender')) patch.gender = values.gender === '' ? null : values.gender;
  if (changed('mobile')) patch.mobile = orNull(values.mobile);
  if (changed('landline')) patch.landline = orNull(values.landline);
  if (changed('sourceId')) patch.sourceId = values.sourceId === '' ? null : Number(values.sourceId);
  if (changed('parentalIdentificationValidated')) patch.parentalIdentificationValidated = values.parentalIdentificationValidated;
  const addressDirty = dirty?.address;
  const addressKeys = ADDRESS_KEYS.filter((key) => !dirty || addressDirty === true || (typeof addressDirty === 'object' && addressDirty[key]));
  if (addressKeys.length > 0) patch.address = Object.fromEntries(addressKeys.map((key) => [key, orNull(values.address[key])]));
  return patch;
}
