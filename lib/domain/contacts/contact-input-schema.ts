// The shapes of a contact's creation and change, shared by the API (after IRIs are read) and the
// back-office form. Whether a field is required depends on the tenant: see create-contact.ts.
import { z } from 'zod';
import { now } from '../../time/clock';
import { isIsoCountryCode } from '../countries/country-names';
import { dateInZone } from '../../time/zone';
import { isPhoneNumber } from './phone-number';

const text = (max: number) => z.string().trim().max(max);
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'A date is YYYY-MM-DD.')
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value), 'Not a calendar date.');
// Nobody is born after today; "today" is taken where the calendar is furthest ahead (UTC+14), so
// a baby born today anywhere can be registered.
const birthDate = isoDate.refine((value) => value <= dateInZone(now(), 'Pacific/Kiritimati'), 'A birth date cannot be in the future.');
// Kept as written; valid per libphonenumber-js, national numbers read as French (phone-number.ts).
const phone = z.string().trim().refine(isPhoneNumber, 'Not a phone number: a French one, or another country\'s written with + and its code.');

export const addressSchema = z.object({
  addressCountry: text(100).nullable(),
  addressCountryIso: z.string().trim().regex(/^[A-Za-z]{2}$/, 'A two-letter country code.').transform((v) => v.toUpperCase())
    .refine(isIsoCountryCode, 'An ISO 3166-1 alpha-2 country code, such as FR.').nullable(),
  addressLocality: text(100).nullable(),
  postalCode: text(20).nullable(),
  streetAddress: text(200).nullable(),
  supplement: text(200).nullable(),
}).partial().strict();

// Blank or null e-mails and names get through here so that the required-fields rule names them as
// `required` (see required-contact-fields.ts), the same answer as a field left out.
const email = z.string().trim().max(254)
  .refine((value) => value === '' || z.email().safeParse(value).success, 'Not an e-mail address.').nullable();

export const contactFieldsSchema = z.object({
  email,
  familyName: text(100).nullable(),
  givenName: text(100).nullable(),
  birthDate: birthDate.nullable(),
  gender: z.enum(['male', 'female', 'other']).nullable(),
  mobile: phone.nullable(),
  landline: phone.nullable(),
  // null removes the whole address (merge patch); an object changes only the fields it names.
  address: addressSchema.nullable(),
  sourceId: z.number().int().positive().nullable(),
  // Referentials of their family (CONTRACT §10), checked by lib/domain/referentials/check-referential-links.ts.
  occupationId: z.number().int().positive().nullable(),
  companyId: z.number().int().positive().nullable(),
  prescriberId: z.number().int().positive().nullable(),
  goalIds: z.array(z.number().int().positive()).max(50),
  motivationIds: z.array(z.number().int().positive()).max(50),
  pictureId: text(200).nullable(),
  parentalIdentificationValidated: z.boolean(),
}).partial().strict();

export const contactCreateSchema = contactFieldsSchema.extend({
  clubId: z.number().int().positive().optional(),
  state: z.enum(['prospect', 'temp']).optional(),
}).strict();

export type ContactFields = z.infer<typeof contactFieldsSchema>;
export type ContactCreateInput = z.infer<typeof contactCreateSchema>;
