import { and, asc, count, desc, eq, gt, gte, lt, lte, sql, type Column, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { preparedStatement } from '../../db/prepared';
import { activities, attendees, classEvents, clubs, type ClassEvent } from '../../db/schema';
import { now } from '../../time/clock';
import type { OperationContext } from '../context';
import { assertMayFilterByContact } from '../contacts/assert-may-filter-by-contact';
import type { Page, PageRequest } from '../paging';
import type { ClassEventFilters } from './class-event-filters';
import { onlineBookedColumn } from './places-left';

/** A class as schedules show it: what a partner or a page reads of it. */
export type ScheduleClass = Omit<ClassEvent, 'tenantId' | 'createdAt' | 'updatedAt' | 'attendanceClosedAt'> & {
  /** Booked online, counted for a class with an online limit only (places-left.ts). */
  onlineBooked: number;
};
/** With its club's time zone, in which its date-times are shown. */
export type ClassEventView = ScheduleClass & { timeZone: string };

// Selected flat, the view is the row itself: the columns a schedule shows, and no more (each
// timestamp is parsed from text for every row, 30 rows a page, hundreds of pages a second).
const viewColumns = {
  id: classEvents.id, clubId: classEvents.clubId, activityId: classEvents.activityId, studioId: classEvents.studioId,
  coachId: classEvents.coachId, name: classEvents.name, startedAt: classEvents.startedAt, endedAt: classEvents.endedAt,
  attendingLimit: classEvents.attendingLimit, queueLimit: classEvents.queueLimit, bookedCount: classEvents.bookedCount,
  queuedCount: classEvents.queuedCount, canceledAt: classEvents.canceledAt, recurrenceId: classEvents.recurrenceId, timeZone: clubs.timeZone,
  summary: classEvents.summary, description: classEvents.description, instructionsComment: classEvents.instructionsComment,
  classLayoutId: classEvents.classLayoutId, onlineLimit: classEvents.onlineLimit, externalQuota: classEvents.externalQuota,
  onlineBooked: onlineBookedColumn,
};

// The club's zone is looked up for this filter alone, so that the page needs no join before its limit.
const clubZone = sql`(SELECT ${clubs.timeZone} FROM ${clubs} WHERE ${clubs.tenantId} = ${classEvents.tenantId} AND ${clubs.id} = ${classEvents.clubId})`;
const localHour = sql`extract(hour from ${classEvents.startedAt} AT TIME ZONE ${clubZone})`;
// A seat as places-left.ts counts it (the external quota and the online limit held back), or a queue place.
const free = sql`(${classEvents.canceledAt} IS NULL AND ((${classEvents.bookedCount} < ${classEvents.attendingLimit} - coalesce(${classEvents.externalQuota}, 0)
  AND (${classEvents.onlineLimit} IS NULL OR ${onlineBookedColumn} < ${classEvents.onlineLimit})) OR ${classEvents.queuedCount} < ${classEvents.queueLimit}))`;
const placeholder = (name: string) => sql.placeholder(name);
const anyOf = (column: Column, name: string) => sql`${column} = any(${placeholder(name)})`;

/**
 * The WHERE of a schedule query, with every value a placeholder: the query's text depends only on
 * which filters are given (its shape), so each shape is prepared once and then only executed.
 */
function conditions(f: ClassEventFilters): SQL[] {
  const where: SQL[] = [eq(classEvents.tenantId, placeholder('tenantId')), anyOf(classEvents.clubId, 'scope')];
  if (f.clubIds) where.push(anyOf(classEvents.clubId, 'clubIds'));
  if (f.coachIds) where.push(anyOf(classEvents.coachId, 'coachIds'));
  if (f.activityIds) where.push(anyOf(classEvents.activityId, 'activityIds'));
  if (f.studioIds) where.push(anyOf(classEvents.studioId, 'studioIds'));
  if (f.activityGroupIds) {
    where.push(sql`EXISTS (SELECT 1 FROM ${activities} WHERE ${activities.tenantId} = ${classEvents.tenantId}
      AND ${activities.id} = ${classEvents.activityId} AND ${activities.groupIds} && ${placeholder('activityGroupIds')}::int[])`);
  }
  if (f.attendeeContactIds || f.attendeeStates) {
    const inner: SQL[] = [eq(attendees.tenantId, classEvents.tenantId), eq(attendees.classEventId, classEvents.id)];
    if (f.attendeeContactIds) inner.push(anyOf(attendees.contactId, 'attendeeContactIds'));
    if (f.attendeeStates) inner.push(sql`${attendees.state} = any(${placeholder('attendeeStates')}::text[])`);
    where.push(sql`EXISTS (SELECT 1 FROM ${attendees} WHERE ${and(...inner)})`);
  }
  if (f.startedBefore) where.push(lte(classEvents.startedAt, placeholder('startedBefore')));
  if (f.startedStrictlyBefore) where.push(lt(classEvents.startedAt, placeholder('startedStrictlyBefore')));
  if (f.startedAfter) where.push(gte(classEvents.startedAt, placeholder('startedAfter')));
  if (f.startedStrictlyAfter) where.push(gt(classEvents.startedAt, placeholder('startedStrictlyAfter')));
  if (f.available === true) where.push(free);
  if (f.available === false) where.push(sql`NOT ${free}`);
  if (f.time === 'morning') where.push(sql`${localHour} < 12`);
  if (f.time === 'afternoon') where.push(sql`${localHour} >= 12 AND ${localHour} < 18`);
  if (f.time === 'evening') where.push(sql`${localHour} >= 18`);
  const archived = f.archived ?? 'hide';
  if (archived === 'hide') where.push(gt(classEvents.endedAt, placeholder('at')));
  if (archived === 'only') where.push(lte(classEvents.endedAt, placeholder('at')));
  return where;
}

/** The filters given, and the values of the fixed-choice ones: what the query's text depends on. */
function shapeOf(f: ClassEventFilters): string {
  return Object.entries(f).filter(([, value]) => value !== undefined)
    .map(([key, value]) => (typeof value === 'string' || typeof value === 'boolean' ? `${key}=${value}` : key)).sort().join('&');
}

function buildStatements(f: ClassEventFilters) {
  const where = and(...conditions(f));
  const order = f.order === 'desc' ? desc : asc;
  return {
    // Two steps, because the total is a window count over every matching class: the window and the sort
    // run on narrow rows (id, start, total), and only the page's 30 classes are then read whole, with
    // their club's time zone. One statement, and about a third less work for PostgreSQL than joining
    // and counting whole rows (docs/benchmarks.md).
    page: preparedStatement('class_events_page', (db: Database, statement) => {
      const matched = db.select({ id: classEvents.id, startedAt: classEvents.startedAt, total: sql<number>`count(*) over ()`.as('total') })
        .from(classEvents).where(where).orderBy(order(classEvents.startedAt), asc(classEvents.id))
        .limit(placeholder('limit')).offset(placeholder('offset')).as('matched');
      return db.select({ ...viewColumns, total: sql<number>`${matched.total}`.mapWith(Number) }).from(matched)
        .innerJoin(classEvents, and(eq(classEvents.tenantId, placeholder('tenantId')), eq(classEvents.id, matched.id)))
        .innerJoin(clubs, and(eq(clubs.tenantId, classEvents.tenantId), eq(clubs.id, classEvents.clubId)))
        .orderBy(order(matched.startedAt), asc(matched.id)).prepare(statement);
    }),
    count: preparedStatement('class_events_count', (db: Database, statement) => db.select({ n: count() })
      .from(classEvents).where(where).prepare(statement)),
  };
}

// Each shape's statements, named by their text (lib/db/prepared.ts): another copy of this module
// (Next's bundle beside server.ts's) may meet the shapes in another order.
const byShape = new Map<string, ReturnType<typeof buildStatements>>();

function statementsFor(f: ClassEventFilters) {
  const shape = shapeOf(f);
  let statements = byShape.get(shape);
  if (!statements) {
    statements = buildStatements(f);
    byShape.set(shape, statements);
  }
  return statements;
}

/**
 * The schedule of `scope` (one club for /class_events, a club and those sharing bookings with it for
 * /club_network/class_events), with every filter of the spec, by start time.
 */
export async function listClassEvents(
  ctx: OperationContext & { scope: number[]; filters: ClassEventFilters; page: PageRequest },
): Promise<Page<ClassEventView>> {
  // Which classes a contact booked is that contact's data: a contact-scoped token may ask only about
  // itself, a club-bound token about its club's members.
  for (const contactId of ctx.filters.attendeeContactIds ?? []) await assertMayFilterByContact(ctx, contactId);
  // Values of filters the shape fixed (order, available, time, archived) match no placeholder and are left out.
  const params = { ...ctx.filters, tenantId: ctx.tenant.id, scope: ctx.scope, at: now() };
  const statements = statementsFor(ctx.filters);
  const { page, itemsPerPage } = ctx.page;
  const offset = (page - 1) * itemsPerPage;
  const rows = await (await statements.page()).execute({ ...params, limit: itemsPerPage, offset });
  // An empty page past the start carries no total: only then is it counted apart.
  const totalItems = rows[0]?.total ?? (offset === 0 ? 0 : (await (await statements.count()).execute(params))[0]?.n ?? 0);
  // Each row keeps its `total` beside the view's fields: harmless, and cheaper than copying 30 objects.
  return { items: rows, totalItems };
}
