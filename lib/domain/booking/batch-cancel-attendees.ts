import { and, asc, eq, inArray } from 'drizzle-orm';
import { inTransaction } from '../../db/transaction';
import { attendees, classEvents } from '../../db/schema';
import type { OperationContext } from '../context';
import { DomainError, invalidField } from '../errors';
import { cancelAttendeeIn } from './cancel-attendee';

/**
 * POST /attendees/batch_cancel (admin): several bookings cancelled at once, each as a single
 * cancellation is (late marking, a freed seat to the queue), all or none. Their classes are locked
 * first in id order, so two batches over the same classes wait for each other instead of deadlocking.
 * Bookings already cancelled are left as they are; answers how many were cancelled now.
 */
export async function batchCancelAttendees(ctx: OperationContext & { attendeeIds: number[] }): Promise<{ canceled: number }> {
  const ids = [...new Set(ctx.attendeeIds)];
  return inTransaction(async (tx) => {
    const found = ids.length === 0 ? [] : await tx.select({ id: attendees.id, classEventId: attendees.classEventId, state: attendees.state }).from(attendees)
      .where(and(eq(attendees.tenantId, ctx.tenant.id), inArray(attendees.id, ids)));
    ctx.attendeeIds.forEach((id, index) => {
      if (!found.some((a) => a.id === id)) throw invalidField(`attendees.${index}`, 'not-found', 'No booking of this network has this id.');
    });
    const classIds = [...new Set(found.map((a) => a.classEventId))];
    if (classIds.length > 0) {
      await tx.select({ id: classEvents.id }).from(classEvents)
        .where(and(eq(classEvents.tenantId, ctx.tenant.id), inArray(classEvents.id, classIds))).orderBy(asc(classEvents.id)).for('update');
    }
    let canceled = 0;
    for (const attendee of found) {
      if (attendee.state === 'canceled') continue;
      try {
        await cancelAttendeeIn(tx, ctx, attendee.id);
      } catch (error) {
        // Named by its place in the body, as every violation of a list is.
        if (error instanceof DomainError && !error.code.startsWith('api.error.scope') && error.code !== 'api.error.not-found') {
          const index = ctx.attendeeIds.indexOf(attendee.id);
          throw new DomainError(error.code, error.detail, [{ propertyPath: `attendees.${index}`, code: error.code.split('.').pop()!, message: error.detail }]);
        }
        throw error;
      }
      canceled += 1;
    }
    return { canceled };
  });
}
