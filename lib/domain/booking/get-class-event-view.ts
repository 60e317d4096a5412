import { and, eq } from 'drizzle-orm';
import { getDb } from '../../db/client';
import { classEvents } from '../../db/schema';
import { onlineBookedColumn } from './places-left';
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
  const [online] = event.onlineLimit === null ? [{ n: 0 }] : await db.select({ n: onlineBookedColumn }).from(classEvents)
    .where(and(eq(classEvents.tenantId, ctx.tenant.id), eq(classEvents.id, event.id)));
  return { ...event, onlineBooked: online?.n ?? 0, timeZone: club.timeZone };
}
