import { and, eq, inArray, isNull } from 'drizzle-orm';
import { inTransaction } from '../../db/transaction';
import { sales } from '../../db/schema';
import { mandates, signatureRequests } from '../../db/schema/mandates';
import { authSecret } from '../../secrets/auth-secret';
import { now } from '../../time/clock';
import { sameHash } from '../auth/login-code-rules';
import type { OperationContext } from '../context';
import { DomainError } from '../errors';
import { activateMandates } from '../mandates/activate-mandates';
import { signatureRequestView, type SignatureRequestView } from '../mandates/mandate-view';
import { readSignatureRequestOrThrow } from './read-signature-request';
import { hashSignatureCode, SIGNATURE_MAX_TRIES } from './signature-rules';

export const signatureTransitions = ['validate'] as const;
export type SignatureTransition = (typeof signatureTransitions)[number];

type Outcome = { signed: SignatureRequestView } | { refusal: DomainError };

const expired = (detail: string) => new DomainError('api.error.signature.expired', detail);

/**
 * POST /signature_requests/{id}/transitions { validate, code } (CONTRACT §9.7). The right code signs:
 * the pending mandates become active (revoking the contact's other one in the club), the sales get
 * signedAt. A wrong code counts a try (400 invalid-code, tries left in the detail); the fifth, or a
 * code after 15 minutes, leaves the request expired (400 expired). A refusal's count and expiry are
 * committed before it is answered, so a retried guess cannot undo them.
 */
export async function validateSignatureRequest(ctx: OperationContext & { signatureRequestId: number; code: string }): Promise<SignatureRequestView> {
  const secret = await authSecret();
  const outcome = await inTransaction(async (tx): Promise<Outcome> => {
    const request = await readSignatureRequestOrThrow(ctx, ctx.signatureRequestId, tx, true);
    const where = and(eq(signatureRequests.tenantId, ctx.tenant.id), eq(signatureRequests.id, request.id));
    const at = now();
    if (request.state === 'signed') return { refusal: new DomainError('api.error.signature.already-signed', 'This request is already signed.') };
    if (request.state === 'expired') return { refusal: expired('This request has expired: start a new signature.') };
    if (at.getTime() >= request.expiresAt.getTime()) {
      await tx.update(signatureRequests).set({ state: 'expired' }).where(where);
      return { refusal: expired('The code was valid for 15 minutes: start a new signature.') };
    }
    if (!sameHash(request.codeHash, hashSignatureCode(secret, ctx.code.trim(), request.id))) {
      const failedTries = request.failedTries + 1;
      const left = SIGNATURE_MAX_TRIES - failedTries;
      await tx.update(signatureRequests).set({ failedTries, ...(left <= 0 ? { state: 'expired' as const } : {}) }).where(where);
      if (left <= 0) return { refusal: expired(`${SIGNATURE_MAX_TRIES} wrong codes: start a new signature.`) };
      return { refusal: new DomainError('api.error.signature.invalid-code', `Wrong code: ${left} ${left === 1 ? 'try' : 'tries'} left.`) };
    }
    const pending = request.mandateIds.length === 0 ? [] : await tx.select({ id: mandates.id }).from(mandates)
      .where(and(eq(mandates.tenantId, ctx.tenant.id), inArray(mandates.id, request.mandateIds), eq(mandates.state, 'pending_signature')))
      .for('update');
    await activateMandates(tx, ctx.tenant.id, pending.map((m) => m.id), at);
    if (request.saleIds.length > 0) {
      await tx.update(sales).set({ signedAt: at, updatedAt: at })
        .where(and(eq(sales.tenantId, ctx.tenant.id), inArray(sales.id, request.saleIds), isNull(sales.signedAt)));
    }
    const [signed] = await tx.update(signatureRequests).set({ state: 'signed', signedAt: at }).where(where).returning();
    return { signed: await signatureRequestView(tx, ctx.tenant.id, signed!) };
  });
  if ('refusal' in outcome) throw outcome.refusal;
  return outcome.signed;
}
