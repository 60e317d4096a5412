import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { clubs, contacts } from '../../db/schema';
import type { Mandate, SignatureRequest } from '../../db/schema/mandates';

/** A mandate with its club's time zone: date-times are answered with the club's offset (CONTRACT §1). */
export type MandateView = Mandate & { timeZone: string };
export type SignatureRequestView = SignatureRequest & { timeZone: string };

export async function mandateViews(db: Executor, tenantId: number, list: Mandate[]): Promise<MandateView[]> {
  if (list.length === 0) return [];
  const zones = await db.select({ id: clubs.id, timeZone: clubs.timeZone }).from(clubs)
    .where(and(eq(clubs.tenantId, tenantId), inArray(clubs.id, [...new Set(list.map((m) => m.clubId))])));
  const zoneOf = new Map(zones.map((z) => [z.id, z.timeZone]));
  return list.map((m) => ({ ...m, timeZone: zoneOf.get(m.clubId) ?? 'UTC' }));
}

export async function mandateView(db: Executor, tenantId: number, mandate: Mandate): Promise<MandateView> {
  return (await mandateViews(db, tenantId, [mandate]))[0]!;
}

/** A signature request with its contact's club's time zone. */
export async function signatureRequestView(db: Executor, tenantId: number, request: SignatureRequest): Promise<SignatureRequestView> {
  const [row] = await db.select({ timeZone: clubs.timeZone }).from(contacts)
    .innerJoin(clubs, and(eq(clubs.tenantId, contacts.tenantId), eq(clubs.id, contacts.clubId)))
    .where(and(eq(contacts.tenantId, tenantId), eq(contacts.id, request.contactId))).limit(1);
  return { ...request, timeZone: row?.timeZone ?? 'UTC' };
}
