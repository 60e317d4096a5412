// The online-cancellation refusals (spec's error table), in the order of CONTRACT §6. Each check
// is a small function so the order reads at one glance in cancel-subscription-online.ts.
import type { Club, Contact, ContactTag } from '../../db/schema';
import { isCalendarDate } from '../../time/calendar';
import { isTagValidOn } from '../contacts/tag-validity';
import { DomainError, invalidField } from '../errors';
import { isAlreadyCancelled } from './get-cancellation-dates';
import type { SubscriptionDetail } from './get-subscription';
import { cancellationDates, earliestCancellationDate } from './renewal-dates';
import { runsToItsEnd, subscriptionKind } from './subscription-kind';

const refuse = (reason: string, detail: string) => new DomainError(`api.error.subscription-cancel-online.${reason}`, detail);

// Input errors name their field in `violations`, as every input error does (CONTRACT §2's example
// is this very missing-date answer); the code stays the spec's.
const refuseField = (reason: string, field: string, violation: string, detail: string) =>
  invalidField(field, violation, detail, `api.error.subscription-cancel-online.${reason}`);

export function checkInput(date: unknown, motiveId: number | null | undefined): string {
  if (date === undefined || date === null || date === '') {
    throw refuseField('missing-date', 'cancellationDate', 'required', 'The cancellation date is required.');
  }
  if (motiveId === undefined) throw refuseField('missing-motive-id', 'cancellationMotiveId', 'required', 'The cancellation motive is required.');
  if (typeof date !== 'string' || !isCalendarDate(date)) {
    throw refuseField('invalid-date', 'cancellationDate', 'invalid', 'The cancellation date must be a date written YYYY-MM-DD.');
  }
  return date;
}

export function checkEnabled(club: Club, subscription: SubscriptionDetail): void {
  const rules = club.onlineCancellation;
  if (!rules.enabled || !rules.subscriptionTypes.includes(subscriptionKind(subscription))) {
    throw refuse('not-enabled', 'This club does not offer online cancellation for this kind of subscription.');
  }
}

export function checkSameClub(contact: Contact, subscription: SubscriptionDetail): void {
  if (contact.clubId !== subscription.clubId) {
    throw refuse('subscription-contact-different-club', 'This subscription was taken out in another club than the member\'s: cancel it with that club.');
  }
}

export function checkNotCancelled(subscription: SubscriptionDetail): void {
  if (isAlreadyCancelled(subscription)) throw refuse('already-canceled', 'This subscription is already cancelled.');
}

export function checkMotive(club: Club, motiveId: number | null): void {
  if (motiveId === null || !club.onlineCancellation.includedCancellationMotiveIds.includes(motiveId)) {
    throw refuse('motive-id-not-include', 'This motive is not one the club accepts online.');
  }
}

export function checkTags(club: Club, tags: ContactTag[], today: string): void {
  const valid = tags.filter((t) => isTagValidOn(t, today)).map((t) => t.name);
  const { eligibleTags, prohibitedTags } = club.onlineCancellation;
  if (eligibleTags.length > 0 && !eligibleTags.some((name) => valid.includes(name))) {
    throw refuse('contact-tag-not-eligible', 'Online cancellation is not open to this member: contact the club.');
  }
  if (prohibitedTags.some((name) => valid.includes(name))) {
    throw refuse('contact-tag-prohibited', 'Online cancellation is not open to this member: contact the club.');
  }
}

export function checkDebt(club: Club, debt: number): void {
  if (debt > club.onlineCancellation.debtLimit) {
    throw refuse('contact-debt-over-limit', 'The member has a debt to settle before cancelling online.');
  }
}

export function checkDate(club: Club, subscription: SubscriptionDetail, date: string, today: string): void {
  const rules = {
    startDate: subscription.startDate, rhythm: subscription.rhythmBilling, engagedThrough: subscription.engagedThrough,
    receptionDate: today, noticePeriodDays: club.onlineCancellation.noticePeriodDays, minimumDelayDays: club.onlineCancellation.minimumDelayDays,
  };
  // The member is told what to wait for: the term's end, or the earliest date the rules allow.
  if (runsToItsEnd(subscription, today)) {
    throw refuse('invalid-cancel-date', `This subscription runs until ${subscription.endDate}: it cannot be cancelled online before.`);
  }
  if (date < today || date < earliestCancellationDate(rules)) {
    throw refuse('invalid-cancel-date', `The earliest possible cancellation date is ${earliestCancellationDate(rules)}.`);
  }
  if (!cancellationDates(rules, true).includes(date)) {
    throw refuse('cancellation-date-invalid', 'This date is not one of the permitted cancellation dates.');
  }
}

export function checkQuota(club: Club, createdToday: number): void {
  const quota = club.onlineCancellation.dailyQuota;
  if (quota !== null && createdToday >= quota) {
    throw refuse('daily-quota-exceeded', 'The club has reached its number of online cancellations for today: try again tomorrow.');
  }
}
