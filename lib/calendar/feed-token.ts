// The member's private feed token: 32 random bytes in the URL, the only secret (calendar apps cannot
// sign in). It is kept as issued, since the member reads the URL again on their account page; the
// feed reveals no more than the rows the database already holds. Revoking issues a new one.
import { randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { getDb, type Executor } from '../db/client';
import { isUniqueViolation } from '../db/errors';
import { calendarFeeds } from '../db/schema';
import { inTransaction } from '../db/transaction';
import { now } from '../time/clock';

const newToken = () => randomBytes(32).toString('base64url');
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

async function liveToken(db: Executor, tenantId: number, contactId: number): Promise<string | undefined> {
  const [row] = await db.select({ token: calendarFeeds.token }).from(calendarFeeds)
    .where(and(eq(calendarFeeds.tenantId, tenantId), eq(calendarFeeds.contactId, contactId), isNull(calendarFeeds.revokedAt)));
  return row?.token;
}

/** The member's live token, issued on first asking (two first asks at once: both get the one that won). */
export async function feedTokenOf(tenantId: number, contactId: number): Promise<string> {
  const db = await getDb();
  const known = await liveToken(db, tenantId, contactId);
  if (known) return known;
  try {
    await db.insert(calendarFeeds).values({ tenantId, contactId, token: newToken(), createdAt: now() });
  } catch (error) {
    if (!isUniqueViolation(error, 'calendar_feeds_live_unique')) throw error;
  }
  return (await liveToken(db, tenantId, contactId))!;
}

/** Ends the live token (its URL answers 404 from now on) and issues a new one, in one transaction. */
export async function renewFeedToken(tenantId: number, contactId: number): Promise<string> {
  return inTransaction(async (tx) => {
    const at = now();
    await tx.update(calendarFeeds).set({ revokedAt: at })
      .where(and(eq(calendarFeeds.tenantId, tenantId), eq(calendarFeeds.contactId, contactId), isNull(calendarFeeds.revokedAt)));
    const token = newToken();
    await tx.insert(calendarFeeds).values({ tenantId, contactId, token, createdAt: at });
    return token;
  });
}

/** The contact a live token belongs to in this tenant; undefined for anything else (revoked, another tenant's, malformed). */
export async function contactOfFeedToken(tenantId: number, token: string): Promise<number | undefined> {
  if (!TOKEN_SHAPE.test(token)) return undefined;
  const db = await getDb();
  const [row] = await db.select({ contactId: calendarFeeds.contactId }).from(calendarFeeds)
    .where(and(eq(calendarFeeds.tenantId, tenantId), eq(calendarFeeds.token, token), isNull(calendarFeeds.revokedAt)));
  return row?.contactId;
}
