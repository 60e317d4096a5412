import { and, asc, eq } from 'drizzle-orm';
import { getDb } from '../../db/client';
import { attendees, contacts, type Attendee, type Contact } from '../../db/schema';
import type { OperationContext } from '../context';
import { actingContactId } from '../contacts/contact-access';
import { DomainError } from '../errors';
import { assertClubInReach } from './assert-club-in-reach';
import { getClassEventOrThrow } from './get-class-event';

export type RosterEntry = Pick<Attendee, 'id' | 'contactId' | 'state' | 'bookedAt' | 'queuedAt' | 'canceledAt' | 'lateCancel' | 'spot' | 'showed'> & {
  contact: Pick<Contact, 'givenName' | 'familyName' | 'email' | 'number'>;
};

export interface ClassRoster {
  /** In the order the seats were taken. */
  booked: RosterEntry[];
  /** In the order freed seats go to them: queue time, then id, as promoteFromQueue takes them. */
  queued: RosterEntry[];
  /** Withdrawn (or cancelled with the class), in the order they left. */
  canceled: RosterEntry[];
}

const at = (value: Date | null) => value?.getTime() ?? 0;
const by = (key: 'bookedAt' | 'queuedAt' | 'canceledAt') => (a: RosterEntry, b: RosterEntry) => at(a[key]) - at(b[key]) || a.id - b.id;

/**
 * The staff's list of who comes to a class, with names. GET /attendees shows contact IRIs only and in
 * id order; staff need names and the waiting list in the order it will be served.
 */
export async function listClassRoster(ctx: OperationContext & { classEventId: number }): Promise<ClassRoster> {
  // Other people's names: never for a member or a contact-scoped token.
  if (actingContactId(ctx.actor) !== undefined) {
    throw new DomainError('api.error.auth.contact-scope', 'A contact-scoped token cannot list a class\'s attendees.');
  }
  const db = await getDb();
  const event = await getClassEventOrThrow(ctx, ctx.classEventId, db);
  assertClubInReach(ctx.actor, event.clubId);
  const rows = await db.select({
    id: attendees.id, contactId: attendees.contactId, state: attendees.state, bookedAt: attendees.bookedAt, queuedAt: attendees.queuedAt,
    canceledAt: attendees.canceledAt, lateCancel: attendees.lateCancel, spot: attendees.spot, showed: attendees.showed,
    contact: { givenName: contacts.givenName, familyName: contacts.familyName, email: contacts.email, number: contacts.number },
  }).from(attendees)
    .innerJoin(contacts, and(eq(contacts.tenantId, attendees.tenantId), eq(contacts.id, attendees.contactId)))
    .where(and(eq(attendees.tenantId, ctx.tenant.id), eq(attendees.classEventId, event.id)))
    .orderBy(asc(attendees.id));
  const inState = (state: RosterEntry['state']) => rows.filter((row) => row.state === state);
  return {
    booked: inState('booked').sort(by('bookedAt')),
    queued: inState('queued').sort(by('queuedAt')),
    canceled: inState('canceled').sort(by('canceledAt')),
  };
}
