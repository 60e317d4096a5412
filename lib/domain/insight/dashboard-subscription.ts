// "Send me this as PDF every Monday": a staff member's one subscription to the dashboard by e-mail,
// for the club (or the network) they were looking at when they switched it on, in the language they
// read it in. Only those who may read the dashboard may ask for it (insight-scope.ts).
import { and, eq } from 'drizzle-orm';
import { getDb } from '../../db/client';
import { dashboardSubscriptions, type DashboardSubscription } from '../../db/schema';
import type { Locale } from '../../i18n/locales';
import { now } from '../../time/clock';
import type { OperationContext } from '../context';
import { DomainError } from '../errors';
import { insightClubOrThrow } from './insight-scope';

function staffUserId(ctx: OperationContext): number {
  if (ctx.actor.kind !== 'staff') throw new DomainError('api.error.scope.unauthorized-endpoint', 'Only a staff member subscribes to the dashboard.');
  return ctx.actor.userId;
}

/** The staff member's subscription, or null. */
export async function getDashboardSubscription(ctx: OperationContext): Promise<DashboardSubscription | null> {
  const userId = staffUserId(ctx);
  const db = await getDb();
  const [row] = await db.select().from(dashboardSubscriptions)
    .where(and(eq(dashboardSubscriptions.tenantId, ctx.tenant.id), eq(dashboardSubscriptions.staffUserId, userId)));
  return row ?? null;
}

/** On: the dashboard of `clubId` (null: the network) every Monday, replacing any other; off: none. */
export async function setDashboardSubscription(ctx: OperationContext & { on: boolean; clubId: number | null; locale: Locale }): Promise<DashboardSubscription | null> {
  const userId = staffUserId(ctx);
  const db = await getDb();
  if (!ctx.on) {
    // Anyone may stop their own e-mail, even one whose role no longer reads the dashboard.
    await db.delete(dashboardSubscriptions).where(and(eq(dashboardSubscriptions.tenantId, ctx.tenant.id), eq(dashboardSubscriptions.staffUserId, userId)));
    return null;
  }
  const clubId = (await insightClubOrThrow({ ...ctx, clubId: ctx.clubId ?? undefined })) ?? null;
  const [row] = await db.insert(dashboardSubscriptions)
    .values({ tenantId: ctx.tenant.id, staffUserId: userId, clubId, locale: ctx.locale, createdAt: now() })
    .onConflictDoUpdate({ target: [dashboardSubscriptions.tenantId, dashboardSubscriptions.staffUserId], set: { clubId, locale: ctx.locale } })
    .returning();
  return row!;
}
