// E-mail is sent through the message outbox (lib/messages/, CONTRACT §12): `mailer().send(tx, mail)`
// writes the message in the caller's transaction, and the worker sends it after commit through SMTP
// (SMTP_URL) or the sandbox inbox. `dedupeKey` names the decision: one e-mail per decision.
import type { Executor } from '../db/client';
import type { SandboxAttachment } from '../db/schema';
import { queueMessage } from '../messages/queue-message';

export interface OutgoingMail {
  tenantId: number;
  to: string;
  subject: string;
  text: string;
  /** Files sent with the message (a booking's .ics); content is text. */
  attachments?: MailAttachment[];
  /** The decision that sends it, `kind:ids` (`class-cancelled:12:40`); a second send for it is dropped. */
  dedupeKey: string;
}

export type MailAttachment = SandboxAttachment;

export interface Mailer {
  /** Queues the e-mail in `db`'s transaction; it leaves after commit. */
  send(db: Executor, mail: OutgoingMail): Promise<void>;
}

const outboxMailer: Mailer = {
  async send(db, mail) {
    await queueMessage(db, {
      tenantId: mail.tenantId, channel: 'email', to: mail.to, subject: mail.subject, body: mail.text,
      attachments: mail.attachments, dedupeKey: mail.dedupeKey,
    });
  },
};

export function mailer(): Mailer {
  return outboxMailer;
}
