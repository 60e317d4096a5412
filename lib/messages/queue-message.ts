// Writing a message to the outbox (CONTRACT §12): the caller's transaction decides the message and
// writes it here; the worker (deliver-messages.ts) sends it after commit. Nothing is sent inside a
// transaction, and a rolled-back decision sends nothing.
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { messageOutbox, type MessageChannel, type SandboxAttachment } from '../db/schema';
import { now } from '../time/clock';
import { wakeMessageWorker } from './worker-wake';

export interface QueuedMessage {
  tenantId: number;
  channel: MessageChannel;
  to: string;
  subject?: string | null;
  body: string;
  attachments?: SandboxAttachment[] | undefined;
  /**
   * The decision that causes the message, `kind:ids` (`class-cancelled:12:40`): a second message
   * for the same decision (the operation run again, a retried job) is not written.
   */
  dedupeKey: string;
}

/** Writes the message unless its decision already wrote one; true when written. */
export async function queueMessage(db: Executor, message: QueuedMessage): Promise<boolean> {
  const at = now();
  const rows = await db.insert(messageOutbox).values({
    tenantId: message.tenantId, dedupeKey: message.dedupeKey, channel: message.channel,
    recipient: message.channel === 'email' ? message.to.toLowerCase() : message.to,
    subject: message.subject ?? null, body: message.body,
    attachments: message.attachments?.length ? message.attachments : null,
    nextAttemptAt: at, createdAt: at,
  }).onConflictDoNothing({ target: [messageOutbox.tenantId, messageOutbox.dedupeKey] })
    .returning({ id: sql<number>`${messageOutbox.id}` });
  if (rows.length > 0) wakeMessageWorker();
  return rows.length > 0;
}
