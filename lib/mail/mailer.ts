// E-mail goes out through an adapter. The sandbox adapter writes the message to sandbox_messages
// in the caller's transaction; a real provider would implement the same interface.
import { config } from '../config';
import type { Executor } from '../db/client';
import { sandboxMessages, type SandboxAttachment } from '../db/schema';
import { now } from '../time/clock';

export interface OutgoingMail {
  tenantId: number;
  to: string;
  subject: string;
  text: string;
  /** Files sent with the message (a booking's .ics); content is text. */
  attachments?: MailAttachment[];
}

export type MailAttachment = SandboxAttachment;

export interface Mailer {
  send(db: Executor, mail: OutgoingMail): Promise<void>;
}

export const sandboxMailer: Mailer = {
  async send(db, mail) {
    await db.insert(sandboxMessages).values({
      tenantId: mail.tenantId, channel: 'email', to: mail.to.toLowerCase(), subject: mail.subject, body: mail.text,
      attachments: mail.attachments?.length ? mail.attachments : null, createdAt: now(),
    });
  },
};

export function mailer(): Mailer {
  if (!config.isSandbox) throw new Error('No production mail provider is configured; the sandbox mailer is refused in production.');
  return sandboxMailer;
}
