import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { queryRows } from '../../db/raw';

/** `F2026-000042`: the year of the invoice's date, then its rank in that year, six digits at least. */
export function formatInvoiceNumber(year: number, rank: number): string {
  return `F${year}-${String(rank).padStart(6, '0')}`;
}

/**
 * The next number of the tenant's year. The counter row stays locked until the issuing transaction
 * ends, so numbers follow commit order and a rolled-back validation gives its number back: no gaps.
 * Take it last in a transaction that emits events (validate-sale.ts says why).
 */
export async function nextInvoiceNumber(tx: Executor, tenantId: number, date: string): Promise<string> {
  const year = Number(date.slice(0, 4));
  const [row] = await queryRows<{ last_number: number }>(tx, sql`
    INSERT INTO invoice_counters (tenant_id, year, last_number) VALUES (${tenantId}, ${year}, 1)
    ON CONFLICT (tenant_id, year) DO UPDATE SET last_number = invoice_counters.last_number + 1
    RETURNING last_number`);
  return formatInvoiceNumber(year, Number(row!.last_number));
}
