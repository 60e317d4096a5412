import { z } from '@hono/zod-openapi';
import { mandateStates, signatureRequestStates } from '../../db/schema/mandates';
import { isIsoCountryCode } from '../../domain/countries/country-names';
import { mandateTransitions } from '../../domain/mandates/transition-mandate';
import { signatureTransitions } from '../../domain/signatures/validate-signature-request';
import { isCalendarDate } from '../../time/calendar';
import { iriField, iriId } from '../iri-field';
import { pagingQuery } from '../paging';

const iriString = z.string().openapi({ format: 'iri-reference' });
const isoDate = z.string().refine(isCalendarDate, 'A date is written YYYY-MM-DD.').openapi({ format: 'date', example: '2026-12-01' });
const text = (max = 200) => z.string().trim().min(1).max(max);
const contactIri = iriId('contacts', '/demo/contacts/1');
const isoCountry = z.string().trim().transform((code) => code.toUpperCase())
  .refine(isIsoCountryCode, 'An ISO 3166-1 alpha-2 country code, such as FR.').openapi({ type: 'string', example: 'FR' });
const clubIri = iriId('clubs', '/demo/clubs/1');

/** The spec's POST /mandates: every field required. */
export const mandateCreateBody = z.object({
  clubId: clubIri,
  contactId: contactIri,
  contactFamilyName: text(),
  contactGivenName: text(),
  contactNumber: text(50),
  contactAddress: z.object({
    addressCountry: text(), addressCountryIso: isoCountry, addressLocality: text(), postalCode: text(20), streetAddress: text(300),
  }).strict(),
  holder: text(),
  iban: z.string().max(64).openapi({ example: 'FR7630006000011234567890189', description: 'Spaces allowed; mod-97 checked (api.error.mandate.invalid-iban).' }),
  bic: z.string().max(16).openapi({ example: 'BNPAFRPPXXX', description: 'api.error.mandate.invalid-bic when not a BIC.' }),
  bank: text(),
  validFrom: isoDate,
  type: z.string().max(20).optional().openapi({
    example: 'sepa', description: '`sepa` (the default). Another type is api.error.mandate.unsupported-type; the BACS fields '
      + '(accountName, accountNumber, sortCode) sent beside a SEPA mandate are ignored and named in x-ignored-fields.',
  }),
}).strict().openapi('MandateInput');

export const mandateSchema = z.object({
  '@id': iriString, '@type': z.literal('Mandate'), id: z.number().int(), type: z.literal('sepa'), reference: z.string(),
  state: z.enum(mandateStates), clubId: iriString, contactId: iriString,
  contactFamilyName: z.string(), contactGivenName: z.string(), contactNumber: z.string(),
  contactAddress: z.object({ addressCountry: z.string(), addressCountryIso: z.string(), addressLocality: z.string(), postalCode: z.string(), streetAddress: z.string() }),
  holder: z.string(), iban: z.string().openapi({ description: 'Masked but its last 4 characters.' }), bic: z.string(), bank: z.string(),
  validFrom: z.string(), signedAt: z.string().nullable(), revokedAt: z.string().nullable(), createdAt: z.string(),
}).openapi('Mandate');

export const mandatesQuery = pagingQuery.extend({
  contactId: contactIri.optional().openapi({ param: { name: 'contactId', in: 'query' } }),
}).strict();

export const mandateTransitionBody = z.object({ transition: z.enum(mandateTransitions) }).strict().openapi('MandateTransition');

export const signatureRequestBody = z.object({
  contactId: contactIri,
  targetIds: z.array(iriField(['mandates', 'sales'], '/demo/mandates/1')).min(1).max(20)
    .openapi({ description: 'Mandate and/or sale IRIs of this contact.' }),
}).strict().openapi('SignatureRequestInput');

export const signatureRequestSchema = z.object({
  '@id': iriString, '@type': z.literal('SignatureRequest'), id: z.number().int(), contactId: iriString,
  state: z.enum(signatureRequestStates), targets: z.array(iriString), expiresAt: z.string(), signedAt: z.string().nullable(),
  triesLeft: z.number().int(), createdAt: z.string(),
}).openapi('SignatureRequest');

export const signatureTransitionBody = z.object({
  transition: z.enum(signatureTransitions),
  code: z.string().max(20).openapi({ example: '123456' }),
}).strict().openapi('SignatureTransition');

export const billingRunBody = z.object({ date: isoDate, club: clubIri }).strict().openapi('BillingRunInput');

export const billingRunSchema = z.object({
  '@id': iriString, '@type': z.literal('BillingRun'), id: z.number().int(), date: z.string(), club: iriString,
  invoices: z.number().int(), collected: z.number().int(), rejected: z.number().int(),
}).openapi('BillingRun');
