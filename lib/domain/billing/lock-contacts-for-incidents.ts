// Before incidents open on a batch's contacts: lock those contacts (in id order) and then the tenant's
// event counter, the order a sale's validation takes them, so the two never wait on each other in a
// circle. An upsert, not SELECT ... FOR UPDATE: a tenant without events yet has no counter row to lock.
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';

export async function lockContactsForIncidents(tx: Executor, tenantId: number, contactIds: number[]): Promise<void> {
  if (contactIds.length === 0) return;
  const ids = [...new Set(contactIds)].sort((a, b) => a - b);
  await tx.execute(sql`SELECT id FROM contacts WHERE tenant_id = ${tenantId} AND id = ANY(${`{${ids.join(',')}}`}::int[]) ORDER BY id FOR UPDATE`);
  await tx.execute(sql`INSERT INTO event_sequences (tenant_id, last_seq) VALUES (${tenantId}, 0)
    ON CONFLICT (tenant_id) DO UPDATE SET last_seq = event_sequences.last_seq`);
}
