import { sql } from 'drizzle-orm';
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

/**
 * The one way to emit an event: writes it to the outbox in the caller's transaction, so it commits
 * or rolls back with the change it describes. Call it last in the transaction: taking the tenant's
 * next sequence number locks the tenant's counter until commit, which is what orders events by commit.
 */
export async function emitEvent<E extends EventName>(tx: Executor, input: EmitInput<E>): Promise<void> {
  const keys = EVENT_CATALOGUE[input.event] as readonly string[];
  const given = Object.keys(input.object);
  if (given.length !== keys.length || !keys.every((k) => typeof (input.object as Record<string, unknown>)[k] === 'string')) {
    throw new Error(`Event ${input.event} needs exactly the keys ${keys.join(', ')}; got ${given.join(', ')}`);
  }
  await tx.execute(sql`
    WITH next AS (
      INSERT INTO event_sequences (tenant_id, last_seq) VALUES (${input.tenantId}, 1)
      ON CONFLICT (tenant_id) DO UPDATE SET last_seq = event_sequences.last_seq + 1
      RETURNING last_seq
    )
    INSERT INTO ${outboxEvents} (tenant_id, seq, event, object, club_id)
    SELECT ${input.tenantId}, last_seq, ${input.event}, ${JSON.stringify(input.object)}::jsonb, ${input.clubId} FROM next`);
}
