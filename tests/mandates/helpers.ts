// Shared by the mandate, signature and billing tests: the sales fixture (clubs a, b, c; "now"
// 2026-03-10 10:00 UTC), contacts with a mobile, a valid POST /mandates body, the code the sandbox SMS
// carried, and a mandate made active through the real signature.
import { and, desc, eq } from 'drizzle-orm';
import { getDb } from '../../lib/db/client';
import { contacts, sandboxMessages } from '../../lib/db/schema';
import { iriOf } from '../factories';
import { addMember, ok, send, type Fixture, type Json } from '../sales/helpers';
import { deliverPendingMessages } from '../../lib/messages/deliver-messages';

export const VALID_IBAN = 'FR76 3000 6000 0112 3456 7890 189';
export const REJECTED_IBAN = 'GB82 WEST 1234 5698 7654 32';

export async function addTextableMember(fx: Fixture, values: { clubId?: number; mobile?: string | null; language?: 'fr' | 'en' } = {}) {
  const member = await addMember(fx, { clubId: values.clubId ?? fx.clubs.a, state: 'client' });
  const mobile = values.mobile === undefined ? `+3361${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}` : values.mobile;
  const db = await getDb();
  await db.update(contacts).set({ mobile, ...(values.language ? { language: values.language } : {}) })
    .where(and(eq(contacts.tenantId, fx.tenant.id), eq(contacts.id, member.id)));
  return { ...member, mobile };
}

export function mandateBody(fx: Fixture, contactId: number, overrides: Json = {}): Json {
  return {
    clubId: iriOf(fx, 'clubs', fx.clubs.a), contactId: iriOf(fx, 'contacts', contactId),
    contactFamilyName: 'Buyer', contactGivenName: 'Marie', contactNumber: 'C42',
    contactAddress: { addressCountry: 'France', addressCountryIso: 'FR', addressLocality: 'Paris', postalCode: '75011', streetAddress: '1 rue de la Roquette' },
    holder: 'Marie Buyer', iban: VALID_IBAN, bic: 'BNPAFRPPXXX', bank: 'BNP Paribas', validFrom: '2026-03-10',
    ...overrides,
  };
}

export type MandateJson = Json & { '@id': string; id: number; state: string; iban: string; reference: string };
export type SignatureJson = Json & { '@id': string; id: number; state: string; targets: string[]; expiresAt: string; triesLeft: number };

export async function createMandate(fx: Fixture, contactId: number, overrides: Json = {}, token?: string): Promise<MandateJson> {
  return ok<MandateJson>(await send(fx, 'POST', '/mandates', mandateBody(fx, contactId, overrides), token ? { token } : {}), 201);
}

/** The last SMS sent to `mobile` in the sandbox, and the 6-digit code in it. */
export async function lastSms(fx: Fixture, mobile: string): Promise<{ body: string; code: string }> {
  await deliverPendingMessages();
  const db = await getDb();
  const [sms] = await db.select().from(sandboxMessages)
    .where(and(eq(sandboxMessages.tenantId, fx.tenant.id), eq(sandboxMessages.to, mobile), eq(sandboxMessages.channel, 'sms')))
    .orderBy(desc(sandboxMessages.id)).limit(1);
  if (!sms) throw new Error(`No SMS to ${mobile}`);
  return { body: sms.body, code: /\b(\d{6})\b/.exec(sms.body)![1]! };
}

export function startSignature(fx: Fixture, contactId: number, targetIds: string[], token?: string): Promise<Response> {
  return send(fx, 'POST', '/signature_requests', { contactId: iriOf(fx, 'contacts', contactId), targetIds }, token ? { token } : {});
}

export function validate(fx: Fixture, requestId: number, code: string, token?: string): Promise<Response> {
  return send(fx, 'POST', `/signature_requests/${requestId}/transitions`, { transition: 'validate', code }, token ? { token } : {});
}

/** A mandate created and signed with the code the SMS carried: active. */
export async function activeMandate(fx: Fixture, member: { id: number; mobile: string | null }, overrides: Json = {}): Promise<MandateJson> {
  const mandate = await createMandate(fx, member.id, overrides);
  const request = await ok<SignatureJson>(await startSignature(fx, member.id, [mandate['@id']]), 201);
  await ok(await validate(fx, request.id, (await lastSms(fx, member.mobile!)).code));
  return ok<MandateJson>(await send(fx, 'GET', `/mandates/${mandate.id}`));
}
