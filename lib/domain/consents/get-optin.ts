import { and, eq } from 'drizzle-orm';
import { getDb } from '../../db/client';
import { optins, type Optin } from '../../db/schema';
import type { OperationContext } from '../context';
import { getContactOrThrow } from '../contacts/get-contact';
import { notFound } from '../errors';

/**
 * GET /optins/{id}: one consent. Its contact is read as GET /contacts/{id} reads it, so a contact token
 * reads its own consents only and a club-bound token those of its club's contacts (same refusals).
 */
export async function getOptin(ctx: OperationContext & { optinId: number }): Promise<Optin> {
  const db = await getDb();
  const [optin] = await db.select().from(optins)
    .where(and(eq(optins.tenantId, ctx.tenant.id), eq(optins.id, ctx.optinId))).limit(1);
  if (!optin) throw notFound('Opt-in');
  await getContactOrThrow(ctx, optin.contactId);
  return optin;
}
