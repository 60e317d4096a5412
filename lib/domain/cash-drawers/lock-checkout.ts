// Opening and closing a checkout's drawer take this lock first, so they run one after the other: a
// drawer opened while the previous one closes would otherwise read a stale `ledgerEnd`. NO KEY UPDATE
// does not block the key-share locks payments take on the checkout, so the desk keeps taking money.
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { queryRows } from '../../db/raw';
import { notFound } from '../errors';

export async function lockDeskCheckout(db: Executor, tenantId: number, checkoutId: number): Promise<{ clubId: number }> {
  const [row] = await queryRows<{ club_id: number }>(db, sql`
    SELECT club_id FROM checkouts WHERE tenant_id = ${tenantId} AND id = ${checkoutId} AND type = 'desk' FOR NO KEY UPDATE`);
  if (!row) throw notFound('Desk checkout');
  return { clubId: Number(row.club_id) };
}
