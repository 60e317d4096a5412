import { and, count, desc, eq, inArray } from 'drizzle-orm';
import { getDb } from '../../db/client';
import { messageOutbox } from '../../db/schema';
import { maskRecipient } from '../../messages/mask';
import type { TenantRef } from '../context';
import { fetchPage, type Page, type PageRequest } from '../paging';

export interface UndeliveredMessage {
  id: number;
  channel: 'email' | 'sms';
  /** What kind of message (the dedupe key's first word: `sign-in-code`, `class-cancelled`…); never its words, which may hold a code. */
  kind: string;
  /** An e-mail address as is; a phone number masked. */
  recipient: string;
  state: 'pending' | 'failed';
  attempts: number;
  nextAttemptAt: Date;
  lastError: string | null;
  createdAt: Date;
}

/** The tenant's failed and pending messages, newest first: what staff look at when a member says nothing came. */
export async function listUndeliveredMessages(input: { tenant: TenantRef; page: PageRequest }): Promise<Page<UndeliveredMessage>> {
  const db = await getDb();
  const where = and(eq(messageOutbox.tenantId, input.tenant.id), inArray(messageOutbox.state, ['pending', 'failed']));
  const page = await fetchPage(input.page,
    (limit, offset) => db.select({
      id: messageOutbox.id, channel: messageOutbox.channel, dedupeKey: messageOutbox.dedupeKey, recipient: messageOutbox.recipient,
      state: messageOutbox.state, attempts: messageOutbox.attempts, nextAttemptAt: messageOutbox.nextAttemptAt,
      lastError: messageOutbox.lastError, createdAt: messageOutbox.createdAt,
    }).from(messageOutbox).where(where).orderBy(desc(messageOutbox.id)).limit(limit).offset(offset),
    () => db.select({ n: count() }).from(messageOutbox).where(where));
  return {
    ...page,
    items: page.items.map(({ dedupeKey, ...m }) => ({
      ...m, state: m.state === 'failed' ? 'failed' : 'pending', kind: dedupeKey.split(':')[0] ?? '',
      recipient: m.channel === 'sms' ? maskRecipient(m.recipient) : m.recipient,
    })),
  };
}
