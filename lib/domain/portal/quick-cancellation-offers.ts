import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { getDb } from '../../db/client';
import { cancellationMotives, clubs } from '../../db/schema';
import type { Locale } from '../../i18n/locales';
import type { TenantRef } from '../context';
import { getCancellationDates } from '../subscriptions/get-cancellation-dates';
import { motiveNameIn, quickCancellationMotiveId } from '../subscriptions/quick-cancellation-motive';
import type { MemberContext } from './member-actor';
import { listMemberSubscriptions, type MemberSubscription } from './member-subscriptions';

export interface MotiveChoice { id: number; name: string }

/** A contract on the "Résilier votre contrat" page of a signed-in member: what confirming would do, or why it cannot. */
export interface QuickCancellationOffer {
  subscription: MemberSubscription;
  /** When it can be cancelled online: the day it would end (the earliest permitted) and the motives offered, in the member's language. */
  open: { endDate: string; motives: MotiveChoice[]; defaultMotiveId: number | null } | null;
}

/** The motives of these ids still offered, in a language, in the tenant's order. */
async function motivesIn(tenant: TenantRef, ids: number[], locale: Locale): Promise<MotiveChoice[]> {
  if (ids.length === 0) return [];
  const db = await getDb();
  const rows = await db.select().from(cancellationMotives)
    .where(and(eq(cancellationMotives.tenantId, tenant.id), inArray(cancellationMotives.id, ids), isNull(cancellationMotives.archivedAt)))
    .orderBy(asc(cancellationMotives.id));
  return rows.map((m) => ({ id: m.id, name: motiveNameIn(m, locale) }));
}

/**
 * The signed-in member's contracts that are still running, each with the end date a quick
 * cancellation would give it (the earliest permitted) and the club's motives, or with the status
 * that says why it cannot be cancelled online (the account page's own reasons). Read-only.
 */
export async function listQuickCancellationOffers(ctx: MemberContext & { locale: Locale }): Promise<QuickCancellationOffer[]> {
  const running = (await listMemberSubscriptions(ctx)).filter((s) => s.state === 'active');
  const db = await getDb();
  return Promise.all(running.map(async (subscription) => {
    if (subscription.online.kind !== 'available') return { subscription, open: null };
    const [club] = await db.select().from(clubs).where(and(eq(clubs.tenantId, ctx.tenant.id), eq(clubs.id, subscription.club.id)));
    const dates = await getCancellationDates({ ...ctx, subscriptionId: subscription.id, restrict: true });
    const motives = await motivesIn(ctx.tenant, club!.onlineCancellation.includedCancellationMotiveIds, ctx.locale);
    if (!dates?.[0] || motives.length === 0) return { subscription, open: null };
    return { subscription, open: { endDate: dates[0], motives, defaultMotiveId: quickCancellationMotiveId(club!, null) } };
  }));
}

/**
 * The motives a visitor may give before naming their contract: every motive one of the tenant's
 * clubs accepts online, in their language. A motive the contract's club does not accept gives way
 * to its default (quickCancellationMotiveId).
 */
export async function listPublicCancellationMotives(input: { tenant: TenantRef; locale: Locale }): Promise<MotiveChoice[]> {
  const db = await getDb();
  const rows = await db.select({ settings: clubs.onlineCancellation }).from(clubs).where(eq(clubs.tenantId, input.tenant.id));
  const ids = [...new Set(rows.filter((r) => r.settings.enabled).flatMap((r) => r.settings.includedCancellationMotiveIds))];
  return motivesIn(input.tenant, ids, input.locale);
}
