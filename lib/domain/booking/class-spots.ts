import { and, eq, inArray, isNotNull, ne } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { attendees, classLayouts, type LayoutSpot } from '../../db/schema';

/** The room of a class with a layout: its spots and the numbers live attendees hold. */
export interface ClassSpots {
  spots: LayoutSpot[];
  taken: number[];
}

/**
 * The rooms of these classes, by class id (classes without a layout are absent): the member's map
 * of the room. Two queries whatever the number of classes; an archived layout still draws its room,
 * as its classes keep their spots.
 */
export async function classSpots(db: Executor, tenantId: number, classes: { id: number; classLayoutId: number | null }[]): Promise<Map<number, ClassSpots>> {
  const laid = classes.filter((c) => c.classLayoutId !== null);
  if (laid.length === 0) return new Map();
  const layoutIds = [...new Set(laid.map((c) => c.classLayoutId!))];
  const [layouts, held] = await Promise.all([
    db.select({ id: classLayouts.id, spots: classLayouts.spots }).from(classLayouts)
      .where(and(eq(classLayouts.tenantId, tenantId), inArray(classLayouts.id, layoutIds))),
    db.select({ classEventId: attendees.classEventId, spot: attendees.spot }).from(attendees)
      .where(and(eq(attendees.tenantId, tenantId), inArray(attendees.classEventId, laid.map((c) => c.id)),
        ne(attendees.state, 'canceled'), isNotNull(attendees.spot))),
  ]);
  const spotsOf = new Map(layouts.map((l) => [l.id, l.spots]));
  return new Map(laid.map((c) => [c.id, {
    spots: spotsOf.get(c.classLayoutId!) ?? [],
    taken: held.filter((h) => h.classEventId === c.id).map((h) => h.spot!).sort((a, b) => a - b),
  }]));
}
