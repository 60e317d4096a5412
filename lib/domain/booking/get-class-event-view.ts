import { getDb } from '../../db/client';
import { confinedClubId, type OperationContext } from '../context';
import { DomainError } from '../errors';
import { sharingBookingClubIds } from '../tenancy/sharing-booking-club-ids';
import { subscriptionClub } from '../subscriptions/subscription-club';
import { getClassEventOrThrow } from './get-class-event';
import type { ClassEventView } from './list-class-events';

/**
 * GET /class_events/{id}: a class with its club's time zone (date-times are shown in it). A club-bound
 * token reads the classes it could list: its club's and those of the clubs sharing bookings with it.
 */
export async function getClassEventView(ctx: OperationContext, classEventId: number): Promise<ClassEventView> {
  const db = await getDb();
  const event = await getClassEventOrThrow(ctx, classEventId, db);
  const confined = confinedClubId(ctx.actor);
  if (confined !== undefined && event.clubId !== confined && !(await sharingBookingClubIds(db, ctx.tenant.id, confined)).includes(event.clubId)) {
    throw new DomainError('api.error.scope.unauthorized-club', 'This token is restricted to another club.');
  }
  const { club } = await subscriptionClub(db, ctx.tenant.id, event.clubId);
  return { ...event, timeZone: club.timeZone };
}
