import { and, eq, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { invalidField, type DomainError } from '../errors';
import { scheduleResourceTables, type ScheduleResourceKind } from './schedule-resources';

// Codes written out whole: the catalogs test finds each code's sentence by its literal.
const ONE: Record<ScheduleResourceKind, { code: string; label: string }> = {
  activities: { code: 'api.error.activity.name-already-used', label: 'An activity' },
  studios: { code: 'api.error.studio.name-already-used', label: 'A studio' },
  coaches: { code: 'api.error.coach.name-already-used', label: 'A coach' },
};

/** 400 on `name`: the club already has a live resource of this kind with this name (any case). */
export function nameAlreadyUsed(kind: ScheduleResourceKind): DomainError {
  const { code, label } = ONE[kind];
  return invalidField('name', 'already-used', `${label} of this club already has this name.`, code);
}

/** The check before the write, for a clean answer; the unique index on lower(name) is the guard under races. */
export async function assertNameFree(tx: Executor, kind: ScheduleResourceKind, tenantId: number, clubId: number, name: string, exceptId?: number): Promise<void> {
  const table = scheduleResourceTables[kind];
  const where: SQL[] = [eq(table.tenantId, tenantId), eq(table.clubId, clubId), isNull(table.archivedAt), sql`lower(${table.name}) = lower(${name})`];
  if (exceptId !== undefined) where.push(ne(table.id, exceptId));
  const [taken] = await tx.select({ id: table.id }).from(table).where(and(...where)).limit(1);
  if (taken) throw nameAlreadyUsed(kind);
}

/** Rethrows a lost race on the name index as the same answer as the check's. */
export function rethrowNameRace(error: unknown, kind: ScheduleResourceKind): never {
  if (isUniqueViolation(error, `${kind}_club_name_unique`)) throw nameAlreadyUsed(kind);
  throw error;
}
