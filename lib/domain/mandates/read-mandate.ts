import { and, eq } from 'drizzle-orm';
import { getDb, type Executor } from '../../db/client';
import { mandates, type Mandate } from '../../db/schema/mandates';
import type { OperationContext } from '../context';
import { assertCanReachContact } from '../contacts/contact-access';
import { notFound } from '../errors';
import { mandateView, type MandateView } from './mandate-view';

/**
 * One mandate of the tenant, if the actor may reach it: another tenant's is a 404, another contact's
 * (contact-scoped token, member) a 403 contact-scope, another club's (club-bound token) a 403.
 */
export async function readMandateOrThrow(ctx: OperationContext, mandateId: number, db: Executor, lock = false): Promise<Mandate> {
  const query = db.select().from(mandates).where(and(eq(mandates.tenantId, ctx.tenant.id), eq(mandates.id, mandateId))).limit(1);
  const [mandate] = lock ? await query.for('update') : await query;
  if (!mandate) throw notFound('Mandate');
  assertCanReachContact(ctx.actor, { id: mandate.contactId, clubId: mandate.clubId });
  return mandate;
}

/** GET /mandates/{id}. */
export async function getMandateOrThrow(ctx: OperationContext & { mandateId: number }): Promise<MandateView> {
  const db = await getDb();
  return mandateView(db, ctx.tenant.id, await readMandateOrThrow(ctx, ctx.mandateId, db));
}
