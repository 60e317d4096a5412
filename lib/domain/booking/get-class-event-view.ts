import { getDb } from '../../db/client';
import type { OperationContext } from '../context';
import { subscriptionClub } from '../subscriptions/subscription-club';
import { getClassEventOrThrow } from './get-class-event';
import type { ClassEventView } from './list-class-events';

/** GET /class_events/{id}: a class with its club's time zone (date-times are shown in it). */
export async function getClassEventView(ctx: OperationContext, classEventId: number): Promise<ClassEventView> {
  const db = await getDb();
  const event = await getClassEventOrThrow(ctx, classEventId, db);
  const { club } = await subscriptionClub(db, ctx.tenant.id, event.clubId);
  return { ...event, timeZone: club.timeZone };
}
