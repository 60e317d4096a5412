import { and, eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '../../lib/db/client';
import { signatureRequests } from '../../lib/db/schema';
import { setClock } from '../../lib/time/clock';
import { iriOf, tokenFor } from '../factories';
import { expectProblem, expectViolation } from '../problem';
import { NOW, ok, openSale, readSale, send, setup, type Fixture } from '../sales/helpers';
import { addTextableMember, createMandate, lastSms, startSignature, validate, type MandateJson, type SignatureJson } from './helpers';

let fx: Fixture;
beforeAll(async () => {
  setClock(NOW);
  fx = await setup();
});
afterEach(() => setClock(NOW));

const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('POST /signature_requests', () => {
  it('sends a 6-digit code by SMS, in the contact\'s language, and keeps only its hash', async () => {
    const member = await addTextableMember(fx, { language: 'fr' });
    const mandate = await createMandate(fx, member.id);
    const res = await startSignature(fx, member.id, [mandate['@id']]);
    const request = await ok<SignatureJson>(res, 201);
    expect(res.headers.get('location')).toBe(`/api${request['@id']}`);
    expect(request).toMatchObject({
      '@type': 'SignatureRequest', state: 'pending', targets: [mandate['@id']], expiresAt: '2026-03-10T11:15:00+01:00', triesLeft: 5,
    });
    const sms = await lastSms(fx, member.mobile!);
    expect(sms.body).toContain('votre code de signature');
    const [row] = await (await getDb()).select().from(signatureRequests).where(and(eq(signatureRequests.tenantId, fx.tenant.id), eq(signatureRequests.id, request.id)));
    expect(row!.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.codeHash).not.toContain(sms.code);
    const english = await addTextableMember(fx, { language: 'en' });
    await ok(await startSignature(fx, english.id, [(await createMandate(fx, english.id))['@id']]), 201);
    expect((await lastSms(fx, english.mobile!)).body).toContain('your signature code is');
  });

  it('needs a mobile number: 400 mobile-required', async () => {
    for (const mobile of [null, '12']) {
      const member = await addTextableMember(fx, { mobile });
      const mandate = await createMandate(fx, member.id);
      await expectProblem(await startSignature(fx, member.id, [mandate['@id']]), 400, 'api.error.signature.mobile-required');
    }
  });

  it('refuses another contact\'s mandate or sale, a signed target, and no target', async () => {
    const member = await addTextableMember(fx);
    const other = await addTextableMember(fx);
    const foreign = await createMandate(fx, other.id);
    await expectViolation(await startSignature(fx, member.id, [foreign['@id']]), 'targetIds', 'foreign-target', 'api.error.signature.foreign-target');
    const sale = await openSale(fx, other.id);
    await expectViolation(await startSignature(fx, member.id, [sale['@id']]), 'targetIds', 'foreign-target', 'api.error.signature.foreign-target');
    await expectViolation(await startSignature(fx, member.id, [iriOf(fx, 'mandates', 999999)]), 'targetIds', 'foreign-target');
    await expectViolation(await startSignature(fx, member.id, []), 'targetIds');
    await expectViolation(await startSignature(fx, member.id, [iriOf(fx, 'contacts', member.id)]), 'targetIds.0', 'invalid-iri');
    const revoked = await createMandate(fx, member.id);
    await ok(await send(fx, 'POST', `/mandates/${revoked.id}/transitions`, { transition: 'revoke' }));
    await expectViolation(await startSignature(fx, member.id, [revoked['@id']]), 'targetIds', 'already-signed', 'api.error.signature.target-not-pending');
  });

  it('a contact-scoped token signs its own mandates only', async () => {
    const token = await tokenFor(fx, 'partner', { grant: 'contact', email: fx.emails.alice });
    const member = await addTextableMember(fx);
    const mandate = await createMandate(fx, member.id);
    await expectProblem(await startSignature(fx, member.id, [mandate['@id']], token), 403, 'api.error.auth.contact-scope');
    const request = await ok<SignatureJson>(await startSignature(fx, member.id, [mandate['@id']]), 201);
    await expectProblem(await validate(fx, request.id, '000000', token), 403, 'api.error.auth.contact-scope');
    await expectProblem(await send(fx, 'GET', `/signature_requests/${request.id}`, undefined, { token }), 403, 'api.error.auth.contact-scope');
  });
});

describe('validating', () => {
  it('signs every target with the right code: mandates active, sales signedAt', async () => {
    const member = await addTextableMember(fx);
    const mandate = await createMandate(fx, member.id);
    const sale = await openSale(fx, member.id);
    const request = await ok<SignatureJson>(await startSignature(fx, member.id, [mandate['@id'], sale['@id']]), 201);
    setClock(new Date(NOW.getTime() + 5 * 60_000));
    const signed = await ok<SignatureJson>(await validate(fx, request.id, (await lastSms(fx, member.mobile!)).code));
    expect(signed).toMatchObject({ state: 'signed', signedAt: '2026-03-10T11:05:00+01:00', triesLeft: 0 });
    expect(await ok<MandateJson>(await send(fx, 'GET', `/mandates/${mandate.id}`))).toMatchObject({ state: 'active', signedAt: '2026-03-10T11:05:00+01:00' });
    expect((await readSale(fx, sale.id)).signedAt).toBe('2026-03-10T11:05:00+01:00');
    await expectProblem(await validate(fx, request.id, (await lastSms(fx, member.mobile!)).code), 400, 'api.error.signature.already-signed');
  });

  it('counts wrong codes, says how many tries are left, and expires after the fifth', async () => {
    const member = await addTextableMember(fx);
    const mandate = await createMandate(fx, member.id);
    const request = await ok<SignatureJson>(await startSignature(fx, member.id, [mandate['@id']]), 201);
    const { code } = await lastSms(fx, member.mobile!);
    for (const left of [4, 3, 2, 1]) {
      const problem = await expectProblem(await validate(fx, request.id, wrong(code)), 400, 'api.error.signature.invalid-code');
      expect(problem.detail).toContain(`${left} tr`);
    }
    await expectProblem(await validate(fx, request.id, wrong(code)), 400, 'api.error.signature.expired');
    await expectProblem(await validate(fx, request.id, code), 400, 'api.error.signature.expired');
    expect(await ok<SignatureJson>(await send(fx, 'GET', `/signature_requests/${request.id}`))).toMatchObject({ state: 'expired' });
    expect(await ok<MandateJson>(await send(fx, 'GET', `/mandates/${mandate.id}`))).toMatchObject({ state: 'pending_signature' });
  });

  it('expires after 15 minutes, even with the right code', async () => {
    const member = await addTextableMember(fx);
    const mandate = await createMandate(fx, member.id);
    const request = await ok<SignatureJson>(await startSignature(fx, member.id, [mandate['@id']]), 201);
    setClock(new Date(NOW.getTime() + 15 * 60_000));
    await expectProblem(await validate(fx, request.id, (await lastSms(fx, member.mobile!)).code), 400, 'api.error.signature.expired');
    expect(await ok<MandateJson>(await send(fx, 'GET', `/mandates/${mandate.id}`))).toMatchObject({ state: 'pending_signature' });
    // A new request signs.
    setClock(new Date(NOW.getTime() + 16 * 60_000));
    const again = await ok<SignatureJson>(await startSignature(fx, member.id, [mandate['@id']]), 201);
    await ok(await validate(fx, again.id, (await lastSms(fx, member.mobile!)).code));
  });

  it('refuses a missing code or transition, and an unknown request', async () => {
    const member = await addTextableMember(fx);
    const request = await ok<SignatureJson>(await startSignature(fx, member.id, [(await createMandate(fx, member.id))['@id']]), 201);
    await expectViolation(await send(fx, 'POST', `/signature_requests/${request.id}/transitions`, { transition: 'validate' }), 'code', 'required');
    await expectViolation(await send(fx, 'POST', `/signature_requests/${request.id}/transitions`, { code: '123456' }), 'transition', 'required');
    await expectProblem(await validate(fx, 999999, '123456'), 404, 'api.error.not-found');
  });
});
