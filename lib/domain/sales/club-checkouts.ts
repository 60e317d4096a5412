import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { checkouts, type Checkout } from '../../db/schema';
import { invalidField } from '../errors';

/** Every club takes money at two checkouts: its web checkout (online, through the sandbox provider) and its front desk. */
export async function insertClubCheckouts(db: Executor, tenantId: number, clubId: number): Promise<void> {
  await db.insert(checkouts).values([
    { tenantId, clubId, name: 'Web checkout', type: 'web', webPaymentProviderType: 'sandbox' },
    { tenantId, clubId, name: 'Front desk', type: 'desk', webPaymentProviderType: null },
  ]);
}

/** A checkout named by a body field: it must be one of the club's (400 on the field otherwise). */
export async function clubCheckoutOrThrow(db: Executor, tenantId: number, clubId: number, checkoutId: number, field: string): Promise<Checkout> {
  const [found] = await db.select().from(checkouts)
    .where(and(eq(checkouts.tenantId, tenantId), eq(checkouts.id, checkoutId))).limit(1);
  if (!found || found.clubId !== clubId) throw invalidField(field, 'not-found', 'This checkout is not one of the sale\'s club.');
  return found;
}

/** The club's first checkout of a type. */
async function firstOfType(db: Executor, tenantId: number, clubId: number, type: Checkout['type']): Promise<Checkout | undefined> {
  const [found] = await db.select().from(checkouts)
    .where(and(eq(checkouts.tenantId, tenantId), eq(checkouts.clubId, clubId), eq(checkouts.type, type)))
    .orderBy(asc(checkouts.id)).limit(1);
  return found;
}

/** The club's web checkout, where a sale is made unless another is named (CONTRACT §9.3). */
export async function clubWebCheckout(db: Executor, tenantId: number, clubId: number, field: string): Promise<Checkout> {
  const found = await firstOfType(db, tenantId, clubId, 'web');
  if (!found) throw invalidField(field, 'required', 'This club has no web checkout: name the checkout of the sale.');
  return found;
}

/** The club's front desk, where staff take money in person. */
export async function clubDeskCheckout(db: Executor, tenantId: number, clubId: number, field: string): Promise<Checkout> {
  const found = await firstOfType(db, tenantId, clubId, 'desk');
  if (!found) throw invalidField(field, 'required', 'This club has no front-desk checkout.');
  return found;
}
