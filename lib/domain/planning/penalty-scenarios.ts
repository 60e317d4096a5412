// NoShowScenario and LateCancelScenario (CONTRACT §14): admin CRUD per club; and the blocks they
// applied, which staff can lift.
import { and, asc, count, desc, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import { getDb, type Executor } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { penaltyApplications, penaltyScenarios, type Penalty, type PenaltyApplication, type PenaltyKind, type PenaltyScenario } from '../../db/schema';
import { now } from '../../time/clock';
import { assertClubInReach } from '../booking/assert-club-in-reach';
import { assertClubOfTenant } from '../contacts/check-contact-references';
import type { OperationContext } from '../context';
import { DomainError, invalidField, notFound } from '../errors';
import { fetchPage, type Page, type PageRequest } from '../paging';

export interface ScenarioFields {
  name: string;
  periodDays: number;
  threshold: number;
  penalty: Penalty;
  blockDays: number | null;
  amount: number | null;
}

/** A block needs its days, a fee its amount; the other is dropped. */
function checkScenario(f: ScenarioFields): ScenarioFields {
  if (f.threshold < 1) throw invalidField('threshold', 'range', 'A threshold is at least 1.');
  if (f.periodDays < 1) throw invalidField('periodDays', 'range', 'A period is at least a day.');
  if (f.penalty === 'block_booking' && (f.blockDays === null || f.blockDays < 1)) throw invalidField('blockDays', 'required', 'A block lasts at least a day.');
  if (f.penalty === 'fee' && (f.amount === null || f.amount < 1)) throw invalidField('amount', 'required', 'A fee is an amount in cents above 0.');
  return { ...f, blockDays: f.penalty === 'block_booking' ? f.blockDays : null, amount: f.penalty === 'fee' ? f.amount : null };
}

async function readScenario(db: Executor, ctx: OperationContext, kind: PenaltyKind, id: number): Promise<PenaltyScenario> {
  const [row] = await db.select().from(penaltyScenarios)
    .where(and(eq(penaltyScenarios.tenantId, ctx.tenant.id), eq(penaltyScenarios.id, id), eq(penaltyScenarios.kind, kind))).limit(1);
  if (!row) throw notFound('Scenario');
  assertClubInReach(ctx.actor, row.clubId);
  return row;
}

export async function createPenaltyScenario(ctx: OperationContext & { kind: PenaltyKind; clubId: number; fields: ScenarioFields }): Promise<PenaltyScenario> {
  const fields = checkScenario(ctx.fields);
  return inTransaction(async (tx) => {
    await assertClubOfTenant(tx, ctx.tenant.id, ctx.clubId, 'club');
    assertClubInReach(ctx.actor, ctx.clubId);
    const [row] = await tx.insert(penaltyScenarios).values({ tenantId: ctx.tenant.id, kind: ctx.kind, clubId: ctx.clubId, ...fields }).returning();
    return row!;
  });
}

export async function getPenaltyScenario(ctx: OperationContext & { kind: PenaltyKind; id: number }): Promise<PenaltyScenario> {
  return readScenario(await getDb(), ctx, ctx.kind, ctx.id);
}

export async function listPenaltyScenarios(ctx: OperationContext & { kind: PenaltyKind; scope: number[]; page: PageRequest }): Promise<Page<PenaltyScenario>> {
  const db = await getDb();
  const where = and(eq(penaltyScenarios.tenantId, ctx.tenant.id), eq(penaltyScenarios.kind, ctx.kind), inArray(penaltyScenarios.clubId, ctx.scope));
  return fetchPage(ctx.page, (limit, offset) => db.select().from(penaltyScenarios).where(where).orderBy(asc(penaltyScenarios.id)).limit(limit).offset(offset),
    () => db.select({ n: count() }).from(penaltyScenarios).where(where));
}

export async function updatePenaltyScenario(ctx: OperationContext & { kind: PenaltyKind; id: number; patch: Partial<ScenarioFields> }): Promise<PenaltyScenario> {
  return inTransaction(async (tx) => {
    const row = await readScenario(tx, ctx, ctx.kind, ctx.id);
    const { name, periodDays, threshold, penalty, blockDays, amount } = row;
    const fields = checkScenario({ name, periodDays, threshold, penalty, blockDays, amount, ...ctx.patch });
    const [updated] = await tx.update(penaltyScenarios).set(fields)
      .where(and(eq(penaltyScenarios.tenantId, ctx.tenant.id), eq(penaltyScenarios.id, row.id))).returning();
    return updated!;
  });
}

/** Deleting a scenario applies it no more, and the blocks it applied go with it. */
export async function deletePenaltyScenario(ctx: OperationContext & { kind: PenaltyKind; id: number }): Promise<void> {
  await inTransaction(async (tx) => {
    const row = await readScenario(tx, ctx, ctx.kind, ctx.id);
    await tx.delete(penaltyScenarios).where(and(eq(penaltyScenarios.tenantId, ctx.tenant.id), eq(penaltyScenarios.id, row.id)));
  });
}

/** GET /booking_blocks: the blocks applied, the contact's or every one of the scope's clubs, newest first. */
export async function listBookingBlocks(ctx: OperationContext & { scope: number[]; contactId?: number; page: PageRequest }): Promise<Page<PenaltyApplication>> {
  const db = await getDb();
  const where: SQL[] = [eq(penaltyApplications.tenantId, ctx.tenant.id), eq(penaltyApplications.penalty, 'block_booking'), inArray(penaltyApplications.clubId, ctx.scope)];
  if (ctx.contactId !== undefined) where.push(eq(penaltyApplications.contactId, ctx.contactId));
  return fetchPage(ctx.page,
    (limit, offset) => db.select().from(penaltyApplications).where(and(...where)).orderBy(desc(penaltyApplications.appliedAt), desc(penaltyApplications.id)).limit(limit).offset(offset),
    () => db.select({ n: count() }).from(penaltyApplications).where(and(...where)));
}

/** POST /booking_blocks/{id}/lift (admin): the contact books again at once. */
export async function liftBookingBlock(ctx: OperationContext & { id: number }): Promise<PenaltyApplication> {
  return inTransaction(async (tx) => {
    const [row] = await tx.select().from(penaltyApplications)
      .where(and(eq(penaltyApplications.tenantId, ctx.tenant.id), eq(penaltyApplications.id, ctx.id), eq(penaltyApplications.penalty, 'block_booking'))).limit(1).for('update');
    if (!row) throw notFound('Booking block');
    assertClubInReach(ctx.actor, row.clubId);
    if (row.liftedAt) throw new DomainError('api.error.booking-block.already-lifted', 'This block is already lifted.');
    const [lifted] = await tx.update(penaltyApplications).set({ liftedAt: now() })
      .where(and(eq(penaltyApplications.tenantId, ctx.tenant.id), eq(penaltyApplications.id, row.id), isNull(penaltyApplications.liftedAt))).returning();
    return lifted!;
  });
}
