// The "new offer" form's values and what they become for createOffer. Prices are typed tax included
// with their tax; the part without tax is what is left (priceTE = priceTI − tax), so the split always
// holds. The refusals shown as staff type are the domain's own (offerCreateSchema, offerViolations).
import type { Rhythm } from '@/lib/domain/subscriptions/renewal-dates';
import { offerCreateSchema } from '@/lib/domain/catalog/catalog-input';
import { offerViolations } from '@/lib/domain/catalog/offer-rules';
import type { SaleChannel } from '@/lib/db/schema/catalog';
import type { OfferView } from '@/lib/domain/catalog/catalog-views';
import { translation } from './product-draft';

export interface EntryDraft {
  offset: string;
  interval: string;
  loop: string;
  priceTI: number;
  tax: number;
}

export interface OfferDraft {
  name: string;
  /** The name for members reading in English or French, when not the club's words. */
  nameEn: string;
  nameFr: string;
  channels: SaleChannel[];
  validFrom: string;
  validThrough: string;
  registrationFeeTI: number;
  registrationFeeName: string;
  priceTI: number;
  tax: number;
  rhythmBilling: '' | Rhythm;
  isFirstMonthPayed: boolean;
  isProrated: boolean;
  occurrences: EntryDraft[];
  recurrences: EntryDraft[];
}

export type EntryList = 'occurrences' | 'recurrences';

export function emptyOffer(today: string): OfferDraft {
  return {
    name: '', nameEn: '', nameFr: '', channels: ['club', 'web'], validFrom: today, validThrough: '', registrationFeeTI: 0, registrationFeeName: '',
    priceTI: 0, tax: 0, rhythmBilling: '', isFirstMonthPayed: false, isProrated: false, occurrences: [], recurrences: [],
  };
}

/** The form's values for an offer as it is, to edit it. */
export function draftOfOffer(offer: OfferView): OfferDraft {
  const entry = (e: OfferView['repaymentSchedule']['occurrences'][number]): EntryDraft =>
    ({ offset: e.offset, interval: e.interval, loop: String(e.loop), priceTI: e.priceTI, tax: e.tax });
  return {
    name: offer.name, nameEn: offer.translations.en?.name ?? '', nameFr: offer.translations.fr?.name ?? '', channels: offer.channels, validFrom: offer.validFrom, validThrough: offer.validThrough ?? '',
    registrationFeeTI: offer.registrationFeeTI, registrationFeeName: offer.registrationFeeName, priceTI: offer.priceTI, tax: offer.tax,
    rhythmBilling: offer.rhythmBilling ?? '', isFirstMonthPayed: offer.isFirstMonthPayed, isProrated: offer.isProrated,
    occurrences: offer.repaymentSchedule.occurrences.map(entry), recurrences: offer.repaymentSchedule.recurrences.map(entry),
  };
}

export const emptyEntry = (rhythm: OfferDraft['rhythmBilling']): EntryDraft =>
  ({ offset: 'P0W', interval: rhythm === 'monthly' || rhythm === '' ? 'P1M' : 'P1W', loop: '0', priceTI: 0, tax: 0 });

const whole = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : Number.NaN);

/** Basis points (2000 = 20 %) of the tax on the price without tax. */
const taxRate = (priceTI: number, tax: number) => (priceTI - tax > 0 ? Math.min(10_000, Math.round((tax * 10_000) / (priceTI - tax))) : 0);

function entryInput(entry: EntryDraft) {
  return {
    offset: entry.offset.trim().toUpperCase() || 'P0W', interval: entry.interval.trim().toUpperCase(), loop: whole(entry.loop),
    priceTI: entry.priceTI, priceTE: entry.priceTI - entry.tax, tax: entry.tax, taxRate: taxRate(entry.priceTI, entry.tax), priceCurrency: 'EUR',
  };
}

export function offerInput(productId: number, draft: OfferDraft) {
  return {
    productId, name: draft.name, channels: draft.channels, validFrom: draft.validFrom, validThrough: draft.validThrough || null,
    registrationFeeTI: draft.registrationFeeTI, registrationFeeName: draft.registrationFeeName,
    priceTI: draft.priceTI, priceTE: draft.priceTI - draft.tax, tax: draft.tax,
    isFirstMonthPayed: draft.isFirstMonthPayed, rhythmBilling: draft.rhythmBilling || null, isProrated: draft.isProrated,
    repaymentSchedule: { occurrences: draft.occurrences.map(entryInput), recurrences: draft.recurrences.map(entryInput) },
    translations: { en: translation({ name: draft.nameEn }), fr: translation({ name: draft.nameFr }) },
  };
}

export type OfferInput = ReturnType<typeof offerInput>;

/** The form field a path points at: a part without tax that falls below zero is the tax's fault. */
export function offerField(path: string): string {
  const translated = /^translations\.(en|fr)\.name$/.exec(path);
  if (translated) return translated[1] === 'en' ? 'nameEn' : 'nameFr';
  return path.replace(/priceTE$/, 'tax').replace(/taxRate$/, 'tax');
}

export type ViolationCode = 'interval-not-in-rhythm' | 'occurrence-without-span' | 'price-mismatch' | 'invalid-validity'
  | 'schedule-without-rhythm' | 'rhythm-without-schedule';

export interface OfferCheck {
  /** Shape refusals (a missing name, a date that is no date), by field: shown once staff try to save. */
  shape: Record<string, true>;
  /** The offer's rules (CONTRACT §9.1), by field, with their code: shown as staff type. */
  rules: Record<string, { code: ViolationCode; interval?: string; rhythm?: string }>;
}

export function checkOffer(input: OfferInput): OfferCheck {
  const shape: OfferCheck['shape'] = {};
  const parsed = offerCreateSchema.safeParse(input);
  if (!parsed.success) for (const issue of parsed.error.issues) shape[offerField(issue.path.join('.'))] = true;
  const rules: OfferCheck['rules'] = {};
  for (const v of offerViolations(input)) {
    const field = offerField(v.propertyPath);
    const entry = /^repaymentSchedule\.(occurrences|recurrences)\.(\d+)\./.exec(v.propertyPath);
    const interval = entry ? input.repaymentSchedule[entry[1] as EntryList][Number(entry[2])]?.interval : undefined;
    rules[field] ??= { code: v.errorCode.replace('api.error.offer.', '') as ViolationCode, ...(interval ? { interval } : {}), ...(input.rhythmBilling ? { rhythm: input.rhythmBilling } : {}) };
  }
  return { shape, rules };
}
