import { and, eq, inArray } from 'drizzle-orm';
import { inTransaction } from '../../db/transaction';
import { contacts, sales } from '../../db/schema';
import { mandates, signatureRequests } from '../../db/schema/mandates';
import { authSecret } from '../../secrets/auth-secret';
import { smsSender } from '../../sms/sms-sender';
import { signatureCodeSms } from '../../sms/sms-texts';
import { now } from '../../time/clock';
import { newLoginCode } from '../auth/login-code-rules';
import { contactLanguageColumn } from '../contacts/contact-language';
import type { OperationContext } from '../context';
import { getReferencedContactOrThrow } from '../contacts/get-contact';
import { toE164 } from '../contacts/phone-number';
import { invalidField } from '../errors';
import { assertMayReceiveCode, type SentCodes } from '../limits/codes-per-contact';
import { signatureRequestView, type SignatureRequestView } from '../mandates/mandate-view';
import { hashSignatureCode, SIGNATURE_REQUESTS_PER_CONTACT, SIGNATURE_TTL_MS } from './signature-rules';

export interface SignatureTarget {
  collection: 'mandates' | 'sales';
  id: number;
}

/** Each signature request is one code sent: its rows count the codes a contact was sent. */
export const SIGNATURE_CODES_SENT: SentCodes = {
  table: signatureRequests, tenantId: signatureRequests.tenantId, contactId: signatureRequests.contactId, createdAt: signatureRequests.createdAt,
};

const foreignTarget = () => invalidField('targetIds', 'foreign-target', 'Every target must be a mandate or sale of this contact.', 'api.error.signature.foreign-target');

/**
 * POST /signature_requests (CONTRACT §9.7): the contact's pending mandates and/or unsigned sales to
 * sign with one code, sent by SMS to the contact's mobile, in the contact's language. A target of
 * another contact is refused (foreign-target), an already signed one too (already-signed); a contact
 * without a mobile number is a 400 mobile-required. A contact already sent 3 codes in the last 15
 * minutes is a 429 too-many-requests, and nothing is sent.
 */
export async function createSignatureRequest(ctx: OperationContext & { contactId: number; targets: SignatureTarget[] }): Promise<SignatureRequestView> {
  const { tenant } = ctx;
  const secret = await authSecret();
  const mandateIds = [...new Set(ctx.targets.filter((t) => t.collection === 'mandates').map((t) => t.id))];
  const saleIds = [...new Set(ctx.targets.filter((t) => t.collection === 'sales').map((t) => t.id))];
  return inTransaction(async (tx) => {
    const contact = await getReferencedContactOrThrow(ctx, ctx.contactId, 'contactId', tx);
    if (mandateIds.length > 0) {
      const found = await tx.select({ id: mandates.id, contactId: mandates.contactId, state: mandates.state }).from(mandates)
        .where(and(eq(mandates.tenantId, tenant.id), inArray(mandates.id, mandateIds)));
      if (found.length !== mandateIds.length || found.some((m) => m.contactId !== contact.id)) throw foreignTarget();
      if (found.some((m) => m.state !== 'pending_signature')) {
        throw invalidField('targetIds', 'already-signed', 'Only a mandate pending its signature can be signed.', 'api.error.signature.target-not-pending');
      }
    }
    if (saleIds.length > 0) {
      const found = await tx.select({ id: sales.id, contactId: sales.contactId, signedAt: sales.signedAt }).from(sales)
        .where(and(eq(sales.tenantId, tenant.id), inArray(sales.id, saleIds)));
      if (found.length !== saleIds.length || found.some((s) => s.contactId !== contact.id)) throw foreignTarget();
      if (found.some((s) => s.signedAt !== null)) {
        throw invalidField('targetIds', 'already-signed', 'This sale\'s contract is already signed.', 'api.error.signature.target-not-pending');
      }
    }
    // Sent to the E.164 form (+33612345678), whatever way the number was written on the contact.
    const to = toE164(contact.mobile);
    if (to === null) {
      throw invalidField('contactId', 'mobile-required', 'The contact needs a valid mobile number to receive the signature code.', 'api.error.signature.mobile-required');
    }
    const at = now();
    await assertMayReceiveCode(tx, { tenantId: tenant.id, contactId: contact.id, at, sent: SIGNATURE_CODES_SENT, limit: SIGNATURE_REQUESTS_PER_CONTACT });
    const code = newLoginCode();
    const [created] = await tx.insert(signatureRequests).values({
      tenantId: tenant.id, contactId: contact.id, mandateIds, saleIds, codeHash: '', expiresAt: new Date(at.getTime() + SIGNATURE_TTL_MS), createdAt: at,
    }).returning();
    const [request] = await tx.update(signatureRequests).set({ codeHash: hashSignatureCode(secret, code, created!.id) })
      .where(and(eq(signatureRequests.tenantId, tenant.id), eq(signatureRequests.id, created!.id))).returning();
    const [language] = await tx.select({ language: contactLanguageColumn }).from(contacts)
      .where(and(eq(contacts.tenantId, tenant.id), eq(contacts.id, contact.id)));
    await smsSender().send(tx, { tenantId: tenant.id, to, dedupeKey: `signature-request:${request!.id}`, text: signatureCodeSms(language!.language, { code, tenantName: tenant.name }) });
    return signatureRequestView(tx, tenant.id, request!);
  });
}
