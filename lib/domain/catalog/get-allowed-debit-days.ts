import { and, eq } from 'drizzle-orm';
import { getDb } from '../../db/client';
import { clubs } from '../../db/schema';
import { now } from '../../time/clock';
import { dateInZone } from '../../time/zone';
import type { OperationContext } from '../context';
import { requireActingClub } from '../tenancy/resolve-acting-club';
import { allowedDebitDays, type AllowedDebitDay } from './allowed-debit-days';

/** GET /allowed_debit_days?startDate=: the acting club's debit days (CONTRACT §4 and §9.2), from today in its time zone by default. */
export async function getAllowedDebitDays(ctx: OperationContext & { clubId?: number; startDate?: string }): Promise<AllowedDebitDay[]> {
  const clubId = await requireActingClub(ctx);
  const db = await getDb();
  const [club] = await db.select({ debitDays: clubs.debitDays, timeZone: clubs.timeZone }).from(clubs)
    .where(and(eq(clubs.tenantId, ctx.tenant.id), eq(clubs.id, clubId))).limit(1);
  return allowedDebitDays(club?.debitDays ?? [], ctx.startDate ?? dateInZone(now(), club?.timeZone ?? 'UTC'));
}
