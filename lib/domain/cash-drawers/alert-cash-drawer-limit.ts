// After cash is taken at a desk checkout, inside the payment's transaction: when its open drawer now
// holds more than the club's limit, the drawer is marked (`limitExceededAt`) and each owner and
// manager gets one e-mail through the outbox, written in this transaction and sent after commit. The
// mark is set by a conditional update, so two payments crossing at once (or a retry) alert once per
// drawer; a drawer that drops back under and crosses again does not alert again.
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { cashDrawers, checkouts, clubs, staffUsers } from '../../db/schema';
import { cashDrawerLimitMail } from '../../mail/cash-drawer-limit-mail';
import { queueMessage } from '../../messages/queue-message';
import { now } from '../../time/clock';
import { SETTINGS_ROLES } from '../auth/assert-staff-role';
import { cashDrawerLimitOf } from './cash-drawer-limit';
import { expectedCash, ledgerCashOf } from './drawer-cash';

export const cashDrawerLimitDedupeKey = (drawerId: number, staffUserId: number) => `cash-drawer-limit:${drawerId}:${staffUserId}`;

/** True when this call marked the drawer and queued the e-mails. */
export async function alertCashDrawerLimit(db: Executor, tenantId: number, checkoutId: number): Promise<boolean> {
  const [drawer] = await db.select().from(cashDrawers).where(and(
    eq(cashDrawers.tenantId, tenantId), eq(cashDrawers.checkoutId, checkoutId), isNull(cashDrawers.closedAt)));
  if (!drawer || drawer.limitExceededAt) return false;
  const limit = await cashDrawerLimitOf(db, tenantId, drawer.clubId);
  if (limit === null) return false;
  const cash = expectedCash(drawer, await ledgerCashOf(db, tenantId, checkoutId));
  if (cash <= limit) return false;
  const marked = await db.update(cashDrawers).set({ limitExceededAt: now() })
    .where(and(eq(cashDrawers.tenantId, tenantId), eq(cashDrawers.id, drawer.id), isNull(cashDrawers.limitExceededAt)))
    .returning({ id: cashDrawers.id });
  if (marked.length === 0) return false;
  const [where] = await db.select({ club: clubs.name, locale: clubs.defaultLanguage, checkout: checkouts.name }).from(checkouts)
    .innerJoin(clubs, and(eq(clubs.tenantId, checkouts.tenantId), eq(clubs.id, checkouts.clubId)))
    .where(and(eq(checkouts.tenantId, tenantId), eq(checkouts.id, checkoutId)));
  const managers = await db.select({ id: staffUsers.id, email: staffUsers.email, name: staffUsers.name }).from(staffUsers)
    .where(and(eq(staffUsers.tenantId, tenantId), inArray(staffUsers.role, [...SETTINGS_ROLES])));
  for (const manager of managers) {
    const mail = cashDrawerLimitMail(where!.locale, { name: manager.name, club: where!.club, checkout: where!.checkout, cash, limit });
    await queueMessage(db, {
      tenantId, channel: 'email', to: manager.email, dedupeKey: cashDrawerLimitDedupeKey(drawer.id, manager.id), subject: mail.subject, body: mail.text,
    });
  }
  return true;
}
