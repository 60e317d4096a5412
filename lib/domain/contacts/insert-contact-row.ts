import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { queryRows } from '../../db/raw';
import { contacts, optins, type Contact } from '../../db/schema';
import { defaultOptins } from '../consents/default-optins';

export type ContactValues = Omit<typeof contacts.$inferInsert, 'tenantId' | 'id' | 'number'> & { number?: string };

/** The tenant's next contact number, C000001 onwards; the counter row is locked until commit. */
export async function nextContactNumber(tx: Executor, tenantId: number): Promise<string> {
  const [row] = await queryRows<{ last_number: string | number }>(tx, sql`
    INSERT INTO contact_counters (tenant_id, last_number) VALUES (${tenantId}, 1)
    ON CONFLICT (tenant_id) DO UPDATE SET last_number = contact_counters.last_number + 1
    RETURNING last_number`);
  return `C${String(row!.last_number).padStart(6, '0')}`;
}

/** Inserts a contact with its number and its 12 opt-ins. Every way of creating a contact goes through here. */
export async function insertContactRow(tx: Executor, tenantId: number, values: ContactValues): Promise<Contact> {
  const number = values.number ?? (await nextContactNumber(tx, tenantId));
  const [contact] = await tx.insert(contacts).values({ ...values, tenantId, number }).returning();
  await tx.insert(optins).values(defaultOptins().map((o) => ({ ...o, tenantId, contactId: contact!.id })));
  return contact!;
}
