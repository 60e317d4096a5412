// SMS go out through an adapter; the sandbox one records them in sandbox_messages.
import { config } from '../config';
import type { Executor } from '../db/client';
import { sandboxMessages } from '../db/schema';
import { now } from '../time/clock';

export interface OutgoingSms {
  tenantId: number;
  to: string;
  text: string;
}

export interface SmsSender {
  send(db: Executor, sms: OutgoingSms): Promise<void>;
}

export const sandboxSmsSender: SmsSender = {
  async send(db, sms) {
    await db.insert(sandboxMessages).values({ tenantId: sms.tenantId, channel: 'sms', to: sms.to, body: sms.text, createdAt: now() });
  },
};

export function smsSender(): SmsSender {
  if (!config.isSandbox) throw new Error('No production SMS provider is configured; the sandbox sender is refused in production.');
  return sandboxSmsSender;
}
