// The shape of a change to a club's settings, shared by PATCH /clubs/{id} (after IRIs are read)
// and the back-office settings form (zodResolver): one schema, one set of messages.
import { z } from 'zod';
import { isValidBIC, isValidIBAN } from 'ibantools';
import { isValidCreditorId } from '../../bank/creditor-id';
import { LOCALES } from '../../i18n/locales';
import { canonicalTimeZone, isValidTimeZone } from '../../time/zone';

export const subscriptionKinds = ['direct_debit', 'upfront', 'fixed_term'] as const;

const tagName = z.string().trim().min(1).max(100);
const distinct = <T>(list: T[]) => new Set(list).size === list.length;

export const onlineCancellationPatchSchema = z.object({
  enabled: z.boolean(),
  subscriptionTypes: z.array(z.enum(subscriptionKinds)).refine(distinct, 'Each type only once.'),
  includedCancellationMotiveIds: z.array(z.number().int().positive()).max(200).refine(distinct, 'Each motive only once.'),
  debtLimit: z.number().int().min(0, 'The debt limit cannot be negative.').max(100_000_000),
  minimumDelayDays: z.number().int().min(0).max(3650),
  noticePeriodDays: z.number().int().min(0).max(3650),
  dailyQuota: z.number().int().min(1, 'A quota is at least 1; leave it empty for no quota.').max(100_000).nullable(),
  eligibleTags: z.array(tagName).max(50),
  prohibitedTags: z.array(tagName).max(50),
}).partial().strict();

/** Free text that may be cleared: trimmed, an empty one is null. */
const optionalText = (max: number) => z.string().trim().max(max).nullable().transform((v) => (v ? v : null));
const compact = (v: string) => v.replace(/\s+/g, '').toUpperCase();

/** A club's legal and creditor details (CONTRACT §12, §15), each checked against its format when saved. */
export const clubLegalSchema = z.object({
  legalName: optionalText(200),
  legalAddress: optionalText(500),
  registrationNumber: optionalText(40),
  vatNumber: z.string().max(40).nullable().transform((v) => (v ? compact(v) : null))
    .refine((v) => v === null || /^[A-Z]{2}[0-9A-Z]{2,13}$/.test(v), 'A VAT number is a country code and 2 to 13 letters or digits (FR12345678901).'),
  sepaCreditorId: z.string().max(40).nullable().transform((v) => (v ? compact(v) : null))
    .refine((v) => v === null || isValidCreditorId(v), 'Not a valid SEPA creditor identifier (FR12ZZZ123456: country, check digits, business code, national id).'),
  creditorIban: z.string().max(50).nullable().transform((v) => (v ? compact(v) : null))
    .refine((v) => v === null || isValidIBAN(v), 'Not a valid IBAN.'),
  creditorBic: z.string().max(20).nullable().transform((v) => (v ? compact(v) : null))
    .refine((v) => v === null || isValidBIC(v), 'Not a valid BIC (8 or 11 characters).'),
});

export const shareTargetSchema = z.object({
  kind: z.enum(['club', 'node']),
  id: z.number().int().positive(),
}).strict();

export const clubPatchSchema = z.object({
  name: z.string().trim().min(1, 'The name is required.').max(120),
  code: z.string().trim().regex(/^[A-Za-z0-9_-]{1,16}$/, 'Letters, digits, - and _, at most 16.'),
  /** The language members and staff are addressed in when neither they nor their browser choose one. */
  defaultLanguage: z.enum(LOCALES),
  timeZone: z.string().max(100).refine(isValidTimeZone, 'Unknown time zone.').transform(canonicalTimeZone),
  debitDays: z.array(z.number().int().min(1, 'Debit days are 1 to 28.').max(28, 'Debit days are 1 to 28.'))
    .min(1, 'At least one debit day.').max(28).refine(distinct, 'Each day only once.'),
  onlinePayment: z.boolean(),
  bookingWindowDays: z.number().int().min(0).max(365),
  lateCancelHours: z.number().int().min(0).max(168),
  /** Access control (CONTRACT §11, §15): how many members it holds (null: not said), and how long an `in` forbids another (0: off). */
  capacity: z.number().int().min(0).max(100_000).nullable(),
  antiPassbackMinutes: z.number().int().min(0).max(1440),
  /** Suspensions (CONTRACT §15): the shortest and the longest a member may ask for, in days (both ends counted). */
  suspensionMinDays: z.number().int().min(1).max(3650),
  suspensionMaxDays: z.number().int().min(1).max(3650),
  /** What accepting a suspension costs the member, in cents (0: free). */
  suspensionFee: z.number().int().min(0, 'A fee cannot be negative.').max(100_000),
  sharingBookingClubs: z.array(shareTargetSchema).max(100),
  onlineCancellation: onlineCancellationPatchSchema,
  /** The motive a quick cancellation takes when the member gives none (CONTRACT §15); null: the first the club includes. */
  defaultCancellationMotiveId: z.number().int().positive().nullable(),
}).extend(clubLegalSchema.shape).partial().strict();

export type ClubPatch = z.infer<typeof clubPatchSchema>;
