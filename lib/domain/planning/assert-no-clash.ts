import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { queryRows } from '../../db/raw';
import { classEvents } from '../../db/schema';
import { iri } from '../../iri';
import { isoInZone } from '../../time/zone';
import type { TenantRef } from '../context';
import { DomainError } from '../errors';

/** The clash refusal, with the other class for the pages that name it in their own words. */
export class ClassClash extends DomainError {
  constructor(detail: string, readonly other: { id: number; name: string; startedAt: Date; sameStudio: boolean } | null) {
    super('api.error.class-event.clash', detail);
  }
}

export interface ClassSlot {
  startedAt: Date;
  endedAt: Date;
  studioId: number | null;
  coachId: number | null;
}

/**
 * Classes of a club are placed one at a time: the clash check and the insert (or move) that follows
 * run under this transaction-scoped lock, so two staff placing classes in the same studio at the same
 * time cannot both pass the check.
 */
export async function lockClubPlanning(tx: Executor, tenantId: number, clubId: number): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${tenantId}, ${clubId})`);
}

/**
 * CONTRACT §14: a class may not overlap another class, not cancelled, in the same studio or with the
 * same coach: 400 api.error.class-event.clash, the detail naming the other class. `ignore` are the
 * classes being moved (a class never clashes with itself). Slots are checked against each other too.
 */
export async function assertNoClash(tx: Executor, tenant: TenantRef, timeZone: string, slots: ClassSlot[], ignore: number[] = []): Promise<void> {
  const withPlace = slots.filter((s) => s.studioId !== null || s.coachId !== null);
  if (withPlace.length === 0) return;
  const rows = await queryRows<{ id: number; name: string; started_at: string | Date; same_studio: boolean }>(tx, sql`
    SELECT e.id, e.name, e.started_at, (e.studio_id IS NOT DISTINCT FROM s.studio AND s.studio IS NOT NULL) AS same_studio
    FROM unnest(${sql.param(withPlace.map((s) => s.startedAt.toISOString()))}::timestamptz[],
      ${sql.param(withPlace.map((s) => s.endedAt.toISOString()))}::timestamptz[],
      ${sql.param(withPlace.map((s) => s.studioId ?? 0))}::int[],
      ${sql.param(withPlace.map((s) => s.coachId ?? 0))}::int[]) AS s(starts, ends, studio, coach)
    JOIN ${classEvents} e ON e.tenant_id = ${tenant.id} AND e.canceled_at IS NULL
      AND e.started_at < s.ends AND e.ended_at > s.starts
      AND ((s.studio <> 0 AND e.studio_id = s.studio) OR (s.coach <> 0 AND e.coach_id = s.coach))
      AND NOT (e.id = ANY(${sql.param(ignore.length > 0 ? ignore : [0])}::int[]))
    ORDER BY e.started_at LIMIT 1`);
  const other = rows[0];
  if (other) {
    const at = isoInZone(new Date(other.started_at), timeZone).slice(0, 16).replace('T', ' ');
    throw new ClassClash(
      `It overlaps "${other.name}" (${iri(tenant.token, 'class_events', Number(other.id))}) on ${at}, ${other.same_studio ? 'in the same studio' : 'with the same coach'}.`,
      { id: Number(other.id), name: other.name, startedAt: new Date(other.started_at), sameStudio: other.same_studio });
  }
  // Among themselves (a recurrence's classes are on distinct days, but a long class may reach the next).
  for (let i = 0; i < withPlace.length; i += 1) {
    for (let j = i + 1; j < withPlace.length; j += 1) {
      const a = withPlace[i]!;
      const b = withPlace[j]!;
      const shared = (a.studioId !== null && a.studioId === b.studioId) || (a.coachId !== null && a.coachId === b.coachId);
      if (shared && a.startedAt < b.endedAt && b.startedAt < a.endedAt) {
        throw new ClassClash(`Two of these classes overlap: ${isoInZone(b.startedAt, timeZone).slice(0, 16)}.`, null);
      }
    }
  }
}
