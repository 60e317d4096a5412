import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { queryRows } from '../../db/raw';
import { sharingBookingClubIds } from '../tenancy/sharing-booking-club-ids';

export interface EntryFactsRow {
  contactState: string;
  timeZone: string;
  subscribedHere: boolean;
  /** Clubs of the contact's other subscriptions in force today (in the crossing point's club's calendar). */
  otherSubscriptionClubs: number[];
  blocked: boolean;
  outsidePeriod: boolean;
  alreadyInside: boolean;
}

interface Raw {
  contact_state: string; time_zone: string; subscribed_here: boolean; other_clubs: number[] | null;
  blocked: boolean; outside_period: boolean; already_inside: boolean;
}

/**
 * What an entry is judged on, in one statement, after locking the contact's row: two entries of one
 * member are judged one after the other (anti-passback holds under concurrency), entries of different
 * members never wait for each other. `at` is judged in the club's time zone: its day for
 * subscriptions and tags, its weekday and minute for zone periods.
 */
export async function readEntryFacts(tx: Executor, input: {
  tenantId: number; contactId: number; clubId: number; zoneId: number | null; at: Date;
}): Promise<EntryFactsRow> {
  const { tenantId, contactId, clubId, zoneId } = input;
  const at = input.at.toISOString();
  const local = sql`(${at}::timestamptz AT TIME ZONE cl.time_zone)`;
  // The lock first, in a statement of its own: under READ COMMITTED the next statement then reads
  // what a previous entry of this member committed while this one waited (one statement would read
  // the entries as they were when it began, and two simultaneous `in`s would both pass).
  await tx.execute(sql`SELECT 1 FROM contacts WHERE tenant_id = ${tenantId} AND id = ${contactId} FOR UPDATE`);
  const [row] = await queryRows<Raw>(tx, sql`
    SELECT c.state AS contact_state, cl.time_zone,
      EXISTS (SELECT 1 FROM subscriptions s WHERE s.tenant_id = ${tenantId} AND s.contact_id = ${contactId} AND s.state = 'active'
        AND s.club_id = ${clubId} AND s.start_date <= ${local}::date AND (s.end_date IS NULL OR s.end_date >= ${local}::date)
        AND NOT EXISTS (SELECT 1 FROM subscription_suspensions x WHERE x.tenant_id = s.tenant_id AND x.subscription_id = s.id
          AND x.state = 'accepted' AND x.start_date <= ${local}::date AND x.end_date >= ${local}::date)) AS subscribed_here,
      ARRAY(SELECT DISTINCT s.club_id FROM subscriptions s WHERE s.tenant_id = ${tenantId} AND s.contact_id = ${contactId} AND s.state = 'active'
        AND s.club_id <> ${clubId} AND s.start_date <= ${local}::date AND (s.end_date IS NULL OR s.end_date >= ${local}::date)
        AND NOT EXISTS (SELECT 1 FROM subscription_suspensions x WHERE x.tenant_id = s.tenant_id AND x.subscription_id = s.id
          AND x.state = 'accepted' AND x.start_date <= ${local}::date AND x.end_date >= ${local}::date)) AS other_clubs,
      EXISTS (SELECT 1 FROM contact_tags t WHERE t.tenant_id = ${tenantId} AND t.contact_id = ${contactId} AND t.name LIKE 'blocking%'
        AND t.valid_from <= ${local}::date AND (t.valid_through IS NULL OR t.valid_through >= ${local}::date)) AS blocked,
      (${zoneId}::int IS NOT NULL
        AND EXISTS (SELECT 1 FROM zone_periods p WHERE p.tenant_id = ${tenantId} AND p.zone_id = ${zoneId}::int)
        AND NOT EXISTS (SELECT 1 FROM zone_periods p WHERE p.tenant_id = ${tenantId} AND p.zone_id = ${zoneId}::int
          AND p.weekday = extract(isodow FROM ${local})
          AND p.start_minute <= extract(hour FROM ${local}) * 60 + extract(minute FROM ${local})
          AND extract(hour FROM ${local}) * 60 + extract(minute FROM ${local}) < p.end_minute)) AS outside_period,
      (cl.anti_passback_minutes > 0 AND coalesce((
        SELECT e.direction = 'in' AND e.created_at > ${at}::timestamptz - make_interval(mins => cl.anti_passback_minutes)
        FROM entries e WHERE e.tenant_id = ${tenantId} AND e.contact_id = ${contactId} AND e.club_id = ${clubId} AND NOT e.is_blocking
        ORDER BY e.created_at DESC, e.id DESC LIMIT 1), false)) AS already_inside
    FROM contacts c JOIN clubs cl ON cl.tenant_id = c.tenant_id AND cl.id = ${clubId}
    WHERE c.tenant_id = ${tenantId} AND c.id = ${contactId}`);
  if (!row) throw new Error(`entry facts: contact ${contactId} or club ${clubId} vanished`);
  return {
    contactState: row.contact_state, timeZone: row.time_zone, subscribedHere: row.subscribed_here,
    otherSubscriptionClubs: (row.other_clubs ?? []).map(Number), blocked: row.blocked, outsidePeriod: row.outside_period, alreadyInside: row.already_inside,
  };
}

/** A subscription in the club, or in a club that shares bookings with it. */
export async function isSubscribedFor(tx: Executor, tenantId: number, clubId: number, facts: EntryFactsRow): Promise<boolean> {
  if (facts.subscribedHere) return true;
  for (const other of facts.otherSubscriptionClubs) {
    if ((await sharingBookingClubIds(tx, tenantId, other)).includes(clubId)) return true;
  }
  return false;
}
