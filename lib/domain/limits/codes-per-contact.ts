// How many codes one person may be sent (CONTRACT §10, "Abuse limits on codes sent to a person"):
// counted from the rows that record each code sent (signature requests; later migration requests),
// so the limit holds across every process without a store of its own. The contact's row is locked
// first, in the caller's transaction: requests for one contact then count one after another, and
// however many arrive at once, no more than `max` are created in a window.
import { and, asc, eq, gt } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { contacts } from '../../db/schema';
import { RateLimitedError } from '../../limits/rate-limit';

/** The table whose rows are the codes sent, and its columns naming the tenant, the contact and when. */
export interface SentCodes {
  table: PgTable;
  tenantId: PgColumn;
  contactId: PgColumn;
  createdAt: PgColumn;
}

export interface CodesPerContactLimit {
  /** Codes a contact may be sent in any `windowMs`. */
  max: number;
  windowMs: number;
  /** The error code of a refusal (a 429 in lib/api/errors.ts), and its detail for developers. */
  code: string;
  detail: string;
}

/**
 * Throws a RateLimitedError (429, retry-after: until the oldest code of the window leaves it) when
 * `contactId` was sent `max` codes in the window ending `at`. Call it in the transaction that then
 * records the new code, before anything is sent.
 */
export async function assertMayReceiveCode(tx: Executor, input: {
  tenantId: number; contactId: number; at: Date; sent: SentCodes; limit: CodesPerContactLimit;
}): Promise<void> {
  const { sent, limit } = input;
  await tx.select({ id: contacts.id }).from(contacts)
    .where(and(eq(contacts.tenantId, input.tenantId), eq(contacts.id, input.contactId))).for('update');
  const since = new Date(input.at.getTime() - limit.windowMs);
  const rows = await tx.select({ createdAt: sent.createdAt }).from(sent.table)
    .where(and(eq(sent.tenantId, input.tenantId), eq(sent.contactId, input.contactId), gt(sent.createdAt, since)))
    .orderBy(asc(sent.createdAt)) as { createdAt: Date }[];
  if (rows.length < limit.max) return;
  // The window has room again once enough of its oldest codes have left it.
  const freeing = rows[rows.length - limit.max]!.createdAt;
  throw new RateLimitedError(limit.detail, freeing.getTime() + limit.windowMs - input.at.getTime(), limit.code);
}

/** A code sent to a person for one request (a signature, a migration) lives 15 minutes and takes 5 tries. */
export const SENT_CODE_TTL_MS = 15 * 60 * 1000;
export const SENT_CODE_MAX_TRIES = 5;

/** The abuse limit of CONTRACT §10: at most 3 codes of one kind per contact in any 15 minutes. */
export function threeCodesPerQuarterHour(code: string, what: string): CodesPerContactLimit {
  return { max: 3, windowMs: 15 * 60 * 1000, code, detail: `This contact was sent 3 ${what} codes in the last 15 minutes.` };
}
