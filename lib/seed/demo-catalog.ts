// The demo catalog of CONTRACT §9.9, in every club of a tenant: both kinds of billing (a monthly
// direct-debit subscription with a registration fee and a 3-month promotion, a week4 one, a yearly
// upfront one), an option, a 10-session booklet, a trial session, a shop product and a product that
// requires the tag `student`. The monthly direct-debit offer is closed to members with a debt.
import type { Executor } from '../db/client';
import { offers, products, type ProductBehavior, type ProductType, type ScheduleEntry } from '../db/schema';
import type { TenantRef } from '../domain/context';
import { assertOfferRules } from '../domain/catalog/offer-rules';

const ALL = ['club', 'web', 'terminal'] as const;
const VALID_FROM = '2025-01-01';

/** An entry of `priceTI` cents per interval at 20% VAT (tax rounded to the cent). */
function entry(interval: string, priceTI: number, span: { offset?: string; loop?: number } = {}): ScheduleEntry {
  const tax = Math.round(priceTI / 6);
  return { offset: span.offset ?? 'P0W', interval, loop: span.loop ?? 0, priceTI, priceTE: priceTI - tax, tax, taxRate: 2000, priceCurrency: 'EUR' };
}

interface DemoOffer {
  name: string;
  channels?: readonly ('club' | 'web' | 'terminal')[];
  registrationFeeTI?: number;
  registrationFeeName?: string;
  priceTI?: number;
  isFirstMonthPayed?: boolean;
  rhythmBilling?: 'week1' | 'week4' | 'monthly' | null;
  isProrated?: boolean;
  occurrences?: ScheduleEntry[];
  recurrences?: ScheduleEntry[];
  maxDebt?: number | null;
}

interface DemoProduct {
  name: string;
  description: string;
  type: ProductType;
  behaviors: ProductBehavior[];
  requiredTags?: string[];
  grantedTags?: string[];
  minimumAge?: number | null;
  offers: DemoOffer[];
}

const subscription = (validityPeriod: string, paymentType: 'direct_debit' | 'upfront', fixedTerm = false): ProductBehavior =>
  ({ type: 'subscription', configuration: { validityPeriod, paymentType, fixedTerm } });

export const DEMO_CATALOG: DemoProduct[] = [
  {
    name: 'Monthly Club', description: 'Unlimited access, 12-month commitment, paid by direct debit.', type: 'subscription',
    behaviors: [subscription('P12M', 'direct_debit')], minimumAge: 16,
    offers: [{
      name: 'Monthly Club — 3 months at 19.90', registrationFeeTI: 4900, registrationFeeName: 'Registration fee', isFirstMonthPayed: true,
      rhythmBilling: 'monthly', occurrences: [entry('P1M', 1990, { offset: 'P3M' })], recurrences: [entry('P1M', 2990)], maxDebt: 0,
    }],
  },
  {
    name: 'Four-weekly Club', description: 'Unlimited access, billed every four weeks.', type: 'subscription',
    behaviors: [subscription('P52W', 'direct_debit')], minimumAge: 16,
    offers: [{ name: 'Four-weekly Club', registrationFeeTI: 2900, registrationFeeName: 'Registration fee', rhythmBilling: 'week4', recurrences: [entry('P1W', 790)] }],
  },
  {
    name: 'Yearly upfront', description: 'One year of access, paid at once.', type: 'subscription',
    behaviors: [subscription('P12M', 'upfront')], minimumAge: 16,
    offers: [{ name: 'Yearly upfront', priceTI: 39000 }],
  },
  {
    name: 'Sauna and spa', description: 'Option: sauna and spa access.', type: 'subscription_option',
    behaviors: [{ type: 'subscription_option', configuration: { validityPeriod: 'P12M', mandatory: false } }],
    offers: [{ name: 'Sauna and spa', rhythmBilling: 'monthly', recurrences: [entry('P1M', 900)] }],
  },
  {
    name: '10-session booklet', description: 'Ten classes, valid six months.', type: 'counter',
    behaviors: [{ type: 'sessions', configuration: { sessions: 10, validityPeriod: 'P6M' } }],
    offers: [{ name: '10 sessions', priceTI: 12000 }],
  },
  {
    name: 'Trial session', description: 'One free class to try the club.', type: 'test_session',
    behaviors: [{ type: 'sessions', configuration: { sessions: 1, validityPeriod: 'P2W' } }], grantedTags: ['trial'],
    offers: [{ name: 'Free trial', channels: ['web', 'club'] }],
  },
  {
    name: 'Water bottle', description: 'Club water bottle, 750 ml.', type: 'regular', behaviors: [],
    offers: [{ name: 'Water bottle', channels: ['club', 'terminal'], priceTI: 1500 }],
  },
  {
    name: 'Student monthly', description: 'Unlimited access for students (tag student), no commitment.', type: 'subscription',
    behaviors: [subscription('P1M', 'direct_debit')], requiredTags: ['student'],
    offers: [{ name: 'Student monthly', rhythmBilling: 'monthly', isProrated: true, recurrences: [entry('P1M', 1990)] }],
  },
];

function offerRow(tenant: TenantRef, productId: number, o: DemoOffer) {
  const priceTI = o.priceTI ?? 0;
  const tax = Math.round(priceTI / 6);
  const row = {
    tenantId: tenant.id, productId, name: o.name, channels: [...(o.channels ?? ALL)], validFrom: VALID_FROM, validThrough: null,
    registrationFeeTI: o.registrationFeeTI ?? 0, registrationFeeName: o.registrationFeeName ?? '', priceTI, priceTE: priceTI - tax, tax,
    isFirstMonthPayed: o.isFirstMonthPayed ?? false, rhythmBilling: o.rhythmBilling ?? null, isProrated: o.isProrated ?? false,
    repaymentSchedule: { occurrences: o.occurrences ?? [], recurrences: o.recurrences ?? [] }, maxDebt: o.maxDebt ?? null,
  };
  assertOfferRules(row);
  return row;
}

/** Seeds the demo catalog in each of these clubs (every product belongs to its club). */
export async function seedDemoCatalog(tx: Executor, tenant: TenantRef, clubIds: number[]): Promise<void> {
  for (const clubId of clubIds) {
    const created = await tx.insert(products).values(DEMO_CATALOG.map((p) => ({
      tenantId: tenant.id, clubId, name: p.name, description: p.description, type: p.type, behaviors: p.behaviors,
      requiredTags: p.requiredTags ?? [], grantedTags: p.grantedTags ?? [], minimumAge: p.minimumAge ?? null,
    }))).returning({ id: products.id, name: products.name });
    const idOf = new Map(created.map((p) => [p.name, p.id]));
    await tx.insert(offers).values(DEMO_CATALOG.flatMap((p) => p.offers.map((o) => offerRow(tenant, idOf.get(p.name)!, o))));
  }
}
