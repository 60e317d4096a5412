// The outbox worker's pass: claim what is due, send each message outside any transaction, record how
// it went. A crash between sending and recording sends that message again after the claim's lease
// (at least once); the sandbox records in the same way, so tests see what production does.
import { getDb } from '../db/client';
import type { OutboxMessage } from '../db/schema';
import { logger } from '../log/logger';
import { now as clockNow } from '../time/clock';
import { claimDueMessages } from './claim-messages';
import { maskError, maskRecipient } from './mask';
import { recordFailure, recordSent } from './record-outcome';
import { SendFailure } from './send-failure';
import { transportFor } from './transport';

export interface DeliveryPass {
  sent: number;
  retried: number;
  failed: number;
}

export interface DeliverOptions {
  now?: () => Date;
  /** Only these tenants' messages (a test scoped to its own data; the staff page's "retry now"). */
  tenantIds?: number[];
  /** Messages claimed per round. */
  batch?: number;
}

async function deliverOne(message: OutboxMessage, now: () => Date, pass: DeliveryPass): Promise<void> {
  const db = await getDb();
  try {
    await transportFor(message.channel).send(message);
    await recordSent(db, message, now());
    pass.sent += 1;
  } catch (error) {
    const failure = error instanceof SendFailure ? error : new SendFailure(error instanceof Error ? error.message : String(error), false);
    const text = maskError(failure.message);
    const outcome = await recordFailure(db, message, now(), text, failure.permanent);
    pass[outcome === 'retry' ? 'retried' : 'failed'] += 1;
    logger().warn({
      tenantId: message.tenantId, messageId: message.id, channel: message.channel, to: maskRecipient(message.recipient),
      attempt: message.attempts, outcome, error: text,
    }, 'message not sent');
  }
}

/**
 * Sends every message due now, round after round until none is left; returns what happened. Tests
 * call it where they used to read the sandbox inbox at once (`await deliverPendingMessages()`).
 */
export async function deliverPendingMessages(options: DeliverOptions = {}): Promise<DeliveryPass> {
  const now = options.now ?? clockNow;
  const pass: DeliveryPass = { sent: 0, retried: 0, failed: 0 };
  for (;;) {
    const due = await claimDueMessages(await getDb(), now(), options.batch ?? 20, options.tenantIds);
    if (due.length === 0) return pass;
    // Tenants side by side, each tenant's messages in the order they were written (a member's two
    // codes arrive in order; the sandbox inbox lists them so).
    const byTenant = new Map<number, OutboxMessage[]>();
    for (const message of due.sort((a, b) => a.id - b.id)) byTenant.set(message.tenantId, [...(byTenant.get(message.tenantId) ?? []), message]);
    await Promise.all([...byTenant.values()].map(async (messages) => {
      for (const message of messages) await deliverOne(message, now, pass);
    }));
  }
}
