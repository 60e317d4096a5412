import { getDb } from '../../db/client';
import type { OperationContext } from '../context';
import { notFound } from '../errors';
import { subscriptionClub } from '../subscriptions/subscription-club';
import { assertClubInReach } from '../booking/assert-club-in-reach';
import { readRecurrence, readRecurrenceView, type RecurrenceView } from './recurrence-view';

/** GET /recurrences/{id}: the recurrence and every class it holds. */
export async function getRecurrence(ctx: OperationContext & { recurrenceId: number }): Promise<RecurrenceView> {
  const db = await getDb();
  const recurrence = await readRecurrence(db, ctx.tenant.id, ctx.recurrenceId);
  if (!recurrence) throw notFound('Recurrence');
  assertClubInReach(ctx.actor, recurrence.clubId);
  const { club } = await subscriptionClub(db, ctx.tenant.id, recurrence.clubId);
  return readRecurrenceView(db, ctx.tenant.id, recurrence, club.timeZone);
}
