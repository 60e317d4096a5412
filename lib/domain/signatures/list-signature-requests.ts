import { and, desc, eq } from 'drizzle-orm';
import { getDb } from '../../db/client';
import { signatureRequests } from '../../db/schema/mandates';
import type { Contact } from '../../db/schema';
import type { OperationContext } from '../context';
import { assertCanReachContact } from '../contacts/contact-access';
import { SIGNATURE_MAX_TRIES } from './signature-rules';

export interface SignatureRequestSummary {
  id: number;
  state: 'pending' | 'signed' | 'expired';
  createdAt: Date;
  expiresAt: Date;
  signedAt: Date | null;
  /** Tries left while pending; 0 once signed or expired. */
  triesLeft: number;
  mandateIds: number[];
  saleIds: number[];
}

/**
 * A contact's latest signature requests, newest first (the staff contact page). A pending request
 * past its 15 minutes reads as expired, as validating it would answer.
 */
export async function listSignatureRequests(ctx: OperationContext & { contact: Pick<Contact, 'id' | 'clubId'>; now: Date; limit?: number }): Promise<SignatureRequestSummary[]> {
  assertCanReachContact(ctx.actor, ctx.contact);
  const rows = await (await getDb()).select().from(signatureRequests)
    .where(and(eq(signatureRequests.tenantId, ctx.tenant.id), eq(signatureRequests.contactId, ctx.contact.id)))
    .orderBy(desc(signatureRequests.id)).limit(Math.max(1, Math.min(ctx.limit ?? 10, 50)));
  return rows.map((r) => {
    const lapsed = r.state === 'pending' && (r.expiresAt <= ctx.now || r.failedTries >= SIGNATURE_MAX_TRIES);
    const state = lapsed ? 'expired' : r.state;
    return {
      id: r.id, state, createdAt: r.createdAt, expiresAt: r.expiresAt, signedAt: r.signedAt,
      triesLeft: state === 'pending' ? Math.max(0, SIGNATURE_MAX_TRIES - r.failedTries) : 0,
      mandateIds: r.mandateIds, saleIds: r.saleIds,
    };
  });
}
