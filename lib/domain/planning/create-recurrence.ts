import { and, eq, inArray } from 'drizzle-orm';
import { inTransaction } from '../../db/transaction';
import { classEvents, recurrences, type RecurrenceTemplate, type WeekDay } from '../../db/schema';
import { now } from '../../time/clock';
import { isoInZone, parseDateTimeInZone } from '../../time/zone';
import { daysBetween } from '../../time/calendar';
import { assertClubOfTenant } from '../contacts/check-contact-references';
import type { OperationContext } from '../context';
import { DomainError, invalidField, naming } from '../errors';
import { subscriptionClub } from '../subscriptions/subscription-club';
import { assertClubInReach } from '../booking/assert-club-in-reach';
import { checkClassResources } from '../booking/class-event-input';
import { emitClassEvent } from '../booking/emit-attendee-event';
import { assertNoClash, lockClubPlanning } from './assert-no-clash';
import { checkPlanningFields } from './planning-fields';
import { recurrenceDates } from './recurrence-dates';
import { readRecurrenceView, type RecurrenceView } from './recurrence-view';

/** The most days a recurrence spans, and the most extra or excluded dates it names. */
export const MOST_DAYS = 366;
export const MOST_DATES = 100;

export interface RecurrenceInput {
  clubId: number;
  startedOn: string;
  endedOn: string;
  day: WeekDay;
  excludedDates?: string[];
  extraDates?: string[];
  template: {
    activityId: number;
    studioId?: number | null;
    coachId?: number | null;
    name?: string | null;
    attendingLimit: number;
    queueLimit?: number;
    onlineLimit?: number | null;
    externalQuota?: number | null;
    classLayoutId?: number | null;
    /** Their times of day are used, read on the club's clock when they carry no offset. */
    startedAt: string;
    endedAt: string;
    summary?: string | null;
    description?: string | null;
    instructionsComment?: string | null;
  };
  /** Existing classes that belong to it: their days are not created again. */
  classEventIds?: number[];
}

/** A template date-time's time of day on the club's clock, `HH:MM:SS`; null when it is no date-time. */
function wallTime(value: string, timeZone: string): string | null {
  const instant = parseDateTimeInZone(value, timeZone);
  return instant ? isoInZone(instant, timeZone).slice(11, 19) : null;
}

/**
 * POST /recurrences (admin) and the staff week's weekly classes: one class per matching day, at the
 * template's wall-clock times in the club's time zone, none twice on a day (a day already holding one
 * of `classEventIds` keeps that class). Days already begun are history and are not created (a class
 * never starts in the past, as for one class); a recurrence left with no class is refused. Every
 * class is checked for clashes, under the club's planning lock.
 */
export async function createRecurrence(ctx: OperationContext & { input: RecurrenceInput }): Promise<RecurrenceView> {
  const { tenant, input } = ctx;
  const t = input.template;
  if (input.endedOn < input.startedOn) throw invalidField('endedAt', 'before-start', 'A recurrence ends on or after the day it starts.');
  if (daysBetween(input.startedOn, input.endedOn) > MOST_DAYS) throw naming(invalidField('endedAt', 'range', `A recurrence spans ${MOST_DAYS} days at most.`), { days: MOST_DAYS });
  const excludedDates = [...new Set(input.excludedDates ?? [])];
  const extraDates = [...new Set(input.extraDates ?? [])];
  return inTransaction(async (tx) => {
    await assertClubOfTenant(tx, tenant.id, input.clubId, 'classEventType.club');
    assertClubInReach(ctx.actor, input.clubId);
    const { club } = await subscriptionClub(tx, tenant.id, input.clubId);
    const startTime = wallTime(t.startedAt, club.timeZone);
    if (!startTime) throw invalidField('classEventType.startedAt', 'invalid', 'A date-time, whose time of day the classes start at.');
    const endTime = wallTime(t.endedAt, club.timeZone);
    if (!endTime) throw invalidField('classEventType.endedAt', 'invalid', 'A date-time, whose time of day the classes end at.');
    if (endTime <= startTime) throw invalidField('classEventType.endedAt', 'before-start', 'The classes end after they start, on the same day.');
    const resources = { clubId: input.clubId, activityId: t.activityId, studioId: t.studioId ?? null, coachId: t.coachId ?? null };
    const activityName = await checkClassResources(tx, tenant.id, resources).catch((error: unknown) => { throw prefixed(error, 'classEventType.'); });
    await checkPlanningFields(tx, tenant.id, { ...resources, attendingLimit: t.attendingLimit, onlineLimit: t.onlineLimit ?? null,
      externalQuota: t.externalQuota ?? null, classLayoutId: t.classLayoutId ?? null }, 'classEventType.');

    const dates = recurrenceDates({ startedOn: input.startedOn, endedOn: input.endedOn, day: input.day, excludedDates, extraDates });
    if (dates.length === 0) {
      throw invalidField('day', 'no-matching-date', 'No day of the recurrence falls between its first and last days (extra dates included, excluded ones left out).',
        'api.error.recurrence.no-matching-date');
    }
    await lockClubPlanning(tx, tenant.id, input.clubId);
    const linkedIds = [...new Set(input.classEventIds ?? [])];
    const linked = linkedIds.length === 0 ? [] : await tx.select().from(classEvents)
      .where(and(eq(classEvents.tenantId, tenant.id), inArray(classEvents.id, linkedIds))).for('update');
    linkedIds.forEach((id, index) => {
      const event = linked.find((e) => e.id === id);
      if (!event || event.clubId !== input.clubId) throw invalidField(`classEvents.${index}`, 'not-found', 'A class of the recurrence\'s club.');
      if (event.recurrenceId !== null) throw invalidField(`classEvents.${index}`, 'in-a-recurrence', 'This class already belongs to a recurrence.');
    });
    const taken = new Set(linked.map((e) => isoInZone(e.startedAt, club.timeZone).slice(0, 10)));
    const at = now();
    const slots = dates.filter((date) => !taken.has(date)).map((date) => ({
      startedAt: parseDateTimeInZone(`${date}T${startTime}`, club.timeZone)!,
      endedAt: parseDateTimeInZone(`${date}T${endTime}`, club.timeZone)!,
    })).filter((slot) => slot.startedAt >= at && slot.endedAt > slot.startedAt);
    if (slots.length === 0 && linked.length === 0) {
      throw invalidField('startedAt', 'in-the-past', 'Every day of this recurrence has begun: a class cannot start in the past.', 'api.error.class-event.in-the-past');
    }
    await assertNoClash(tx, tenant, club.timeZone, slots.map((s) => ({ ...s, studioId: resources.studioId, coachId: resources.coachId })));

    const template: RecurrenceTemplate = {
      activityId: t.activityId, studioId: resources.studioId, coachId: resources.coachId, name: t.name ?? null,
      attendingLimit: t.attendingLimit, queueLimit: t.queueLimit ?? 0, onlineLimit: t.onlineLimit ?? null, externalQuota: t.externalQuota ?? null,
      classLayoutId: t.classLayoutId ?? null, startTime, duration: 0, summary: t.summary ?? null, description: t.description ?? null,
      instructionsComment: t.instructionsComment ?? null,
    };
    template.duration = Math.round((Date.parse(`1970-01-01T${endTime}Z`) - Date.parse(`1970-01-01T${startTime}Z`)) / 60_000);
    const [recurrence] = await tx.insert(recurrences).values({
      tenantId: tenant.id, clubId: input.clubId, startedOn: input.startedOn, endedOn: input.endedOn, day: input.day,
      excludedDates, extraDates, template,
    }).returning();
    if (slots.length > 0) {
      const created = await tx.insert(classEvents).values(slots.map((slot) => ({
        tenantId: tenant.id, clubId: input.clubId, activityId: t.activityId, studioId: resources.studioId, coachId: resources.coachId,
        name: t.name ?? activityName, startedAt: slot.startedAt, endedAt: slot.endedAt, attendingLimit: t.attendingLimit,
        queueLimit: t.queueLimit ?? 0, onlineLimit: template.onlineLimit, externalQuota: template.externalQuota,
        classLayoutId: template.classLayoutId, summary: template.summary, description: template.description,
        instructionsComment: template.instructionsComment, recurrenceId: recurrence!.id,
      }))).returning({ id: classEvents.id });
      for (const event of created) await emitClassEvent(tx, tenant, 'class_event.updated', event.id, input.clubId);
    }
    if (linked.length > 0) {
      await tx.update(classEvents).set({ recurrenceId: recurrence!.id, updatedAt: at })
        .where(and(eq(classEvents.tenantId, tenant.id), inArray(classEvents.id, linkedIds)));
      for (const id of linkedIds) await emitClassEvent(tx, tenant, 'class_event.updated', id, input.clubId);
    }
    return readRecurrenceView(tx, tenant.id, recurrence!, club.timeZone);
  });
}

/** A violation of the class's fields, named as the template's (`classEventType.activity`). */
function prefixed(error: unknown, prefix: string): unknown {
  if (!(error instanceof DomainError) || !error.violations) return error;
  return new DomainError(error.code, error.detail, error.violations.map((v) => ({ ...v, propertyPath: `${prefix}${v.propertyPath}` })));
}
