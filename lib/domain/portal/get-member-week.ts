import { getDb } from '../../db/client';
import { addDays } from '../../time/calendar';
import { now } from '../../time/clock';
import { dateInZone, parseDateTimeInZone } from '../../time/zone';
import { bookableClubIds } from '../booking/booking-clubs';
import type { ClassEventFilters } from '../booking/class-event-filters';
import { listClassEvents, type ScheduleClass } from '../booking/list-class-events';
import { getContactOrThrow } from '../contacts/get-contact';
import { allPages } from '../paging';
import type { MemberContext } from './member-actor';
import { loadClassRefs, toMemberClass, type MemberClass } from './member-class';
import { bookingStanding, type BookingStanding } from './booking-standing';
import { memberBookingBlocks, type MemberBookingBlock } from '../planning/member-booking-blocks';
import { memberPlaces } from './member-places';
import { classSpots } from '../booking/class-spots';
import { mondayOf, weekDays } from './week-start';

export type TimeOfDay = NonNullable<ClassEventFilters['time']>;

/** The member's choices on the classes page; a value that does not fit their clubs is dropped. */
export interface MemberWeekFilters {
  clubId?: number;
  /** An activity by name: "Yoga" is Yoga in every club, though each club has its own activity row. */
  activity?: string;
  coachId?: number;
  time?: TimeOfDay;
}

export interface MemberWeek {
  /** The Monday of the week shown, and of the week of today (in the member's club). */
  weekStart: string;
  thisWeek: string;
  today: string;
  days: string[];
  /** The member's own club. */
  homeClubId: number;
  /** What the filters offer: the member's club and the clubs it shares bookings with, and theirs. */
  clubs: { id: number; name: string }[];
  activities: string[];
  coaches: { id: number; name: string; clubId: number }[];
  /** The filters as applied, unknown values left out. */
  filters: MemberWeekFilters;
  /** The week's classes not yet over, by start; each on its club's local date. */
  classes: MemberClass[];
  /** Whether the member may book today, else why not (booking-standing.ts). */
  standing: BookingStanding;
  /** Penalty blocks in force (missed or late-cancelled classes): no booking in these clubs until endsOn. */
  blocks: MemberBookingBlock[];
}

// A generous bound for one week of a network's timetable: ten pages of 100.
function listAll(ctx: MemberContext, scope: number[], filters: ClassEventFilters): Promise<ScheduleClass[]> {
  return allPages((page) => listClassEvents({ ...ctx, scope, filters, page }), { maxPages: 10 });
}

/**
 * The classes page of the member portal: one week (Monday to Sunday, `week` any date in it, this
 * week by default) of the classes of the member's club and of the clubs it shares bookings with
 * (booking-clubs.ts, the rule bookClass applies), filtered, with places left, queue length and the
 * member's own place. Read-only; polled by the page, so it stays a handful of queries.
 */
export async function getMemberWeek(ctx: MemberContext & { week?: string; filters: MemberWeekFilters }): Promise<MemberWeek> {
  const db = await getDb();
  const at = now();
  const contact = await getContactOrThrow(ctx, ctx.actor.contactId, db);
  const scope = await bookableClubIds(db, ctx.tenant.id, contact.clubId);
  const refs = await loadClassRefs(db, ctx.tenant.id, scope);
  const home = refs.clubs.get(contact.clubId)!;
  const today = dateInZone(at, home.timeZone);
  const weekStart = mondayOf(ctx.week ?? today);
  const days = weekDays(weekStart);

  const applied: MemberWeekFilters = {};
  const { clubId, activity, coachId, time } = ctx.filters;
  if (clubId !== undefined && refs.clubs.has(clubId)) applied.clubId = clubId;
  const activityIds = [...refs.activities.values()].filter((a) => a.name === activity).map((a) => a.id);
  if (activityIds.length > 0) applied.activity = activity;
  if (coachId !== undefined && refs.coaches.has(coachId)) applied.coachId = coachId;
  if (time) applied.time = time;

  // A day either side of the week in the member's zone: a class is then kept on its own club's local date.
  const events = await listAll(ctx, scope, {
    startedAfter: parseDateTimeInZone(addDays(weekStart, -1), home.timeZone)!,
    startedStrictlyBefore: parseDateTimeInZone(addDays(weekStart, 8), home.timeZone)!,
    ...(applied.clubId !== undefined ? { clubIds: [applied.clubId] } : {}),
    ...(applied.activity !== undefined ? { activityIds } : {}),
    ...(applied.coachId !== undefined ? { coachIds: [applied.coachId] } : {}),
    ...(applied.time ? { time: applied.time } : {}),
  });
  const [places, standing, blocks, rooms] = await Promise.all([
    memberPlaces(db, ctx.tenant.id, contact.id, events.map((e) => e.id)), bookingStanding(db, ctx.tenant.id, contact, today),
    memberBookingBlocks(db, ctx.tenant.id, contact.id, scope, today),
    classSpots(db, ctx.tenant.id, events),
  ]);
  const classes = events.map((e) => toMemberClass(e, refs, places.get(e.id) ?? null, at, rooms.get(e.id) ?? null))
    .filter((c) => c.startsAt.slice(0, 10) >= days[0]! && c.startsAt.slice(0, 10) <= days[6]!);

  const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);
  return {
    weekStart, thisWeek: mondayOf(today), today, days, homeClubId: home.id,
    clubs: [...refs.clubs.values()].map((c) => ({ id: c.id, name: c.name })).sort(byName),
    activities: [...new Set([...refs.activities.values()].map((a) => a.name))].sort((a, b) => a.localeCompare(b)),
    coaches: [...refs.coaches.values()].sort(byName),
    filters: applied,
    classes,
    standing,
    blocks,
  };
}
