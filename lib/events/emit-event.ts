import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { outboxEvents } from '../db/schema';
import { EVENT_CATALOGUE, type EventName, type EventObject } from './catalogue';

export interface EmitInput<E extends EventName> {
  tenantId: number;
  event: E;
  /** data.object: IRIs, exactly the keys of the catalogue. */
  object: EventObject<E>;
  /** The club named by the X-User-Club-Id header (the event's club, or the contact's club). */
  clubId: number | null;
}

function checkKeys(event: EventName, object: object): void {
  const keys = EVENT_CATALOGUE[event] as readonly string[];
  const given = Object.keys(object);
  if (given.length !== keys.length || !keys.every((k) => k in object)) {
    throw new Error(`Event ${event} needs exactly the keys ${keys.join(', ')}; got ${given.join(', ')}`);
  }
}

/**
 * The one way to emit an event: writes it to the outbox in the caller's transaction, so it commits
 * or rolls back with the change it describes. Call it last in the transaction: taking the tenant's
 * next sequence number locks the tenant's counter until commit, which is what orders events by commit.
 */
export async function emitEvent<E extends EventName>(tx: Executor, input: EmitInput<E>): Promise<void> {
  // The keys are checked by emitEventCtes; here, that every value is text.
  if (!Object.values(input.object).every((value) => typeof value === 'string')) {
    throw new Error(`Event ${input.event}: every value of its object is an IRI`);
  }
  await tx.execute(sql`WITH ${emitEventCtes({ ...input, object: Object.fromEntries(
    Object.entries(input.object).map(([key, value]) => [key, sql`${value}::text`]),
  ) as Record<keyof EventObject<E>, SQL>, rows: sql`(SELECT 1 AS event_rn) AS one` })} SELECT 1`);
}

/**
 * emitEvent as two CTEs (`event_seq`, `emitted_event`) of a larger statement: an event for each row of
 * `rows` (a FROM item, such as a CTE filtered to the cases that call for an event), with an object
 * whose values are SQL over that row. The rows number themselves 1..n in a column `event_rn`, the
 * order of their events: the tenant's counter is moved on by n at once, and the events take its last
 * n numbers in that order. A change and its events then commit in a single statement.
 */
export function emitEventCtes<E extends EventName>(
  input: Omit<EmitInput<E>, 'object' | 'clubId'> & {
    object: Record<keyof EventObject<E>, SQL>;
    rows: SQL;
    /** One club for every event, or SQL over the row (each contact's own club). */
    clubId: number | null | SQL;
  },
): SQL {
  checkKeys(input.event, input.object);
  const object = sql.join(Object.entries(input.object as Record<string, SQL>).map(([key, value]) => sql`${key}::text, ${value}`), sql`, `);
  return sql`event_seq AS (
      INSERT INTO event_sequences (tenant_id, last_seq) SELECT ${input.tenantId}, count(*) FROM ${input.rows} HAVING count(*) > 0
      ON CONFLICT (tenant_id) DO UPDATE SET last_seq = event_sequences.last_seq + excluded.last_seq
      RETURNING last_seq
    ), emitted_event AS (
      INSERT INTO ${outboxEvents} (tenant_id, seq, event, object, club_id)
      SELECT ${input.tenantId}, event_seq.last_seq - (SELECT count(*) FROM ${input.rows}) + event_rn, ${input.event},
        jsonb_build_object(${object}), ${input.clubId}::int
      FROM event_seq, ${input.rows}
    )`;
}
