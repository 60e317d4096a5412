import { and, eq } from 'drizzle-orm';
import { getDb, type Executor } from '../../db/client';
import { contacts } from '../../db/schema';
import { signatureRequests, type SignatureRequest } from '../../db/schema/mandates';
import type { OperationContext } from '../context';
import { assertCanReachContact } from '../contacts/contact-access';
import { notFound } from '../errors';
import { signatureRequestView, type SignatureRequestView } from '../mandates/mandate-view';

/** One signature request, if the actor may reach its contact (404 another tenant's, 403 another contact's or club's). */
export async function readSignatureRequestOrThrow(ctx: OperationContext, id: number, db: Executor, lock = false): Promise<SignatureRequest> {
  const query = db.select({ request: signatureRequests, clubId: contacts.clubId }).from(signatureRequests)
    .innerJoin(contacts, and(eq(contacts.tenantId, signatureRequests.tenantId), eq(contacts.id, signatureRequests.contactId)))
    .where(and(eq(signatureRequests.tenantId, ctx.tenant.id), eq(signatureRequests.id, id))).limit(1);
  const [row] = lock ? await query.for('update', { of: signatureRequests }) : await query;
  if (!row) throw notFound('Signature request');
  assertCanReachContact(ctx.actor, { id: row.request.contactId, clubId: row.clubId });
  return row.request;
}

/** GET /signature_requests/{id}. */
export async function getSignatureRequestOrThrow(ctx: OperationContext & { signatureRequestId: number }): Promise<SignatureRequestView> {
  const db = await getDb();
  return signatureRequestView(db, ctx.tenant.id, await readSignatureRequestOrThrow(ctx, ctx.signatureRequestId, db));
}
