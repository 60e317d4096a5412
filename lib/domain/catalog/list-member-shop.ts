// The member shop: the offers the member's club sells on the web channel to them (their tags, debt
// and club, through the catalog context), products with a minimum age they do not reach left out,
// and the club's debit days for the schedules they preview.
import { and, eq } from 'drizzle-orm';
import { getDb } from '../../db/client';
import { clubs, contacts } from '../../db/schema';
import { addMonths } from '../../time/calendar';
import { notFound } from '../errors';
import type { MemberContext } from '../portal/member-actor';
import { now } from '../../time/clock';
import { dateInZone } from '../../time/zone';
import type { Locale } from '../../i18n/locales';
import type { OfferWithProduct } from './catalog-views';
import { offerInLanguage } from './in-language';
import { listCatalogOffers } from './list-catalog-offers';

const SHOWN = { page: 1, itemsPerPage: 100 };

export interface MemberShop {
  offers: OfferWithProduct[];
  club: { id: number; name: string; debitDays: number[] };
  today: string;
}

/** Whether someone born on `birthDate` is at least `age` on `date` (a birthday counts from its day). */
export function reachesAge(birthDate: string | null, age: number | null, date: string): boolean {
  if (age === null || age === 0) return true;
  if (birthDate === null) return false;
  return addMonths(birthDate, age * 12) <= date;
}

/** The shop in `locale` (the page's language): names and descriptions as staff translated them. */
export async function listMemberShop(ctx: MemberContext & { locale?: Locale }): Promise<MemberShop> {
  const db = await getDb();
  const [member] = await db.select({ birthDate: contacts.birthDate, clubId: contacts.clubId, clubName: clubs.name, debitDays: clubs.debitDays, timeZone: clubs.timeZone })
    .from(contacts).innerJoin(clubs, and(eq(clubs.tenantId, contacts.tenantId), eq(clubs.id, contacts.clubId)))
    .where(and(eq(contacts.tenantId, ctx.tenant.id), eq(contacts.id, ctx.actor.contactId))).limit(1);
  if (!member) throw notFound('Contact');
  const page = await listCatalogOffers({ ...ctx, context: { channel: 'web', clubId: member.clubId }, page: SHOWN });
  // The catalog context's date: the club's today, as the catalog read took it.
  const date = dateInZone(now(), member.timeZone);
  return {
    offers: page.items.filter((offer) => reachesAge(member.birthDate, offer.product.minimumAge, date))
      .map((offer) => (ctx.locale ? offerInLanguage(offer, ctx.locale) : offer)),
    club: { id: member.clubId, name: member.clubName, debitDays: [...new Set(member.debitDays)].sort((a, b) => a - b) },
    today: date,
  };
}
