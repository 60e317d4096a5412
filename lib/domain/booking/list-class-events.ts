import { and, asc, count, desc, eq, gt, gte, inArray, lt, lte, sql, type SQL } from 'drizzle-orm';
import { getDb } from '../../db/client';
import { activities, attendees, classEvents, clubs, type ClassEvent } from '../../db/schema';
import { now } from '../../time/clock';
import type { OperationContext } from '../context';
import { actingContactId } from '../contacts/contact-access';
import { DomainError } from '../errors';
import { fetchPage, type Page, type PageRequest } from '../paging';
import type { ClassEventFilters } from './class-event-filters';

export type ClassEventView = ClassEvent & { timeZone: string };

const localHour = sql`extract(hour from ${classEvents.startedAt} AT TIME ZONE ${clubs.timeZone})`;

function conditions(tenantId: number, scope: number[], f: ClassEventFilters, at: Date): SQL[] {
  const where: SQL[] = [eq(classEvents.tenantId, tenantId), inArray(classEvents.clubId, scope)];
  const ids = (column: Parameters<typeof inArray>[0], list?: number[]) => { if (list) where.push(inArray(column, list)); };
  ids(classEvents.clubId, f.clubIds);
  ids(classEvents.coachId, f.coachIds);
  ids(classEvents.activityId, f.activityIds);
  ids(classEvents.studioId, f.studioIds);
  if (f.activityGroupIds) {
    where.push(sql`EXISTS (SELECT 1 FROM ${activities} WHERE ${activities.tenantId} = ${classEvents.tenantId}
      AND ${activities.id} = ${classEvents.activityId} AND ${activities.groupIds} && ${`{${f.activityGroupIds.join(',')}}`}::int[])`);
  }
  if (f.attendeeContactIds || f.attendeeStates) {
    const inner: SQL[] = [eq(attendees.tenantId, classEvents.tenantId), eq(attendees.classEventId, classEvents.id)];
    if (f.attendeeContactIds) inner.push(inArray(attendees.contactId, f.attendeeContactIds));
    if (f.attendeeStates) inner.push(inArray(attendees.state, f.attendeeStates));
    where.push(sql`EXISTS (SELECT 1 FROM ${attendees} WHERE ${and(...inner)})`);
  }
  if (f.startedBefore) where.push(lte(classEvents.startedAt, f.startedBefore));
  if (f.startedStrictlyBefore) where.push(lt(classEvents.startedAt, f.startedStrictlyBefore));
  if (f.startedAfter) where.push(gte(classEvents.startedAt, f.startedAfter));
  if (f.startedStrictlyAfter) where.push(gt(classEvents.startedAt, f.startedStrictlyAfter));
  const free = sql`(${classEvents.canceledAt} IS NULL AND (${classEvents.bookedCount} < ${classEvents.attendingLimit} OR ${classEvents.queuedCount} < ${classEvents.queueLimit}))`;
  if (f.available === true) where.push(free);
  if (f.available === false) where.push(sql`NOT ${free}`);
  if (f.time === 'morning') where.push(sql`${localHour} < 12`);
  if (f.time === 'afternoon') where.push(sql`${localHour} >= 12 AND ${localHour} < 18`);
  if (f.time === 'evening') where.push(sql`${localHour} >= 18`);
  const archived = f.archived ?? 'hide';
  if (archived === 'hide') where.push(gt(classEvents.endedAt, at));
  if (archived === 'only') where.push(lte(classEvents.endedAt, at));
  return where;
}

/**
 * The schedule of `scope` (one club for /class_events, a club and those sharing bookings with it for
 * /club_network/class_events), with every filter of the spec, by start time.
 */
export async function listClassEvents(
  ctx: OperationContext & { scope: number[]; filters: ClassEventFilters; page: PageRequest },
): Promise<Page<ClassEventView>> {
  // Which classes a contact booked is that contact's data: a contact-scoped token may ask only about itself.
  const self = actingContactId(ctx.actor);
  if (self !== undefined && ctx.filters.attendeeContactIds?.some((id) => id !== self)) {
    throw new DomainError('api.error.auth.contact-scope', 'A contact-scoped token can only filter on its own bookings.');
  }
  const db = await getDb();
  const where = and(...conditions(ctx.tenant.id, ctx.scope, ctx.filters, now()));
  const joined = and(eq(clubs.tenantId, classEvents.tenantId), eq(clubs.id, classEvents.clubId));
  const order = ctx.filters.order === 'desc' ? desc(classEvents.startedAt) : asc(classEvents.startedAt);
  const found = await fetchPage(ctx.page,
    (limit, offset) => db.select({ event: classEvents, timeZone: clubs.timeZone }).from(classEvents).innerJoin(clubs, joined)
      .where(where).orderBy(order, asc(classEvents.id)).limit(limit).offset(offset),
    () => db.select({ n: count() }).from(classEvents).innerJoin(clubs, joined).where(where));
  return { ...found, items: found.items.map((row) => ({ ...row.event, timeZone: row.timeZone })) };
}
