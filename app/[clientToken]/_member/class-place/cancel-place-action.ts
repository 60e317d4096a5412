'use server';
import { revalidatePath } from 'next/cache';
import { cancelAttendee } from '@/lib/domain/booking/cancel-attendee';
import { parseId, runAction, type ActionResult } from '../../run-action';

/**
 * Cancels one of the member's places through cancelAttendee (a freed seat goes to the waiting list,
 * with its webhooks), from the classes page or the bookings page alike. The bookings page is read
 * again with the answer, so the place leaves its list. A booking that is gone, or was never this
 * member's, reads the same (messages: web.booking.not-found).
 */
export async function cancelBookingAction(clientToken: string, attendeeId: number): Promise<ActionResult<{ lateCancel: boolean }>> {
  return runAction({
    clientToken, who: 'member', say: { missing: 'web.booking.not-found' },
    run: async (ctx) => {
      const canceled = await cancelAttendee({ ...ctx, attendeeId: parseId(attendeeId) });
      revalidatePath(`/${ctx.tenant.token}/account/bookings`);
      return { lateCancel: canceled.lateCancel };
    },
  });
}
