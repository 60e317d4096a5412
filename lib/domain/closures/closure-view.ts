import { and, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { closures, clubs, contacts, type Closure } from '../../db/schema';
import { contactDebt } from '../finance/contact-debt';

/** A closure with what the spec calls its consequences; contactDebt is the contact's debt now (contact-debt.ts). */
export type ClosureView = Closure & { contactDebt: number; clubTimeZone: string };

export async function closureView(db: Executor, closure: Closure): Promise<ClosureView> {
  // One after the other: db may be a transaction, whose queries cannot overlap on PostgreSQL.
  const debt = await contactDebt(db, closure.tenantId, closure.contactId);
  const [zone] = await db.select({ timeZone: clubs.timeZone }).from(contacts)
    .innerJoin(clubs, and(eq(clubs.tenantId, contacts.tenantId), eq(clubs.id, contacts.clubId)))
    .where(and(eq(contacts.tenantId, closure.tenantId), eq(contacts.id, closure.contactId))).limit(1);
  return { ...closure, contactDebt: debt, clubTimeZone: zone?.timeZone ?? 'UTC' };
}

/** The contact's active closure, if it is closed (GET /contact/{id}'s `closure`). */
export async function activeClosureOf(db: Executor, tenantId: number, contactId: number): Promise<Closure | null> {
  const [row] = await db.select().from(closures)
    .where(and(eq(closures.tenantId, tenantId), eq(closures.contactId, contactId), eq(closures.state, 'active')))
    .orderBy(desc(closures.id)).limit(1);
  return row ?? null;
}
