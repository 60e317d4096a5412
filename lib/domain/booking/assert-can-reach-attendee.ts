import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { contacts, type Attendee } from '../../db/schema';
import { confinedClubId, type OperationContext } from '../context';
import { actingContactId } from '../contacts/contact-access';
import { DomainError } from '../errors';

/**
 * Who may read or cancel a booking: its own contact (a contact-scoped token), a club-scoped token of
 * the class's club or of the contact's club (with open booking the two differ, and a club token that
 * booked its member into a sharing club's class must be able to cancel it), any other client.
 */
export async function assertCanReachAttendee(
  db: Executor, ctx: OperationContext, attendee: Pick<Attendee, 'contactId'>, classClubId: number,
): Promise<void> {
  const self = actingContactId(ctx.actor);
  if (self !== undefined) {
    if (self !== attendee.contactId) throw new DomainError('api.error.auth.contact-scope', 'A contact-scoped token can only reach its own bookings.');
    return;
  }
  const confined = confinedClubId(ctx.actor);
  if (confined === undefined || confined === classClubId) return;
  const [contact] = await db.select({ clubId: contacts.clubId }).from(contacts)
    .where(and(eq(contacts.tenantId, ctx.tenant.id), eq(contacts.id, attendee.contactId))).limit(1);
  if (contact?.clubId !== confined) throw new DomainError('api.error.scope.unauthorized-club', 'This token is restricted to another club.');
}
