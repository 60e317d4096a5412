// The "new product" form's values and what they become for createProduct: one behaviour follows
// from the product's type (its configuration typed in the form), a badge behaviour when asked for.
import type { ProductType } from '@/lib/db/schema';
import type { ProductView } from '@/lib/domain/catalog/catalog-views';
import type { ProductBehaviorInput } from '@/lib/domain/catalog/product-behaviors';

export interface ProductDraft {
  type: ProductType;
  name: string;
  description: string;
  clubId: string;
  validityPeriod: string;
  paymentType: 'direct_debit' | 'upfront';
  fixedTerm: boolean;
  mandatory: boolean;
  sessions: string;
  grantsBadge: boolean;
  requiredTags: string[];
  grantedTags: string[];
  minimumAge: string;
  /** The name and description for members reading in English or French, when not the club's words. */
  nameEn: string;
  nameFr: string;
  descriptionEn: string;
  descriptionFr: string;
}

export const emptyProduct: ProductDraft = {
  type: 'subscription', name: '', description: '', clubId: '', validityPeriod: 'P12M', paymentType: 'direct_debit', fixedTerm: false,
  mandatory: false, sessions: '10', grantsBadge: false, requiredTags: [], grantedTags: [], minimumAge: '',
  nameEn: '', nameFr: '', descriptionEn: '', descriptionFr: '',
};

/** The form's values for a product as it is, to edit it. */
export function draftOfProduct(product: Omit<ProductView, 'offerIds'>): ProductDraft {
  const draft: ProductDraft = {
    ...emptyProduct, type: product.type, name: product.name, description: product.description, clubId: product.clubId === null ? '' : String(product.clubId),
    requiredTags: product.requiredTags, grantedTags: product.grantedTags, minimumAge: product.minimumAge === null ? '' : String(product.minimumAge),
    nameEn: product.translations.en?.name ?? '', nameFr: product.translations.fr?.name ?? '',
    descriptionEn: product.translations.en?.description ?? '', descriptionFr: product.translations.fr?.description ?? '',
  };
  for (const behavior of product.behaviors) {
    const c = behavior.configuration as Record<string, unknown>;
    if (behavior.type === 'badge') draft.grantsBadge = true;
    if (typeof c.validityPeriod === 'string') draft.validityPeriod = c.validityPeriod;
    if (c.paymentType === 'direct_debit' || c.paymentType === 'upfront') draft.paymentType = c.paymentType;
    if (typeof c.fixedTerm === 'boolean') draft.fixedTerm = c.fixedTerm;
    if (typeof c.mandatory === 'boolean') draft.mandatory = c.mandatory;
    if (typeof c.sessions === 'number') draft.sessions = String(c.sessions);
  }
  return draft;
}

/** Which behaviour a product type carries, and so which configuration fields the form shows. */
export function behaviourOf(type: ProductType): 'subscription' | 'subscription_option' | 'sessions' | null {
  if (type === 'subscription') return 'subscription';
  if (type === 'subscription_option') return 'subscription_option';
  if (type === 'counter' || type === 'test_session' || type === 'countermark' || type === 'package') return 'sessions';
  return null;
}

/** The texts typed for one language, the empty ones left out (an empty field: as the club writes it). */
export function translation<T extends Record<string, string>>(texts: T): Partial<T> {
  return Object.fromEntries(Object.entries(texts).map(([k, v]) => [k, v.trim()]).filter(([, v]) => v !== '')) as Partial<T>;
}

const whole = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : text.trim() === '' ? null : Number.NaN);

export function productInput(draft: ProductDraft) {
  const behaviors: ProductBehaviorInput[] = [];
  const kind = behaviourOf(draft.type);
  if (kind === 'subscription') {
    behaviors.push({ type: 'subscription', configuration: { validityPeriod: draft.validityPeriod, paymentType: draft.paymentType, fixedTerm: draft.fixedTerm } });
  } else if (kind === 'subscription_option') {
    behaviors.push({ type: 'subscription_option', configuration: { validityPeriod: draft.validityPeriod, mandatory: draft.mandatory } });
  } else if (kind === 'sessions') {
    behaviors.push({ type: 'sessions', configuration: { sessions: whole(draft.sessions) ?? Number.NaN, validityPeriod: draft.validityPeriod } });
  }
  if (draft.grantsBadge || draft.type === 'badge') behaviors.push({ type: 'badge', configuration: {} });
  return {
    type: draft.type, name: draft.name, description: draft.description, clubId: draft.clubId ? Number(draft.clubId) : null,
    productBehaviors: behaviors, requiredTags: draft.requiredTags, grantedTags: draft.grantedTags, minimumAge: whole(draft.minimumAge),
    translations: {
      en: translation({ name: draft.nameEn, description: draft.descriptionEn }),
      fr: translation({ name: draft.nameFr, description: draft.descriptionFr }),
    },
  };
}

/** The form field a path of the product's schema points at. */
export function productField(path: string): string {
  if (path.startsWith('productBehaviors')) {
    if (path.endsWith('sessions')) return 'sessions';
    return 'validityPeriod';
  }
  const translated = /^translations\.(en|fr)\.(name|description)$/.exec(path);
  if (translated) return `${translated[2]}${translated[1] === 'en' ? 'En' : 'Fr'}`;
  return path.split('.')[0] ?? path;
}
