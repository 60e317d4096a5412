// The sandbox provider of both channels: the message lands in sandbox_messages, which the sandbox
// inbox page and the tests read.
import { getDb } from '../db/client';
import { sandboxMessages } from '../db/schema';
import { now } from '../time/clock';
import type { Transport } from './transport-shape';

export const sandboxTransport: Transport = {
  async send(message) {
    await (await getDb()).insert(sandboxMessages).values({
      tenantId: message.tenantId, channel: message.channel, to: message.recipient, subject: message.subject,
      body: message.body ?? '', attachments: message.attachments, createdAt: now(),
    });
  },
};
