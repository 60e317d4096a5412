'use server';
import { cookies, headers } from 'next/headers';
import { decode, encode } from 'next-auth/jwt';
import { z } from 'zod';
import { openSession, sessionCookieOf } from '@/lib/auth/open-session';
import { DomainError } from '@/lib/domain/errors';
import { bicIsValid, ibanIsValid, normalizeBic, normalizeIban } from '@/lib/domain/mandates/bank-details';
import { createPayableObject } from '@/lib/domain/payments/create-payable-object';
import { limitOnlineJoin } from '@/lib/domain/portal/join-limits';
import { listJoinOffers } from '@/lib/domain/portal/list-join-offers';
import { startOnlineJoin } from '@/lib/domain/portal/start-online-join';
import { getSaleOrThrow } from '@/lib/domain/sales/get-sale';
import { transitionSale } from '@/lib/domain/sales/transition-sale';
import { getSignatureRequestOrThrow } from '@/lib/domain/signatures/read-signature-request';
import { SIGNATURE_MAX_TRIES } from '@/lib/domain/signatures/signature-rules';
import { validateSignatureRequest } from '@/lib/domain/signatures/validate-signature-request';
import { clientAddressFromHeaders } from '@/lib/limits/client-address';
import { authSecret } from '@/lib/secrets/auth-secret';
import { runAction, type ActionResult } from '../run-action';

// The join in progress, between the code sent and the code typed: who was made, in an encrypted
// cookie of this browser only (the ids alone would let anyone sign someone else's contract).
const PENDING = 'join-pending';
const PENDING_SECONDS = 30 * 60;

const text = (max: number) => z.string().trim().min(1).max(max);
const joinSchema = z.object({
  clubId: z.number().int().positive(),
  offerId: z.number().int().positive(),
  startDate: z.iso.date(),
  debitDay: z.number().int().min(1).max(31).nullable(),
  givenName: text(100),
  familyName: text(100),
  email: z.email().max(254),
  mobile: text(30),
  birthDate: z.iso.date(),
  streetAddress: text(200),
  postalCode: text(20),
  addressLocality: text(100),
  addressCountryIso: z.string().trim().regex(/^[A-Z]{2}$/),
  addressCountry: text(100),
  holder: text(200),
  iban: text(64).refine(ibanIsValid, 'api.error.mandate.invalid-iban'),
  bic: text(16).refine(bicIsValid, 'api.error.mandate.invalid-bic'),
  bank: text(200),
});
export type JoinInput = z.input<typeof joinSchema>;
const FIELDS = new Set(Object.keys(joinSchema.shape));
const DOMAIN_PATHS: Record<string, string> = {
  'repaymentSchedule.debitDay': 'debitDay', 'implementation.startDate': 'startDate', mobile: 'mobile', email: 'email', birthDate: 'birthDate',
  'address.postalCode': 'postalCode', 'address.addressCountryIso': 'addressCountryIso', iban: 'iban', bic: 'bic',
};
const fields = (path: string) => DOMAIN_PATHS[path] ?? (FIELDS.has(path) ? path : undefined);

export type JoinStartOutcome = { kind: 'known' } | { kind: 'sent'; mobileEnd: string };

/** Step 1: the new contact, its cart, the pending mandate, and the code sent to the mobile (lib/domain/portal/start-online-join.ts). */
export async function startJoinAction(clientToken: string, input: JoinInput): Promise<ActionResult<JoinStartOutcome>> {
  return runAction({
    clientToken, who: 'visitor', schema: joinSchema, input, fields,
    run: async ({ tenant }, values) => {
      await limitOnlineJoin(tenant.id, values.email, clientAddressFromHeaders(await headers()));
      const club = (await listJoinOffers({ tenant })).find((c) => c.id === values.clubId);
      if (!club || !club.offers.some((o) => o.id === values.offerId)) throw new DomainError('api.error.sale.offer-not-available', 'This offer is not on sale on the web at this club.');
      const started = await startOnlineJoin({ tenant }, {
        clubId: club.id, clubCode: club.code, offerId: values.offerId, startDate: values.startDate, debitDay: values.debitDay,
        givenName: values.givenName, familyName: values.familyName, email: values.email, mobile: values.mobile, birthDate: values.birthDate,
        address: {
          streetAddress: values.streetAddress, postalCode: values.postalCode, addressLocality: values.addressLocality,
          addressCountry: values.addressCountry, addressCountryIso: values.addressCountryIso,
        },
        holder: values.holder, iban: normalizeIban(values.iban), bic: normalizeBic(values.bic), bank: values.bank, today: club.today,
      });
      if (started.kind === 'known') return { kind: 'known' as const };
      const token = await encode({
        token: { tenant: tenant.token, contactId: started.contactId, saleId: started.saleId, requestId: started.requestId, name: `${values.givenName} ${values.familyName}`, email: values.email },
        secret: await authSecret(), maxAge: PENDING_SECONDS, salt: PENDING,
      } as Parameters<typeof encode>[0]);
      (await cookies()).set(PENDING, token, { httpOnly: true, sameSite: 'lax', path: `/${tenant.token}`, maxAge: PENDING_SECONDS, secure: sessionCookieOf(await headers()).secure });
      return { kind: 'sent' as const, mobileEnd: values.mobile.replace(/\D/g, '').slice(-2) };
    },
  });
}

interface Pending { tenant: string; contactId: number; saleId: number; requestId: number; name: string; email: string }

async function pendingJoin(tenantToken: string): Promise<Pending> {
  const raw = (await cookies()).get(PENDING)?.value;
  const decoded = raw ? await decode({ token: raw, secret: await authSecret(), salt: PENDING } as Parameters<typeof decode>[0]).catch(() => null) : null;
  if (!decoded || decoded.tenant !== tenantToken) throw new DomainError('api.error.not-found', 'No join in progress.');
  return decoded as unknown as Pending;
}

async function origin(): Promise<string> {
  if (process.env.PUBLIC_URL) return process.env.PUBLIC_URL.replace(/\/$/, '');
  const h = await headers();
  return `${h.get('x-forwarded-proto') ?? 'http'}://${h.get('x-forwarded-host') ?? h.get('host')}`;
}

export type JoinConfirmOutcome =
  | { state: 'signed'; redirect: string }
  | { state: 'wrong-code'; triesLeft: number }
  | { state: 'expired' };

/**
 * Step 2: the code signs the mandate and the contract together; the browser is then signed in as the
 * new member, and pays what is due now on the club's provider page (or the free cart is validated).
 */
export async function confirmJoinAction(clientToken: string, code: string): Promise<ActionResult<JoinConfirmOutcome>> {
  return runAction({
    clientToken, who: 'visitor', schema: z.object({ code: z.string().trim().regex(/^\d{6}$/) }), input: { code }, fields: (p) => (p === 'code' ? p : undefined),
    run: async ({ tenant }, values) => {
      const pending = await pendingJoin(tenant.token);
      const member = { tenant, actor: { kind: 'member', contactId: pending.contactId } as const };
      try {
        await validateSignatureRequest({ ...member, signatureRequestId: pending.requestId, code: values.code });
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
        if (error.code === 'api.error.signature.expired') return { state: 'expired' as const };
        if (error.code !== 'api.error.signature.invalid-code') throw error;
        const request = await getSignatureRequestOrThrow({ ...member, signatureRequestId: pending.requestId });
        return { state: 'wrong-code' as const, triesLeft: request.state === 'pending' ? SIGNATURE_MAX_TRIES - request.failedTries : 0 };
      }
      (await cookies()).delete({ name: PENDING, path: `/${tenant.token}` });
      await openSession({ role: 'member', tenant: tenant.token, contactId: pending.contactId, name: pending.name, email: pending.email });
      const cart = await getSaleOrThrow({ ...member, saleId: pending.saleId });
      if (cart.remainingAmount === 0) {
        await transitionSale({ ...member, saleId: cart.id, transition: 'validate' });
        return { state: 'signed' as const, redirect: `/${tenant.token}/cart/return?free=1` };
      }
      const back = `${await origin()}/${tenant.token}/cart/return`;
      const payable = await createPayableObject({
        ...member, contactId: cart.contactId, amount: cart.remainingAmount, clubId: cart.clubId, clubCode: cart.clubCode,
        checkoutId: cart.checkoutId, kind: 'sales', targetIds: [cart.id], validUrl: back, cancelUrl: back, origin: await origin(),
      });
      return { state: 'signed' as const, redirect: payable.redirectUrl };
    },
  });
}
