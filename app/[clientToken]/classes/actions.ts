'use server';
import { bookClass } from '@/lib/domain/booking/book-class';
import { parseId, runAction, type ActionResult } from '../run-action';

// A class that is gone, or was never open to this member, reads the same (errors: web.booking.not-found).
const say = { missing: 'web.booking.not-found' };

/**
 * Books the signed-in member on a class through bookClass, as POST /attendees does: a seat if one is
 * free, else a waiting-list place; every rule, webhook and the seat lock are the domain's. In a class
 * with a layout `spot` is the one chosen on the map (none: the lowest free one), a taken one refused
 * with api.error.attendee.spot-taken.
 */
export async function bookClassAction(clientToken: string, classEventId: number, spot?: number): Promise<ActionResult<{ state: 'booked' | 'queued'; spot: number | null }>> {
  return runAction({
    clientToken, who: 'member', say,
    run: async (ctx) => {
      const attendee = await bookClass({ ...ctx, classEventId: parseId(classEventId), ...(spot !== undefined ? { spot: parseId(spot) } : {}) });
      return { state: attendee.state === 'queued' ? 'queued' : 'booked', spot: attendee.spot ?? null };
    },
  });
}
