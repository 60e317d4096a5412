// SMS are sent through the message outbox (lib/messages/, CONTRACT §12): `smsSender().send(tx, sms)`
// writes the message in the caller's transaction, and the worker sends it after commit through
// Twilio (TWILIO_*) or the sandbox inbox. `to` is E.164; `dedupeKey` names the decision.
import type { Executor } from '../db/client';
import { queueMessage } from '../messages/queue-message';

export interface OutgoingSms {
  tenantId: number;
  to: string;
  text: string;
  /** The decision that sends it, `kind:ids` (`signature-request:7`); a second send for it is dropped. */
  dedupeKey: string;
}

export interface SmsSender {
  /** Queues the SMS in `db`'s transaction; it leaves after commit. */
  send(db: Executor, sms: OutgoingSms): Promise<void>;
}

const outboxSmsSender: SmsSender = {
  async send(db, sms) {
    await queueMessage(db, { tenantId: sms.tenantId, channel: 'sms', to: sms.to, body: sms.text, dedupeKey: sms.dedupeKey });
  },
};

export function smsSender(): SmsSender {
  return outboxSmsSender;
}
