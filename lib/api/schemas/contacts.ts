import { z } from '@hono/zod-openapi';
import { addressSchema, contactFieldsSchema, contactCreateSchema } from '../../domain/contacts/contact-input-schema';
import { contactStates, identificatorTypes, optinChannels, optinTypes } from '../../db/schema';
import { iriId } from '../iri-field';
import { refuseUnknownFields } from '../unknown-fields';

const iriString = z.string().openapi({ format: 'iri-reference' });

export const contactTagSchema = z.object({
  '@id': iriString, '@type': z.literal('ContactTag'), id: z.number().int(), name: z.string(),
  validFrom: z.string(), validThrough: z.string().nullable(), contactId: iriString,
}).openapi('ContactTag');

export const addressOutSchema = z.object({
  '@id': iriString, '@type': z.literal('PostalAddress'), addressCountry: z.string(), addressCountryIso: z.string(),
  addressLocality: z.string(), postalCode: z.string(), streetAddress: z.string(), supplement: z.string(),
}).openapi('Address');

export const contactSchema = z.object({
  '@id': iriString, '@type': z.literal('Person'), id: z.number().int(), number: z.string(),
  familyName: z.string(), givenName: z.string(), birthDate: z.string().nullable(), gender: z.string().nullable(),
  email: z.string(), mobile: z.string().nullable(), landline: z.string().nullable(), address: addressOutSchema,
  pictureId: z.string().nullable(), tags: z.array(contactTagSchema), clubId: iriString, sourceId: iriString.nullable(),
  occupationId: iriString.nullable(), companyId: iriString.nullable(), prescriberId: iriString.nullable(),
  goalIds: z.array(iriString), motivationIds: z.array(iriString),
  state: z.enum(contactStates), parentalIdentificationValidated: z.boolean(), initialSalepersonId: iriString.nullable(),
  blocked: z.boolean().openapi({ description: 'True while a tag whose name starts with `blocking` is valid.' }),
  closure: iriString.nullable().openapi({ description: 'The active closure (GET /closures/{id}) while the contact is closed, else null.' }),
  erasedAt: z.string().nullable().openapi({ format: 'date-time', description: 'When its personal data was erased (POST /contacts/{id}/erase), else null.' }),
}).openapi('Contact');

export const limitedContactSchema = z.object({
  '@id': iriString, '@type': z.literal('Person'), number: z.string(), birthDate: z.string().nullable(),
  familyName: z.string(), gender: z.string().nullable(), givenName: z.string(), pictureId: z.string().nullable(),
  clubId: iriString, state: z.enum(contactStates),
  partialPhoneNumber: z.string().nullable().openapi({ example: '********78' }),
}).openapi('LimitedContact');

const referentialIri = (family: string) => iriId(`referentials/${family}`, `/demo/referentials/${family}/1`);
/** The fields that name a source or a referential (CONTRACT §10), as IRIs of their collection. */
const withSourceIri = {
  sourceId: iriId('sources', '/demo/sources/1').nullable().optional(),
  occupationId: referentialIri('occupations').nullable().optional(),
  companyId: referentialIri('companies').nullable().optional(),
  prescriberId: referentialIri('prescribers').nullable().optional(),
  goalIds: z.array(referentialIri('goals')).max(50).optional(),
  motivationIds: z.array(referentialIri('motivations')).max(50).optional(),
};
const IRI_FIELDS = { sourceId: true, occupationId: true, companyId: true, prescriberId: true, goalIds: true, motivationIds: true } as const;

/**
 * `addressCountryCode`, the name partners' clients (Stadline's collection) give the country's
 * ISO code, is read as `addressCountryIso` (docs/decisions.md, "Partner client conventions"); both
 * at once are one field given twice, refused as an unknown field unless they agree.
 */
function countryCodeAsIso(value: unknown): unknown {
  if (typeof value !== 'object' || value === null || !('addressCountryCode' in value)) return value;
  const { addressCountryCode, ...rest } = value as Record<string, unknown>;
  if ('addressCountryIso' in rest && rest.addressCountryIso !== addressCountryCode) return value;
  return { ...rest, addressCountryIso: addressCountryCode };
}
const apiAddress = z.preprocess(countryCodeAsIso, addressSchema.nullable()).optional();

export const contactCreateBody = contactCreateSchema.omit({ clubId: true, ...IRI_FIELDS }).extend({
  clubId: iriId('clubs', '/demo/clubs/1').optional(),
  address: apiAddress,
  ...withSourceIri,
}).strict().openapi('ContactCreate');

export const contactPatchBody = contactFieldsSchema.omit(IRI_FIELDS).extend({ address: apiAddress, ...withSourceIri })
  .strict().openapi('ContactPatch');

export const migrateBody = z.object({
  targetContactId: iriId('contacts', '/demo/contacts/12'),
  targetClubId: iriId('clubs', '/demo/clubs/2'),
}).strict().openapi('ContactMigration');

export const emailQuery = z.object({
  email: z.string().max(320).openapi({ param: { name: 'email', in: 'query' }, example: 'alice%2Btest%40demo.test' }),
});


export const tagBody = z.object({
  contactId: iriId('contacts', '/demo/contacts/1'),
  name: z.string().trim().min(1).max(100),
  validFrom: z.iso.date().optional(),
  validThrough: z.iso.date().nullable().optional(),
}).strict().openapi('ContactTagInput');

export const badgeSchema = z.object({
  '@id': iriString, '@type': z.literal('Identificator'), id: z.number().int(), number: z.string(),
  type: z.enum(identificatorTypes), targetId: iriString, state: z.enum(['active', 'disabled', 'revoked']),
  disabled: z.boolean(), disabledAt: z.string().nullable(), createdAt: z.string(),
}).openapi('Identificator');
const badgeNumber = z.string().trim().min(1).max(64);
/** CONTRACT §11: `type` defaults to badge; without `number` one is generated (12 digits, or 32 URL-safe characters for a qrcode). */
export const badgeCreateBody = z.object({
  targetId: iriId('contacts', '/demo/contacts/1'), type: z.enum(identificatorTypes).optional(), number: badgeNumber.optional(),
}).strict().openapi('IdentificatorInput');
export const badgePatchBody = z.object({ number: badgeNumber }).strict().openapi('IdentificatorPatch');

export const optinSchema = z.object({
  '@id': iriString, '@type': z.literal('Optin'), id: z.number().int(), contactId: iriString,
  channel: z.enum(optinChannels), type: z.enum(optinTypes), isAuthorized: z.boolean(), updatedAt: z.string(),
}).openapi('Optin');
export const optinFilters = z.object({
  contactId: iriId('contacts', '/demo/contacts/1').optional().openapi({ param: { name: 'contactId', in: 'query' } }),
  channel: z.enum(optinChannels).optional().openapi({ param: { name: 'channel', in: 'query' } }),
  type: z.enum(optinTypes).optional().openapi({ param: { name: 'type', in: 'query' } }),
});
// The spec names this refusal (api.error.optin.read-only-field): channel, type and contact are not ignored.
export const optinBody = refuseUnknownFields(z.object({ isAuthorized: z.boolean() }).strict().openapi('OptinUpdate'));
