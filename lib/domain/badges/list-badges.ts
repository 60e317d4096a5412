import { and, asc, eq } from 'drizzle-orm';
import { getDb } from '../../db/client';
import { identificators, type Identificator } from '../../db/schema';
import type { OperationContext } from '../context';
import { getContactOrThrow } from '../contacts/get-contact';

/** A contact's badges (the contact page shows them). */
export async function listBadges(ctx: OperationContext & { contactId: number }): Promise<Identificator[]> {
  await getContactOrThrow(ctx, ctx.contactId);
  const db = await getDb();
  return db.select().from(identificators)
    .where(and(eq(identificators.tenantId, ctx.tenant.id), eq(identificators.contactId, ctx.contactId))).orderBy(asc(identificators.id));
}
