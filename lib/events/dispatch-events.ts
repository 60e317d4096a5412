import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { deliveryCursors, outboxEvents, webhookDeliveries, webhookEndpoints } from '../db/schema';
import { isEventName, resourceOf } from './catalogue';

const BATCH = 500;

export function webhookIdOf(tenantId: number, seq: number): string {
  return `msg_${tenantId}_${seq}`;
}

/**
 * Turns the tenant's next outbox events into pending first attempts, in sequence order, and moves
 * the cursor past them, in one transaction. Without an enabled endpoint the events are passed over:
 * a URL set later receives what happens from then on. Returns how many events were dispatched.
 */
export async function dispatchEvents(db: Executor, tenantId: number, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const [cursor] = await tx.select().from(deliveryCursors).where(eq(deliveryCursors.tenantId, tenantId)).limit(1);
    const events = await tx.select().from(outboxEvents)
      .where(and(eq(outboxEvents.tenantId, tenantId), gt(outboxEvents.seq, cursor?.dispatchedSeq ?? 0)))
      .orderBy(asc(outboxEvents.seq)).limit(BATCH);
    if (events.length === 0) return 0;
    const [endpoint] = await tx.select().from(webhookEndpoints).where(eq(webhookEndpoints.tenantId, tenantId)).limit(1);
    if (endpoint?.enabled) {
      await tx.insert(webhookDeliveries).values(events.map((e) => ({
        tenantId,
        seq: e.seq,
        webhookId: webhookIdOf(tenantId, e.seq),
        event: e.event,
        resource: isEventName(e.event) ? resourceOf(e.event, e.object) : null,
        url: endpoint.url,
        attempt: 1,
        dueAt: now,
      })));
    }
    await tx.update(deliveryCursors).set({ dispatchedSeq: sql`GREATEST(${deliveryCursors.dispatchedSeq}, ${events.at(-1)!.seq})` })
      .where(eq(deliveryCursors.tenantId, tenantId));
    return events.length;
  });
}
