// The new-contact form: the identity form's values plus the club, sent as the body of POST /contacts
// (contactCreateSchema), so the browser and the server check the same shape.
import type { ContactCreateInput } from '@/lib/domain/contacts/contact-input-schema';
import { toContactPatch, type ContactFormValues } from '../[contactId]/contact-form-values';

export type NewContactValues = ContactFormValues & { clubId: string };

export function emptyNewContact(clubId: number | undefined): NewContactValues {
  return {
    givenName: '', familyName: '', email: '', birthDate: '', gender: '', mobile: '', landline: '',
    address: { streetAddress: '', supplement: '', postalCode: '', addressLocality: '', addressCountry: '', addressCountryIso: '' },
    sourceId: '', parentalIdentificationValidated: false, clubId: clubId === undefined ? '' : String(clubId),
  };
}

/** Empty optional fields are left out rather than sent as null; an empty club is left to the domain to refuse. */
export function toContactCreateInput(values: NewContactValues): ContactCreateInput {
  const patch = toContactPatch(values);
  const input: ContactCreateInput = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== null)) as ContactCreateInput;
  const address = Object.fromEntries(Object.entries(patch.address ?? {}).filter(([, v]) => v !== null));
  if (Object.keys(address).length > 0) input.address = address;
  else delete input.address;
  if (values.clubId !== '') input.clubId = Number(values.clubId);
  return input;
}
