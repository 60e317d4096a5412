'use server';
import { revalidatePath } from 'next/cache';
import { bookClass } from '@/lib/domain/booking/book-class';
import { cancelAttendee } from '@/lib/domain/booking/cancel-attendee';
import { parseId, runAction, type ActionResult } from '../run-action';

// A class or a booking that is gone, or was never this member's, reads the same (messages.ts).
const say = { missing: 'web.booking.not-found' };

/**
 * Books the signed-in member on a class through bookClass, as POST /attendees does: a seat if one is
 * free, else a waiting-list place; every rule, webhook and the seat lock are the domain's.
 */
export async function bookClassAction(clientToken: string, classEventId: number): Promise<ActionResult<{ state: 'booked' | 'queued' }>> {
  return runAction({
    clientToken, who: 'member', say,
    run: async (ctx) => {
      const attendee = await bookClass({ ...ctx, classEventId: parseId(classEventId) });
      return { state: attendee.state === 'queued' ? 'queued' : 'booked' };
    },
  });
}

/**
 * Cancels one of the member's places through cancelAttendee (a freed seat goes to the waiting list,
 * with its webhooks). The bookings page is read again with the answer, so the place leaves its list.
 */
export async function cancelBookingAction(clientToken: string, attendeeId: number): Promise<ActionResult<{ lateCancel: boolean }>> {
  return runAction({
    clientToken, who: 'member', say,
    run: async (ctx) => {
      const canceled = await cancelAttendee({ ...ctx, attendeeId: parseId(attendeeId) });
      revalidatePath(`/${ctx.tenant.token}/account/bookings`);
      return { lateCancel: canceled.lateCancel };
    },
  });
}
