// The context a catalog is read in (CONTRACT §9.1): channel, club, date, debt, the contact's tags.
// context[contactId] fills what the others leave out: the contact's club, its debt, its tags valid on
// the date. Without a club, the call's acting club (x-user-club-id, or a club-bound token's) is used;
// a club-bound token reads its club's catalog only. "Today" is the club's.
import { and, asc, eq, sql } from 'drizzle-orm';
import { getDb } from '../../db/client';
import { preparedStatement } from '../../db/prepared';
import { clubs, contacts, type ProductType, type SaleChannel } from '../../db/schema';
import { now } from '../../time/clock';
import { dateInZone } from '../../time/zone';
import { confinedClubId, type OperationContext } from '../context';
import { actingContactId, assertCanReachContact } from '../contacts/contact-access';
import { DomainError, invalidField } from '../errors';
import { contactDebt } from '../finance/contact-debt';
import { clubScope } from '../tenancy/club-scope';

export interface CatalogContextInput {
  channel?: SaleChannel;
  clubId?: number;
  date?: string;
  debt?: number;
  contactTags?: string[];
  contactId?: number;
  type?: ProductType;
}

/** The context resolved: every filter the catalog query applies. */
export interface CatalogContext {
  channel?: SaleChannel;
  clubId?: number;
  date: string;
  debt?: number;
  /** A product's required tags must all be among these (none: only products without required tags). */
  tags: string[];
  type?: ProductType;
}

interface ContactFacts {
  id: number;
  clubId: number;
  tags: { name: string; validFrom: string; validThrough: string | null }[];
}

const contactStatement = preparedStatement('catalog_contact', (db, name) => db.select({
  id: contacts.id, clubId: contacts.clubId,
  tags: sql<ContactFacts['tags']>`coalesce((SELECT json_agg(json_build_object('name', t.name, 'validFrom', t.valid_from,
    'validThrough', t.valid_through)) FROM contact_tags t WHERE t.tenant_id = "contacts"."tenant_id" AND t.contact_id = "contacts"."id"), '[]'::json)`,
}).from(contacts).where(and(eq(contacts.tenantId, sql.placeholder('tenantId')), eq(contacts.id, sql.placeholder('contactId')))).limit(1).prepare(name));

async function contactFacts(ctx: OperationContext, contactId: number): Promise<ContactFacts> {
  const [found] = await (await contactStatement()).execute({ tenantId: ctx.tenant.id, contactId });
  // A context parameter, not the resource asked for: an unknown contact is a 400 on it (CONTRACT §1).
  if (!found) throw invalidField('context[contactId]', 'not-found', 'No contact of this network has this id.');
  assertCanReachContact(ctx.actor, found);
  return found;
}

/** The time zone of a tenant's first club, for "today" when no club is in the context. */
async function tenantTimeZone(tenantId: number): Promise<string> {
  const db = await getDb();
  const [first] = await db.select({ timeZone: clubs.timeZone }).from(clubs).where(eq(clubs.tenantId, tenantId)).orderBy(asc(clubs.id)).limit(1);
  return first?.timeZone ?? 'Europe/Paris';
}

function effectiveClub(ctx: OperationContext & { clubId?: number }, input: CatalogContextInput, contact: ContactFacts | undefined): number | undefined {
  const confined = confinedClubId(ctx.actor);
  if (confined !== undefined) {
    if (input.clubId !== undefined && input.clubId !== confined) {
      throw new DomainError('api.error.scope.unauthorized-club', 'This token is restricted to another club.');
    }
    return confined;
  }
  return input.clubId ?? contact?.clubId ?? ctx.clubId;
}

export async function resolveCatalogContext(ctx: OperationContext & { clubId?: number }, input: CatalogContextInput): Promise<CatalogContext> {
  const contactId = input.contactId ?? actingContactId(ctx.actor);
  const needsDebt = contactId !== undefined && input.debt === undefined;
  const [contact, debt] = await Promise.all([
    contactId === undefined ? undefined : contactFacts(ctx, contactId),
    needsDebt ? getDb().then((db) => contactDebt(db, ctx.tenant.id, contactId)) : input.debt,
  ]);
  const clubId = effectiveClub(ctx, input, contact);
  let timeZone: string | undefined;
  if (clubId !== undefined) {
    const scope = await clubScope(ctx.tenant.id, clubId);
    if (!scope) throw invalidField('context[club]', 'not-found', 'No club of this network has this id.');
    timeZone = scope.timeZone;
  }
  const date = input.date ?? dateInZone(now(), timeZone ?? await tenantTimeZone(ctx.tenant.id));
  const tags = input.contactTags
    ?? contact?.tags.filter((t) => t.validFrom <= date && (t.validThrough === null || t.validThrough >= date)).map((t) => t.name)
    ?? [];
  return {
    date, tags: [...new Set(tags)],
    ...(input.channel ? { channel: input.channel } : {}),
    ...(clubId !== undefined ? { clubId } : {}),
    ...(debt !== undefined ? { debt } : {}),
    ...(input.type ? { type: input.type } : {}),
  };
}
