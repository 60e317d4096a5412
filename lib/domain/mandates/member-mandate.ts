// The member portal's mandate page (/{clientToken}/account/mandates): what a signed-in member sees
// of their mandate, and the two steps of adding one (the same domain operations as the API:
// createMandate, createSignatureRequest, validateSignatureRequest). The member's name, number and
// address come from their contact; the club is their club.
import { and, desc, eq } from 'drizzle-orm';
import { getDb } from '../../db/client';
import { clubs, contacts } from '../../db/schema';
import { mandates } from '../../db/schema/mandates';
import { now } from '../../time/clock';
import { dateInZone } from '../../time/zone';
import type { TenantRef } from '../context';
import { DomainError, notFound } from '../errors';
import { maskPhone } from '../contacts/mask-phone';
import { assertMayReceiveCode } from '../limits/codes-per-contact';
import { createSignatureRequest, SIGNATURE_CODES_SENT } from '../signatures/create-signature-request';
import { getSignatureRequestOrThrow } from '../signatures/read-signature-request';
import { isTextableMobile, SIGNATURE_MAX_TRIES, SIGNATURE_REQUESTS_PER_CONTACT } from '../signatures/signature-rules';
import { validateSignatureRequest } from '../signatures/validate-signature-request';
import { maskIban } from './bank-details';
import { createMandate } from './create-mandate';

type MemberCtx = { tenant: TenantRef; actor: { kind: 'member'; contactId: number } };

export interface MemberMandate {
  holder: string;
  iban: string;
  bic: string;
  bank: string;
  reference: string;
  /** The club's calendar day it was signed on (YYYY-MM-DD). */
  signedOn: string | null;
}

export interface MemberMandatePage {
  active: MemberMandate | null;
  /** The member's mobile, masked but its last two digits; null when the code cannot be sent. */
  mobile: string | null;
  holder: string;
}

async function memberContact(ctx: MemberCtx) {
  const db = await getDb();
  const [row] = await db.select({ contact: contacts, timeZone: clubs.timeZone }).from(contacts)
    .innerJoin(clubs, and(eq(clubs.tenantId, contacts.tenantId), eq(clubs.id, contacts.clubId)))
    .where(and(eq(contacts.tenantId, ctx.tenant.id), eq(contacts.id, ctx.actor.contactId))).limit(1);
  if (!row) throw notFound('Contact');
  return row;
}

/** The member's active mandate in their club (masked), their masked mobile and the holder name to suggest. */
export async function getMemberMandatePage(ctx: MemberCtx): Promise<MemberMandatePage> {
  const { contact, timeZone } = await memberContact(ctx);
  const [active] = await (await getDb()).select().from(mandates).where(and(
    eq(mandates.tenantId, ctx.tenant.id), eq(mandates.contactId, contact.id), eq(mandates.clubId, contact.clubId), eq(mandates.state, 'active'),
  )).orderBy(desc(mandates.id)).limit(1);
  return {
    active: active ? {
      holder: active.holder, iban: maskIban(active.iban), bic: active.bic, bank: active.bank, reference: active.reference,
      signedOn: active.signedAt ? dateInZone(active.signedAt, timeZone) : null,
    } : null,
    mobile: isTextableMobile(contact.mobile) ? maskPhone(contact.mobile) : null,
    holder: `${contact.givenName ?? ''} ${contact.familyName ?? ''}`.trim(),
  };
}

/** Step 1: the mandate (pending) and its signature request; the code goes to the member's mobile. */
export async function startMemberMandate(ctx: MemberCtx & { holder: string; iban: string; bic: string; bank: string }): Promise<{ requestId: number }> {
  const { contact, timeZone } = await memberContact(ctx);
  // Checked before anything is written: without a mobile the mandate could never be signed.
  if (!isTextableMobile(contact.mobile)) {
    throw new DomainError('api.error.signature.mobile-required', 'The contact needs a valid mobile number to receive the signature code.');
  }
  // So is the limit on codes sent (createSignatureRequest checks it again, race-safe).
  await assertMayReceiveCode(await getDb(), {
    tenantId: ctx.tenant.id, contactId: contact.id, at: now(), sent: SIGNATURE_CODES_SENT, limit: SIGNATURE_REQUESTS_PER_CONTACT,
  });
  const mandate = await createMandate({
    ...ctx,
    input: {
      clubId: contact.clubId, contactId: contact.id, contactFamilyName: contact.familyName ?? '', contactGivenName: contact.givenName ?? '',
      contactNumber: contact.number,
      contactAddress: {
        addressCountry: contact.addressCountry ?? '', addressCountryIso: contact.addressCountryIso ?? '', addressLocality: contact.addressLocality ?? '',
        postalCode: contact.postalCode ?? '', streetAddress: contact.streetAddress ?? '',
      },
      holder: ctx.holder, iban: ctx.iban, bic: ctx.bic, bank: ctx.bank, validFrom: dateInZone(now(), timeZone),
    },
  });
  const request = await createSignatureRequest({ ...ctx, contactId: contact.id, targets: [{ collection: 'mandates', id: mandate.id }] });
  return { requestId: request.id };
}

export type MemberSignatureOutcome = { state: 'signed'; active: MemberMandate | null } | { state: 'wrong-code'; triesLeft: number } | { state: 'expired' };

/** Step 2: the code the member received. A wrong or expired code is an answer of the page, not a failure. */
export async function confirmMemberMandate(ctx: MemberCtx & { requestId: number; code: string }): Promise<MemberSignatureOutcome> {
  try {
    await validateSignatureRequest({ ...ctx, signatureRequestId: ctx.requestId, code: ctx.code });
    // The mandate now shown: the page need not be read again to show it.
    return { state: 'signed', active: (await getMemberMandatePage(ctx)).active };
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    if (error.code === 'api.error.signature.expired') return { state: 'expired' };
    if (error.code !== 'api.error.signature.invalid-code') throw error;
    const request = await getSignatureRequestOrThrow({ ...ctx, signatureRequestId: ctx.requestId });
    return { state: 'wrong-code', triesLeft: request.state === 'pending' ? SIGNATURE_MAX_TRIES - request.failedTries : 0 };
  }
}

/** A new code for the same mandate, after the last one expired. */
export async function resendMemberCode(ctx: MemberCtx & { requestId: number }): Promise<{ requestId: number }> {
  const previous = await getSignatureRequestOrThrow({ ...ctx, signatureRequestId: ctx.requestId });
  const request = await createSignatureRequest({
    ...ctx, contactId: previous.contactId, targets: previous.mandateIds.map((id) => ({ collection: 'mandates' as const, id })),
  });
  return { requestId: request.id };
}
