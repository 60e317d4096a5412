// Class layouts (CONTRACT §14): the spots of a studio (bikes, rowers), admin CRUD at /class_layouts.
import { and, asc, count, desc, eq, gt, inArray, isNull, ne, type SQL } from 'drizzle-orm';
import { getDb, type Executor } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { attendees, classEvents, classLayouts, studios, type ClassLayout, type LayoutSpot } from '../../db/schema';
import { now } from '../../time/clock';
import { assertClubInReach } from '../booking/assert-club-in-reach';
import type { OperationContext } from '../context';
import { invalidField, naming, notFound } from '../errors';
import { fetchPage, type Page, type PageRequest } from '../paging';

/**
 * The refusal to take away a spot that a class to come has booked: a 400 on `spots` (CONTRACT §14),
 * with the spot's number for the pages that say it in their own words (the API's stay English).
 */
const spotInUse = (spot: number) => naming(invalidField('spots', 'in-use', `Spot ${spot} is booked in a class to come: keep it.`), { spot });

/** Spot numbers are unique in a layout: each a violation on its own place in the list. */
function checkSpots(spots: LayoutSpot[]): void {
  const seen = new Set<number>();
  spots.forEach((spot, index) => {
    if (seen.has(spot.number)) throw invalidField(`spots.${index}.number`, 'duplicate', 'Each spot of a layout has its own number.');
    seen.add(spot.number);
  });
}

async function readLayout(db: Executor, ctx: OperationContext, id: number, lock = false): Promise<ClassLayout> {
  const query = db.select().from(classLayouts).where(and(eq(classLayouts.tenantId, ctx.tenant.id), eq(classLayouts.id, id))).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound('Class layout');
  assertClubInReach(ctx.actor, row.clubId);
  return row;
}

export async function createClassLayout(ctx: OperationContext & { input: { studioId: number; name: string; spots: LayoutSpot[] } }): Promise<ClassLayout> {
  checkSpots(ctx.input.spots);
  return inTransaction(async (tx) => {
    const [studio] = await tx.select().from(studios).where(and(eq(studios.tenantId, ctx.tenant.id), eq(studios.id, ctx.input.studioId))).limit(1);
    if (!studio || studio.archivedAt) throw invalidField('studio', 'not-found', 'No studio of this network has this id.');
    assertClubInReach(ctx.actor, studio.clubId);
    const [layout] = await tx.insert(classLayouts).values({
      tenantId: ctx.tenant.id, clubId: studio.clubId, studioId: studio.id, name: ctx.input.name, spots: ctx.input.spots,
    }).returning();
    return layout!;
  });
}

export async function getClassLayout(ctx: OperationContext & { id: number }): Promise<ClassLayout> {
  const layout = await readLayout(await getDb(), ctx, ctx.id);
  if (layout.archivedAt) throw notFound('Class layout');
  return layout;
}

export async function listClassLayouts(ctx: OperationContext & { scope: number[]; studioId?: number; page: PageRequest }): Promise<Page<ClassLayout>> {
  const db = await getDb();
  const where: SQL[] = [eq(classLayouts.tenantId, ctx.tenant.id), inArray(classLayouts.clubId, ctx.scope), isNull(classLayouts.archivedAt)];
  if (ctx.studioId !== undefined) where.push(eq(classLayouts.studioId, ctx.studioId));
  return fetchPage(ctx.page,
    (limit, offset) => db.select().from(classLayouts).where(and(...where)).orderBy(asc(classLayouts.name), asc(classLayouts.id)).limit(limit).offset(offset),
    () => db.select({ n: count() }).from(classLayouts).where(and(...where)));
}

/**
 * PATCH /class_layouts/{id}: a new name or new spots. A spot held by a live attendee of a class not
 * over cannot be taken away (its number stays in the list).
 */
export async function updateClassLayout(ctx: OperationContext & { id: number; patch: { name?: string; spots?: LayoutSpot[] } }): Promise<ClassLayout> {
  if (ctx.patch.spots) checkSpots(ctx.patch.spots);
  return inTransaction(async (tx) => {
    const layout = await readLayout(tx, ctx, ctx.id, true);
    if (layout.archivedAt) throw notFound('Class layout');
    if (ctx.patch.spots) {
      const kept = new Set(ctx.patch.spots.map((s) => s.number));
      const held = await tx.select({ spot: attendees.spot }).from(attendees)
        .innerJoin(classEvents, and(eq(classEvents.tenantId, attendees.tenantId), eq(classEvents.id, attendees.classEventId)))
        .where(and(eq(attendees.tenantId, ctx.tenant.id), eq(classEvents.classLayoutId, layout.id), ne(attendees.state, 'canceled'),
          gt(classEvents.endedAt, now())));
      const lost = held.map((h) => h.spot).find((spot): spot is number => spot !== null && !kept.has(spot));
      if (lost !== undefined) throw spotInUse(lost);
      const [biggest] = await tx.select({ limit: classEvents.attendingLimit }).from(classEvents)
        .where(and(eq(classEvents.tenantId, ctx.tenant.id), eq(classEvents.classLayoutId, layout.id), isNull(classEvents.canceledAt), gt(classEvents.endedAt, now())))
        .orderBy(desc(classEvents.attendingLimit)).limit(1);
      if (biggest && ctx.patch.spots.length < biggest.limit) throw invalidField('spots', 'fewer-than-places', 'A class to come has more places than these spots.');
    }
    const [updated] = await tx.update(classLayouts).set({ ...ctx.patch })
      .where(and(eq(classLayouts.tenantId, ctx.tenant.id), eq(classLayouts.id, layout.id))).returning();
    return updated!;
  });
}

/** DELETE /class_layouts/{id}: deleted, or archived when classes name it (they keep their spots). */
export async function deleteClassLayout(ctx: OperationContext & { id: number }): Promise<void> {
  await inTransaction(async (tx) => {
    const layout = await readLayout(tx, ctx, ctx.id, true);
    if (layout.archivedAt) throw notFound('Class layout');
    const [used] = await tx.select({ id: classEvents.id }).from(classEvents)
      .where(and(eq(classEvents.tenantId, ctx.tenant.id), eq(classEvents.classLayoutId, layout.id))).limit(1);
    const where = and(eq(classLayouts.tenantId, ctx.tenant.id), eq(classLayouts.id, layout.id));
    if (used) await tx.update(classLayouts).set({ archivedAt: now() }).where(where);
    else await tx.delete(classLayouts).where(where);
  });
}
