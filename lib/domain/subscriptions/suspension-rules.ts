// The checks a suspension must pass when asked for and again when accepted (CONTRACT §15).
import { and, eq, gte, inArray, lte, ne } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { clubs, subscriptionSuspensions, type Subscription } from '../../db/schema';
import { now } from '../../time/clock';
import { dateInZone } from '../../time/zone';
import { DomainError, invalidField } from '../errors';
import { suspensionLength } from './suspension-shift';

export interface SuspensionClubRules {
  timeZone: string;
  suspensionMinDays: number;
  suspensionMaxDays: number;
  /** What accepting one costs, in cents (0: free). */
  suspensionFee: number;
}

export async function suspensionRulesOf(db: Executor, tenantId: number, clubId: number): Promise<SuspensionClubRules> {
  const [club] = await db.select({
    timeZone: clubs.timeZone, suspensionMinDays: clubs.suspensionMinDays, suspensionMaxDays: clubs.suspensionMaxDays, suspensionFee: clubs.suspensionFee,
  }).from(clubs).where(and(eq(clubs.tenantId, tenantId), eq(clubs.id, clubId))).limit(1);
  return club ?? { timeZone: 'Europe/Paris', suspensionMinDays: 7, suspensionMaxDays: 90, suspensionFee: 0 };
}

/** A subscription in force, not ending: an accepted cancellation or an end already passed leaves nothing to freeze. */
export function assertSuspendable(subscription: Subscription & { cancellations: { status: string }[] }): void {
  if (subscription.state !== 'active' || subscription.cancellations.some((c) => c.status === 'accepted')) {
    throw new DomainError('api.error.suspension.subscription-not-active', 'Only a subscription in force and not cancelled can be suspended.');
  }
}

/** Dates: not in the past (club calendar), end on or after start, a length within the club's rules, before the subscription's end. */
export function assertSuspensionDates(
  span: { startDate: string; endDate: string }, rules: SuspensionClubRules, subscription: Pick<Subscription, 'startDate' | 'endDate'>,
): void {
  const today = dateInZone(now(), rules.timeZone);
  if (span.startDate < today) throw invalidField('startDate', 'api.error.suspension.in-the-past', `A suspension starts today (${today}) or later.`, 'api.error.suspension.in-the-past');
  if (span.startDate < subscription.startDate) {
    throw invalidField('startDate', 'api.error.suspension.before-subscription', 'A suspension starts once the subscription has started.', 'api.error.suspension.before-subscription');
  }
  if (span.endDate < span.startDate) throw invalidField('endDate', 'api.error.suspension.end-before-start', 'The end comes on or after the start.', 'api.error.suspension.end-before-start');
  const length = suspensionLength(span);
  if (length < rules.suspensionMinDays || length > rules.suspensionMaxDays) {
    throw invalidField('endDate', 'api.error.suspension.duration',
      `A suspension lasts ${rules.suspensionMinDays} to ${rules.suspensionMaxDays} days, both ends counted; this one lasts ${length}.`,
      'api.error.suspension.duration');
  }
  if (subscription.endDate !== null && span.startDate > subscription.endDate) {
    throw invalidField('startDate', 'api.error.suspension.after-subscription-end', 'The subscription ends before this suspension starts.', 'api.error.suspension.after-subscription-end');
  }
}

/** No other requested or accepted suspension of the subscription shares a day with this one. */
export async function assertNoOverlap(
  db: Executor, tenantId: number, subscriptionId: number, span: { startDate: string; endDate: string }, exceptId?: number,
): Promise<void> {
  const clash = await db.select({ id: subscriptionSuspensions.id }).from(subscriptionSuspensions).where(and(
    eq(subscriptionSuspensions.tenantId, tenantId), eq(subscriptionSuspensions.subscriptionId, subscriptionId),
    inArray(subscriptionSuspensions.state, ['requested', 'accepted']),
    lte(subscriptionSuspensions.startDate, span.endDate), gte(subscriptionSuspensions.endDate, span.startDate),
    ...(exceptId !== undefined ? [ne(subscriptionSuspensions.id, exceptId)] : []),
  )).limit(1);
  if (clash.length > 0) {
    throw invalidField('startDate', 'api.error.suspension.overlap', 'Another suspension of this subscription covers some of these days.', 'api.error.suspension.overlap');
  }
}
