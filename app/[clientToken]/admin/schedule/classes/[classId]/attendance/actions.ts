'use server';
import { markAttendance } from '@/lib/domain/planning/mark-attendance';
import { parseId, runAction, type ActionResult } from '../../../../../run-action';

/** One attendee came or not (markAttendance, as POST /class_events/{id}/attendance); a no-show applies the club's penalties at once. */
export async function markAttendee(clientToken: string, classId: number, attendeeId: number, showed: boolean): Promise<ActionResult> {
  return runAction({
    clientToken, who: 'staff',
    run: async (ctx) => {
      await markAttendance({ ...ctx, classEventId: parseId(classId), marks: [{ attendeeId: parseId(attendeeId), showed: showed === true }] });
      return null;
    },
  });
}
