import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { preparedStatement } from '../../db/prepared';
import { clubs, contacts } from '../../db/schema';
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

/**
 * What an entry is judged on, in one statement, after locking the contact's row: two entries of one
 * member are judged one after the other (anti-passback holds under concurrency), entries of different
 * members never wait for each other. `at` is judged in the club's time zone: its day for
 * subscriptions and tags, its weekday and minute for zone periods.
 */
const ph = (name: string) => sql.placeholder(name);
const local = sql`(${ph('at')}::timestamptz AT TIME ZONE ${clubs.timeZone})`;
/** A subscription (alias `h` or `o`) in force on the club's day, and not frozen by an accepted suspension. */
function inForce(alias: 'h' | 'o') {
  const s = sql.raw(alias);
  return sql`${s}.start_date <= ${local}::date AND (${s}.end_date IS NULL OR ${s}.end_date >= ${local}::date)
    AND NOT EXISTS (SELECT 1 FROM subscription_suspensions x WHERE x.tenant_id = ${s}.tenant_id AND x.subscription_id = ${s}.id
      AND x.state = 'accepted' AND x.start_date <= ${local}::date AND x.end_date >= ${local}::date)`;
}

// The statement every entry runs: prepared once per connection, so PostgreSQL plans it once there
// instead of on each entry (planning it was most of an entry's database time, docs/benchmarks.md).
const factsStatement = preparedStatement('entry_facts', (db, name) => db.select({
  contactState: contacts.state,
  timeZone: clubs.timeZone,
  subscribedHere: sql<boolean>`EXISTS (SELECT 1 FROM subscriptions h WHERE h.tenant_id = ${ph('tenantId')} AND h.contact_id = ${ph('contactId')}
    AND h.state = 'active' AND h.club_id = ${ph('clubId')} AND ${inForce('h')})`,
  otherSubscriptionClubs: sql<number[] | null>`ARRAY(SELECT DISTINCT o.club_id FROM subscriptions o WHERE o.tenant_id = ${ph('tenantId')}
    AND o.contact_id = ${ph('contactId')} AND o.state = 'active' AND o.club_id <> ${ph('clubId')} AND ${inForce('o')})`,
  blocked: sql<boolean>`EXISTS (SELECT 1 FROM contact_tags t WHERE t.tenant_id = ${ph('tenantId')} AND t.contact_id = ${ph('contactId')}
    AND t.name LIKE 'blocking%' AND t.valid_from <= ${local}::date AND (t.valid_through IS NULL OR t.valid_through >= ${local}::date))`,
  outsidePeriod: sql<boolean>`(${ph('zoneId')}::int IS NOT NULL
    AND EXISTS (SELECT 1 FROM zone_periods p WHERE p.tenant_id = ${ph('tenantId')} AND p.zone_id = ${ph('zoneId')}::int)
    AND NOT EXISTS (SELECT 1 FROM zone_periods p WHERE p.tenant_id = ${ph('tenantId')} AND p.zone_id = ${ph('zoneId')}::int
      AND p.weekday = extract(isodow FROM ${local})
      AND p.start_minute <= extract(hour FROM ${local}) * 60 + extract(minute FROM ${local})
      AND extract(hour FROM ${local}) * 60 + extract(minute FROM ${local}) < p.end_minute))`,
  alreadyInside: sql<boolean>`(${clubs.antiPassbackMinutes} > 0 AND coalesce((
    SELECT e.direction = 'in' AND e.created_at > ${ph('at')}::timestamptz - make_interval(mins => ${clubs.antiPassbackMinutes})
    FROM entries e WHERE e.tenant_id = ${ph('tenantId')} AND e.contact_id = ${ph('contactId')} AND e.club_id = ${ph('clubId')} AND NOT e.is_blocking
    ORDER BY e.created_at DESC, e.id DESC LIMIT 1), false))`,
}).from(contacts).innerJoin(clubs, and(eq(clubs.tenantId, contacts.tenantId), eq(clubs.id, ph('clubId'))))
  .where(and(eq(contacts.tenantId, ph('tenantId')), eq(contacts.id, ph('contactId')))).limit(1).prepare(name));

const lockStatement = preparedStatement('entry_contact_lock', (db, name) => db.select({ id: contacts.id }).from(contacts)
  .where(and(eq(contacts.tenantId, ph('tenantId')), eq(contacts.id, ph('contactId')))).for('update').prepare(name));

/**
 * What an entry is judged on, in one statement, after locking the contact's row: two entries of one
 * member are judged one after the other (anti-passback holds under concurrency), entries of different
 * members never wait for each other. `at` is judged in the club's time zone: its day for
 * subscriptions, suspensions and tags, its weekday and minute for zone periods.
 */
export async function readEntryFacts(tx: Executor, input: {
  tenantId: number; contactId: number; clubId: number; zoneId: number | null; at: Date;
}): Promise<EntryFactsRow> {
  const { tenantId, contactId, clubId, zoneId } = input;
  // The lock first, in a statement of its own: under READ COMMITTED the next statement then reads
  // what a previous entry of this member committed while this one waited (one statement would read
  // the entries as they were when it began, and two simultaneous `in`s would both pass).
  await (await lockStatement(tx)).execute({ tenantId, contactId });
  const [row] = await (await factsStatement(tx)).execute({ tenantId, contactId, clubId, zoneId, at: input.at.toISOString() });
  if (!row) throw new Error(`entry facts: contact ${contactId} or club ${clubId} vanished`);
  return { ...row, otherSubscriptionClubs: (row.otherSubscriptionClubs ?? []).map(Number) };
}

/** A subscription in the club, or in a club that shares bookings with it. */
export async function isSubscribedFor(tx: Executor, tenantId: number, clubId: number, facts: EntryFactsRow): Promise<boolean> {
  if (facts.subscribedHere) return true;
  for (const other of facts.otherSubscriptionClubs) {
    if ((await sharingBookingClubIds(tx, tenantId, other)).includes(clubId)) return true;
  }
  return false;
}
