// E-mail through SMTP (nodemailer) when SMTP_URL is set (docs/providers.md). Each message carries a
// Message-ID made from its outbox row: if a crash sends one twice, mail systems see the same message.
import nodemailer, { type Transporter } from 'nodemailer';
import type { OutboxMessage } from '../db/schema';
import { SendFailure } from '../messages/send-failure';
import type { Transport } from '../messages/transport-shape';
import { htmlOfText } from './mail-html';

// One transporter per URL, kept for the process (connections are opened per message: no pool to leak).
const transporters = new Map<string, Transporter>();

function transporterFor(url: string): Transporter {
  let transporter = transporters.get(url);
  if (!transporter) {
    transporter = nodemailer.createTransport(url, { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 });
    transporters.set(url, transporter);
  }
  return transporter;
}

function hostOf(url: string): string {
  try {
    return new URL(url).hostname || 'localhost';
  } catch {
    return 'localhost';
  }
}

/** SMTP's answer 5xx is final (unknown recipient, refused sender or login): retrying cannot help. */
function failureOf(error: unknown): SendFailure {
  const { responseCode, message } = (error ?? {}) as { responseCode?: number; message?: string };
  const permanent = typeof responseCode === 'number' && responseCode >= 500 && responseCode < 600;
  return new SendFailure(`SMTP: ${message ?? String(error)}`, permanent);
}

export function smtpTransport(url: string, from: string | undefined): Transport {
  const host = hostOf(url);
  return {
    async send(message: OutboxMessage) {
      const text = message.body ?? '';
      try {
        await transporterFor(url).sendMail({
          from: from ?? `no-reply@${host}`,
          to: message.recipient,
          subject: message.subject ?? '',
          text,
          html: htmlOfText(text),
          messageId: `<outbox-${message.tenantId}-${message.id}@${host}>`,
          attachments: (message.attachments ?? []).map((a) => ({ filename: a.filename, contentType: a.contentType, content: a.content, ...(a.encoding ? { encoding: a.encoding } : {}) })),
        });
      } catch (error) {
        throw failureOf(error);
      }
    },
  };
}
