import { and, asc, eq, gte, inArray, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { penaltyApplications } from '../../db/schema';

/** A booking block in force for a member: in which club, until which day (included), after what. */
export interface MemberBookingBlock {
  clubId: number;
  endsOn: string;
  kind: 'no_show' | 'late_cancel';
}

/**
 * The member's booking blocks not lifted and not over on `today`, in these clubs: the same rows
 * bookingBlockedUntil (apply-penalties.ts) refuses a booking with, one per club (the latest end).
 */
export async function memberBookingBlocks(db: Executor, tenantId: number, contactId: number, clubIds: number[], today: string): Promise<MemberBookingBlock[]> {
  if (clubIds.length === 0) return [];
  const rows = await db.select({ clubId: penaltyApplications.clubId, endsOn: penaltyApplications.endsOn, kind: penaltyApplications.kind })
    .from(penaltyApplications)
    .where(and(eq(penaltyApplications.tenantId, tenantId), eq(penaltyApplications.contactId, contactId), inArray(penaltyApplications.clubId, clubIds),
      eq(penaltyApplications.penalty, 'block_booking'), isNull(penaltyApplications.liftedAt), gte(penaltyApplications.endsOn, today)))
    .orderBy(asc(penaltyApplications.endsOn));
  const byClub = new Map<number, MemberBookingBlock>();
  for (const row of rows) byClub.set(row.clubId, { clubId: row.clubId, endsOn: row.endsOn!, kind: row.kind });
  return [...byClub.values()];
}
