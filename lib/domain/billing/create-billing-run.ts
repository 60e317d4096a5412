import { and, eq } from 'drizzle-orm';
import { getDb } from '../../db/client';
import { billingRuns, clubs } from '../../db/schema';
import { confinedClubId, type OperationContext } from '../context';
import { DomainError, invalidField } from '../errors';
import type { BatchCounts } from './run-billing-day';
import { runBillingDay } from './run-billing-day';

/**
 * POST /billing_runs { date, club } (admin, CONTRACT §9.8): the club's billing day for any date, run
 * now; answers the run (one per club and date) and what this call invoiced, collected and rejected
 * (0 for a day already run).
 */
export async function createBillingRun(ctx: OperationContext & { clubId: number; date: string }): Promise<BatchCounts & { id: number; clubId: number; date: string }> {
  const db = await getDb();
  const [club] = await db.select({ id: clubs.id }).from(clubs).where(and(eq(clubs.tenantId, ctx.tenant.id), eq(clubs.id, ctx.clubId))).limit(1);
  if (!club) throw invalidField('club', 'not-found', 'No club of this network has this id.');
  const confined = confinedClubId(ctx.actor);
  if (confined !== undefined && confined !== club.id) throw new DomainError('api.error.scope.unauthorized-club', 'This token is restricted to another club.');
  const counts = await runBillingDay({ tenantId: ctx.tenant.id, clubId: club.id, date: ctx.date });
  const [run] = await db.select({ id: billingRuns.id }).from(billingRuns)
    .where(and(eq(billingRuns.tenantId, ctx.tenant.id), eq(billingRuns.clubId, club.id), eq(billingRuns.date, ctx.date))).limit(1);
  return { ...counts, id: run!.id, clubId: club.id, date: ctx.date };
}
