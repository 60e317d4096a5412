import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { queryRows } from '../../db/raw';
import { incidents } from '../../db/schema';

/** A contact's debt in cents: its open incidents (overdue invoices join when invoices exist). */
export async function contactDebt(db: Executor, tenantId: number, contactId: number): Promise<number> {
  const [row] = await queryRows<{ total: string | number | null }>(db, sql`
    SELECT coalesce(sum(${incidents.amount}), 0) AS total FROM ${incidents}
    WHERE ${and(eq(incidents.tenantId, tenantId), eq(incidents.contactId, contactId), eq(incidents.state, 'open'))}`);
  return Number(row?.total ?? 0);
}
