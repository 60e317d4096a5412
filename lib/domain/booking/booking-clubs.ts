import type { Executor } from '../../db/client';
import { sharingBookingClubIds } from '../tenancy/sharing-booking-club-ids';

/** The clubs whose classes a member of `clubId` may book: its own and those it shares bookings with. */
export async function bookableClubIds(db: Executor, tenantId: number, clubId: number): Promise<number[]> {
  return [clubId, ...(await sharingBookingClubIds(db, tenantId, clubId))];
}
