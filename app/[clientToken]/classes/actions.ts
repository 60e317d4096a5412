'use server';
import { revalidatePath } from 'next/cache';
import { z } from 'zod';
import { bookClass } from '@/lib/domain/booking/book-class';
import { cancelAttendee } from '@/lib/domain/booking/cancel-attendee';
import { runMemberAction, type MemberActionResult } from './run-member-action';

const id = z.number().int().positive().max(2_147_483_647);

/**
 * Books the signed-in member on a class through bookClass, as POST /attendees does: a seat if one is
 * free, else a waiting-list place; every rule, webhook and the seat lock are the domain's.
 */
export async function bookClassAction(clientToken: string, classEventId: number): Promise<MemberActionResult<{ state: 'booked' | 'queued' }>> {
  return runMemberAction(clientToken, id, classEventId, async (ctx, classId) => {
    const attendee = await bookClass({ ...ctx, classEventId: classId });
    return { state: attendee.state === 'queued' ? 'queued' : 'booked' };
  });
}

/**
 * Cancels one of the member's places through cancelAttendee (a freed seat goes to the waiting list,
 * with its webhooks). The bookings page is read again with the answer, so the place leaves its list.
 */
export async function cancelBookingAction(clientToken: string, attendeeId: number): Promise<MemberActionResult<{ lateCancel: boolean }>> {
  return runMemberAction(clientToken, id, attendeeId, async (ctx, attendee) => {
    const canceled = await cancelAttendee({ ...ctx, attendeeId: attendee });
    revalidatePath(`/${ctx.tenant.token}/account/bookings`);
    return { lateCancel: canceled.lateCancel };
  });
}
