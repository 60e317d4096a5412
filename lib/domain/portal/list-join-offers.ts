// What the online join page offers (/{token}/join): each club of the tenant with the offers it sells
// on the web channel today (the catalog context a member's shop uses), without the products reserved
// to a tag (a new contact has none), and the club's debit days and today.
import { asc, eq } from 'drizzle-orm';
import { getDb } from '../../db/client';
import { clubs } from '../../db/schema';
import { now } from '../../time/clock';
import { dateInZone } from '../../time/zone';
import type { TenantRef } from '../context';
import type { OfferWithProduct } from '../catalog/catalog-views';
import { offerInLanguage } from '../catalog/in-language';
import { listCatalogOffers } from '../catalog/list-catalog-offers';
import type { Locale } from '../../i18n/locales';

export interface JoinClub {
  id: number;
  code: string;
  name: string;
  today: string;
  debitDays: number[];
  offers: OfferWithProduct[];
}

export async function listJoinOffers(ctx: { tenant: TenantRef; locale?: Locale }): Promise<JoinClub[]> {
  const system = { tenant: ctx.tenant, actor: { kind: 'system' } as const };
  const rows = await (await getDb()).select({ id: clubs.id, code: clubs.code, name: clubs.name, timeZone: clubs.timeZone, debitDays: clubs.debitDays })
    .from(clubs).where(eq(clubs.tenantId, ctx.tenant.id)).orderBy(asc(clubs.name));
  const result: JoinClub[] = [];
  for (const club of rows) {
    const page = await listCatalogOffers({ ...system, context: { channel: 'web', clubId: club.id }, page: { page: 1, itemsPerPage: 100 } });
    const offers = page.items.filter((offer) => offer.product.requiredTags.length === 0)
      .map((offer) => (ctx.locale ? offerInLanguage(offer, ctx.locale) : offer));
    if (offers.length === 0) continue;
    result.push({
      id: club.id, code: club.code, name: club.name, today: dateInZone(now(), club.timeZone),
      debitDays: [...new Set(club.debitDays)].sort((a, b) => a - b), offers,
    });
  }
  return result;
}
