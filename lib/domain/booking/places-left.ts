import { sql } from 'drizzle-orm';
import { attendees, classEvents } from '../../db/schema';

/** What a class's places left are computed from: its limits, its counters and its online bookings. */
export interface PlacesInput {
  attendingLimit: number;
  bookedCount: number;
  externalQuota: number | null;
  onlineLimit: number | null;
  /** Booked attendees who booked online (0 when the class has no online limit: not counted then). */
  onlineBooked: number;
  canceledAt: Date | null;
}

/**
 * Seats an online booking can still get, the one rule every page and the API show (CONTRACT §14):
 * the capacity less the external quota less the booked, and no more than the online limit less the
 * online bookings. claim-places.ts enforces the same in SQL; keep the two together.
 */
export function placesLeft(e: PlacesInput): number {
  if (e.canceledAt !== null) return 0;
  const seats = e.attendingLimit - (e.externalQuota ?? 0) - e.bookedCount;
  const online = e.onlineLimit === null ? seats : e.onlineLimit - e.onlineBooked;
  return Math.max(0, Math.min(seats, online));
}

/**
 * The class's online bookings, as a column of a class query: counted only for a class with an online
 * limit (the others never need it, and a schedule page reads 30 classes at a time).
 */
// Columns named with their table: drizzle leaves it out in a one-table query, where "id" would be o's.
export const onlineBookedColumn = sql<number>`CASE WHEN ${classEvents}.online_limit IS NULL THEN 0 ELSE (SELECT count(*) FROM ${attendees} o
  WHERE o.tenant_id = ${classEvents}.tenant_id AND o.class_event_id = ${classEvents}.id AND o.state = 'booked' AND o.channel = 'online') END`.mapWith(Number);
