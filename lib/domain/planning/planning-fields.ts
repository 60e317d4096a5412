import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { classLayouts } from '../../db/schema';
import { invalidField, naming } from '../errors';

export interface PlanningFields {
  clubId: number;
  studioId: number | null;
  attendingLimit: number;
  onlineLimit: number | null;
  externalQuota: number | null;
  classLayoutId: number | null;
}

/**
 * CONTRACT §14's class fields: the online limit and the external quota are parts of the capacity;
 * a layout is one of the class's club, of its studio when it has one, with a spot for every place.
 * `prefix` names the fields as the body does (`classEventType.` in a recurrence).
 */
export async function checkPlanningFields(tx: Executor, tenantId: number, f: PlanningFields, prefix = ''): Promise<void> {
  if (f.onlineLimit !== null && f.onlineLimit > f.attendingLimit) {
    throw invalidField(`${prefix}onlineLimit`, 'above-capacity', 'The places bookable online are some of the class\'s places.');
  }
  if (f.externalQuota !== null && f.externalQuota > f.attendingLimit) {
    throw invalidField(`${prefix}externalQuota`, 'above-capacity', 'The places kept for a partner are some of the class\'s places.');
  }
  if (f.classLayoutId === null) return;
  const [layout] = await tx.select().from(classLayouts)
    .where(and(eq(classLayouts.tenantId, tenantId), eq(classLayouts.id, f.classLayoutId))).limit(1);
  if (!layout || layout.archivedAt || layout.clubId !== f.clubId || (f.studioId !== null && layout.studioId !== f.studioId)) {
    throw invalidField(`${prefix}classLayout`, 'not-found', 'A layout of the class\'s studio.');
  }
  if (layout.spots.length < f.attendingLimit) {
    throw naming(invalidField(`${prefix}attendingLimit`, 'above-spots', `The layout has ${layout.spots.length} spots: a class with it has as many places at most.`), { spots: layout.spots.length });
  }
}
