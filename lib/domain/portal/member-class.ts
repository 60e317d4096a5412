import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { activities, clubs, coaches, studios, type Club } from '../../db/schema';
import type { ScheduleClass } from '../booking/list-class-events';
import { isoInZone, shiftDaysInZone } from '../../time/zone';
import type { MemberPlace } from './member-places';
import { placesLeft } from '../booking/places-left';
import type { ClassSpots } from '../booking/class-spots';

/**
 * A class as the member portal shows it to one member: names instead of ids, places left, whether it
 * can be booked now and, if the member has a place or a queue place, which. Date-times carry the
 * class's club's offset (CONTRACT §1): characters 0-9 are the local date, 11-15 the local time.
 */
export interface MemberClass {
  id: number;
  name: string;
  club: { id: number; name: string };
  activity: string;
  coach: string | null;
  studio: string | null;
  startsAt: string;
  endsAt: string;
  attendingLimit: number;
  placesLeft: number;
  queueLength: number;
  queuePlacesLeft: number;
  /** open: bookable now; not-open: before the club's booking window; started: running; canceled: by the club. */
  status: 'open' | 'not-open' | 'started' | 'canceled';
  /** When booking opens, for a class still before its club's booking window. */
  bookingOpensAt: string | null;
  lateCancelHours: number;
  /** From this instant on, cancelling a seat counts as late (the start less the club's lateCancelHours). */
  lateCancelFrom: string;
  /** A seat cancelled now would be a late cancellation (less than lateCancelHours before the start). */
  lateCancelNow: boolean;
  mine: MemberPlace | null;
  /** The room's spots and those taken, for a class with a layout (the member picks one); else null. */
  room: ClassSpots | null;
}

/** The clubs, activities, coaches and studios that classes point to, by id. */
export interface ClassRefs {
  clubs: Map<number, Club>;
  activities: Map<number, { id: number; clubId: number; name: string }>;
  coaches: Map<number, { id: number; clubId: number; name: string }>;
  studios: Map<number, string>;
}

/** Every club, activity, coach and studio of these clubs, in four small queries. */
export async function loadClassRefs(db: Executor, tenantId: number, clubIds: number[]): Promise<ClassRefs> {
  if (clubIds.length === 0) return { clubs: new Map(), activities: new Map(), coaches: new Map(), studios: new Map() };
  const resource = { id: activities.id, clubId: activities.clubId, name: activities.name };
  const [clubRows, activityRows, coachRows, studioRows] = await Promise.all([
    db.select().from(clubs).where(and(eq(clubs.tenantId, tenantId), inArray(clubs.id, clubIds))),
    db.select(resource).from(activities).where(and(eq(activities.tenantId, tenantId), inArray(activities.clubId, clubIds))),
    db.select({ id: coaches.id, clubId: coaches.clubId, name: coaches.name }).from(coaches)
      .where(and(eq(coaches.tenantId, tenantId), inArray(coaches.clubId, clubIds))),
    db.select({ id: studios.id, name: studios.name }).from(studios).where(and(eq(studios.tenantId, tenantId), inArray(studios.clubId, clubIds))),
  ]);
  return {
    clubs: new Map(clubRows.map((c) => [c.id, c])),
    activities: new Map(activityRows.map((a) => [a.id, a])),
    coaches: new Map(coachRows.map((c) => [c.id, c])),
    studios: new Map(studioRows.map((s) => [s.id, s.name])),
  };
}

/** One class for the member, at the instant `at`, with the rules of book-class.ts for what "open" means. */
export function toMemberClass(event: ScheduleClass, refs: ClassRefs, mine: MemberPlace | null, at: Date, room: ClassSpots | null = null): MemberClass {
  const club = refs.clubs.get(event.clubId)!;
  const zone = club.timeZone;
  const opensAt = shiftDaysInZone(event.startedAt, -club.bookingWindowDays, zone);
  const canceled = event.canceledAt !== null;
  const status = canceled ? 'canceled' : event.startedAt <= at ? 'started' : opensAt > at ? 'not-open' : 'open';
  return {
    id: event.id,
    name: event.name,
    club: { id: club.id, name: club.name },
    activity: refs.activities.get(event.activityId)?.name ?? event.name,
    coach: event.coachId === null ? null : refs.coaches.get(event.coachId)?.name ?? null,
    studio: event.studioId === null ? null : refs.studios.get(event.studioId) ?? null,
    startsAt: isoInZone(event.startedAt, zone),
    endsAt: isoInZone(event.endedAt, zone),
    attendingLimit: event.attendingLimit,
    placesLeft: placesLeft(event),
    queueLength: event.queuedCount,
    queuePlacesLeft: canceled ? 0 : event.queueLimit - event.queuedCount,
    status,
    bookingOpensAt: status === 'not-open' ? isoInZone(opensAt, zone) : null,
    lateCancelHours: club.lateCancelHours,
    lateCancelFrom: isoInZone(new Date(event.startedAt.getTime() - club.lateCancelHours * 3_600_000), zone),
    lateCancelNow: event.startedAt.getTime() - at.getTime() < club.lateCancelHours * 3_600_000,
    mine,
    room,
  };
}
