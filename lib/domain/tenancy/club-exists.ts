import { and, eq } from 'drizzle-orm';
import { getDb } from '../../db/client';
import { clubs, networkNodes } from '../../db/schema';

// Clubs and nodes are almost never deleted, so a positive answer is remembered for a minute: the
// context headers are checked on every call and this keeps that check off the database.
const TTL_MS = 60_000;
const known = new Map<string, number>();

async function remembered(key: string, lookup: () => Promise<boolean>): Promise<boolean> {
  const seen = known.get(key);
  if (seen !== undefined && seen > Date.now()) return true;
  const exists = await lookup();
  if (exists) known.set(key, Date.now() + TTL_MS);
  return exists;
}

export function clubExists(tenantId: number, clubId: number): Promise<boolean> {
  return remembered(`club:${tenantId}:${clubId}`, async () => {
    const db = await getDb();
    const rows = await db.select({ id: clubs.id }).from(clubs).where(and(eq(clubs.tenantId, tenantId), eq(clubs.id, clubId))).limit(1);
    return rows.length === 1;
  });
}

export function networkNodeExists(tenantId: number, nodeId: number): Promise<boolean> {
  return remembered(`node:${tenantId}:${nodeId}`, async () => {
    const db = await getDb();
    const rows = await db.select({ id: networkNodes.id }).from(networkNodes)
      .where(and(eq(networkNodes.tenantId, tenantId), eq(networkNodes.id, nodeId))).limit(1);
    return rows.length === 1;
  });
}
