// The demo's access control (CONTRACT §11): every club has zone "Main floor" with crossing points
// "Entrance" (in) and "Exit" (out); Paris Bastille also zone "Spa" (Monday-Friday 10:00-20:00) with
// "Spa door" (in); every demo member has a badge and a qrcode. Added to an existing demo database
// that lacks them (CONTRACT §8), without touching what is there.
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { clubs, contacts, crossingPoints, identificators, tenants, zonePeriods, zones } from '../db/schema';
import { generatedNumber } from '../domain/access/identificator-numbers';

async function zoneOf(db: Executor, tenantId: number, clubId: number, name: string): Promise<{ id: number; created: boolean }> {
  const [found] = await db.select({ id: zones.id }).from(zones)
    .where(and(eq(zones.tenantId, tenantId), eq(zones.clubId, clubId), eq(zones.name, name))).limit(1);
  if (found) return { id: found.id, created: false };
  const [made] = await db.insert(zones).values({ tenantId, clubId, name }).returning({ id: zones.id });
  return { id: made!.id, created: true };
}

async function pointOf(db: Executor, tenantId: number, clubId: number, zoneId: number, name: string, direction: 'in' | 'out') {
  const [found] = await db.select({ id: crossingPoints.id }).from(crossingPoints)
    .where(and(eq(crossingPoints.tenantId, tenantId), eq(crossingPoints.clubId, clubId), eq(crossingPoints.name, name))).limit(1);
  if (!found) await db.insert(crossingPoints).values({ tenantId, clubId, zoneId, name, direction });
}

/** Adds what the demo tenant lacks of its access control; members are named by e-mail. */
export async function seedDemoAccess(db: Executor, memberEmails: string[]): Promise<void> {
  const [demo] = await db.select({ id: tenants.id }).from(tenants).where(eq(tenants.token, 'demo')).limit(1);
  if (!demo) return;
  const tenantId = demo.id;
  const demoClubs = await db.select({ id: clubs.id, code: clubs.code }).from(clubs).where(eq(clubs.tenantId, tenantId)).orderBy(asc(clubs.id));
  for (const club of demoClubs) {
    const main = await zoneOf(db, tenantId, club.id, 'Main floor');
    await pointOf(db, tenantId, club.id, main.id, 'Entrance', 'in');
    await pointOf(db, tenantId, club.id, main.id, 'Exit', 'out');
    if (club.code === 'PB') {
      const spa = await zoneOf(db, tenantId, club.id, 'Spa');
      if (spa.created) {
        await db.insert(zonePeriods).values([1, 2, 3, 4, 5].map((weekday) => ({ tenantId, zoneId: spa.id, weekday, startMinute: 600, endMinute: 1200 })));
      }
      await pointOf(db, tenantId, club.id, spa.id, 'Spa door', 'in');
    }
  }
  const members = await db.select({ id: contacts.id }).from(contacts)
    .where(and(eq(contacts.tenantId, tenantId), inArray(contacts.email, memberEmails))).orderBy(asc(contacts.id));
  for (const member of members) {
    const held = await db.select({ type: identificators.type }).from(identificators)
      .where(and(eq(identificators.tenantId, tenantId), eq(identificators.contactId, member.id)));
    // A demo badge's number says whose it is: 100000000000 + the contact's id (12 digits).
    if (!held.some((i) => i.type === 'badge')) {
      await db.insert(identificators).values({ tenantId, contactId: member.id, type: 'badge', number: String(100_000_000_000 + member.id) })
        .onConflictDoNothing();
    }
    if (!held.some((i) => i.type === 'qrcode')) {
      await db.insert(identificators).values({ tenantId, contactId: member.id, type: 'qrcode', number: generatedNumber('qrcode') });
    }
  }
}
