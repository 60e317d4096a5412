// The settings form's values: exactly the editable part of the club, in the shape of the schema the
// server validates (clubPatchSchema), so the form and the server action share one validation.
import type { Club, OnlineCancellationSettings } from '@/lib/db/schema';
import type { Locale } from '@/lib/i18n/locales';

export interface ClubSettingsValues {
  name: string;
  defaultLanguage: Locale;
  timeZone: string;
  debitDays: number[];
  onlinePayment: boolean;
  bookingWindowDays: number;
  lateCancelHours: number;
  suspensionMinDays: number;
  suspensionMaxDays: number;
  /** Cents (0: free). */
  suspensionFee: number;
  onlineCancellation: OnlineCancellationSettings;
  /** The legal and SEPA creditor details, as typed ('' for none: the schema stores an empty one as null). */
  legalName: string;
  legalAddress: string;
  registrationNumber: string;
  vatNumber: string;
  sepaCreditorId: string;
  creditorIban: string;
  creditorBic: string;
}

export const LEGAL_FIELDS = ['legalName', 'legalAddress', 'registrationNumber', 'vatNumber', 'sepaCreditorId', 'creditorIban', 'creditorBic'] as const;
export type LegalField = (typeof LEGAL_FIELDS)[number];

/** The form fields by their path, which is also the schema's path for each of them. */
export const FIELD_PATHS = [
  'name', 'defaultLanguage', 'timeZone', 'debitDays', 'onlinePayment', 'bookingWindowDays', 'lateCancelHours',
  'suspensionMinDays', 'suspensionMaxDays', 'suspensionFee',
  'onlineCancellation.enabled', 'onlineCancellation.subscriptionTypes', 'onlineCancellation.includedCancellationMotiveIds',
  'onlineCancellation.debtLimit', 'onlineCancellation.minimumDelayDays', 'onlineCancellation.noticePeriodDays',
  'onlineCancellation.dailyQuota', 'onlineCancellation.eligibleTags', 'onlineCancellation.prohibitedTags',
  ...LEGAL_FIELDS,
] as const;

export function toFormValues(club: Pick<Club, Exclude<keyof ClubSettingsValues, LegalField>> & Record<LegalField, string | null>): ClubSettingsValues {
  const rules = club.onlineCancellation;
  return {
    name: club.name,
    defaultLanguage: club.defaultLanguage,
    timeZone: club.timeZone,
    debitDays: [...club.debitDays].sort((a, b) => a - b),
    onlinePayment: club.onlinePayment,
    bookingWindowDays: club.bookingWindowDays,
    lateCancelHours: club.lateCancelHours,
    suspensionMinDays: club.suspensionMinDays,
    suspensionMaxDays: club.suspensionMaxDays,
    suspensionFee: club.suspensionFee,
    onlineCancellation: {
      enabled: rules.enabled,
      subscriptionTypes: rules.subscriptionTypes,
      includedCancellationMotiveIds: rules.includedCancellationMotiveIds,
      debtLimit: rules.debtLimit,
      minimumDelayDays: rules.minimumDelayDays,
      noticePeriodDays: rules.noticePeriodDays,
      dailyQuota: rules.dailyQuota,
      eligibleTags: rules.eligibleTags,
      prohibitedTags: rules.prohibitedTags,
    },
    ...Object.fromEntries(LEGAL_FIELDS.map((field) => [field, club[field] ?? ''])) as Record<LegalField, string>,
  };
}
