import { beforeAll, describe, expect, it } from 'vitest';
import { setClock } from '../../lib/time/clock';
import { iriOf, tokenFor } from '../factories';
import { expectProblem, expectViolation } from '../problem';
import { NOW, ok, send, setup, type Fixture, type Json } from '../sales/helpers';
import { activeMandate, addTextableMember, createMandate, mandateBody, type MandateJson } from './helpers';

let fx: Fixture;
beforeAll(async () => {
  setClock(NOW);
  fx = await setup();
});

describe('POST /mandates', () => {
  it('creates a pending SEPA mandate: 201 with @context, @id, @type, Location, a unique reference and the IBAN masked', async () => {
    const member = await addTextableMember(fx);
    const res = await send(fx, 'POST', '/mandates', mandateBody(fx, member.id), {});
    const ld = await send(fx, 'GET', `/mandates/${(await ok<MandateJson>(res, 201)).id}`);
    const body = await ok<MandateJson>(ld);
    expect(res.headers.get('location')).toBe(`/api${body['@id']}`);
    expect(body).toMatchObject({
      '@type': 'Mandate', type: 'sepa', state: 'pending_signature', iban: '***********************0189', bic: 'BNPAFRPPXXX',
      holder: 'Marie Buyer', validFrom: '2026-03-10', contactId: iriOf(fx, 'contacts', member.id), signedAt: null,
      contactAddress: { addressCountryIso: 'FR', postalCode: '75011' },
    });
    expect(JSON.stringify(body)).not.toContain('3456789');
    const other = await createMandate(fx, member.id);
    expect(other.reference).not.toBe(body.reference);
    const withContext = await send(fx, 'POST', '/mandates', mandateBody(fx, member.id));
    // application/json answers carry @id and @type; ld+json adds @context.
    expect(Object.keys(await ok<Json>(withContext, 201))).toContain('@id');
  });

  it('answers @context in ld+json', async () => {
    const member = await addTextableMember(fx);
    const res = await fetchLd(`/mandates`, mandateBody(fx, member.id));
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ '@context': expect.any(String), '@type': 'Mandate' });
  });

  it.each(['clubId', 'contactId', 'contactFamilyName', 'contactGivenName', 'contactNumber', 'contactAddress', 'holder', 'iban', 'bic', 'bank', 'validFrom'])(
    'refuses a body without %s as a required violation naming it', async (field) => {
      const member = await addTextableMember(fx);
      const body = mandateBody(fx, member.id);
      delete body[field];
      await expectViolation(await send(fx, 'POST', '/mandates', body), field, 'required');
    },
  );

  it.each(['addressCountry', 'addressCountryIso', 'addressLocality', 'postalCode', 'streetAddress'])('requires contactAddress.%s', async (field) => {
    const member = await addTextableMember(fx);
    const body = mandateBody(fx, member.id);
    const address = { ...(body.contactAddress as Json) };
    delete address[field];
    await expectViolation(await send(fx, 'POST', '/mandates', { ...body, contactAddress: address }), `contactAddress.${field}`, 'required');
  });

  it('refuses a bad IBAN or BIC with their own codes', async () => {
    const member = await addTextableMember(fx);
    await expectViolation(await send(fx, 'POST', '/mandates', mandateBody(fx, member.id, { iban: 'FR77 3000 6000 0112 3456 7890 189' })),
      'iban', 'invalid-iban', 'api.error.mandate.invalid-iban');
    await expectViolation(await send(fx, 'POST', '/mandates', mandateBody(fx, member.id, { bic: 'BNPA1RPP' })), 'bic', 'invalid-bic', 'api.error.mandate.invalid-bic');
    await expectViolation(await send(fx, 'POST', '/mandates', mandateBody(fx, member.id, { iban: 42 })), 'iban');
  });

  it('refuses another tenant\'s or an unknown contact, and a contact-scoped token for another contact', async () => {
    const member = await addTextableMember(fx);
    await expectViolation(await send(fx, 'POST', '/mandates', mandateBody(fx, member.id, { contactId: iriOf(fx, 'contacts', 999999) })), 'contactId');
    await expectViolation(await send(fx, 'POST', '/mandates', mandateBody(fx, member.id, { contactId: '/other/contacts/1' })), 'contactId');
    const aliceToken = await tokenFor(fx, 'partner', { grant: 'contact', email: fx.emails.alice });
    await expectProblem(await send(fx, 'POST', '/mandates', mandateBody(fx, member.id), { token: aliceToken }), 403, 'api.error.auth.contact-scope');
  });
});

describe('reading and revoking', () => {
  it('lists a contact\'s mandates, newest first; a contact token sees only its own', async () => {
    const member = await addTextableMember(fx);
    const first = await createMandate(fx, member.id);
    const second = await createMandate(fx, member.id);
    const list = await ok<MandateJson[]>(await send(fx, 'GET', `/mandates?contactId=${encodeURIComponent(iriOf(fx, 'contacts', member.id))}`));
    expect(list.map((m) => m.id)).toEqual([second.id, first.id]);
    const aliceToken = await tokenFor(fx, 'partner', { grant: 'contact', email: fx.emails.alice });
    await expectProblem(await send(fx, 'GET', `/mandates/${first.id}`, undefined, { token: aliceToken }), 403, 'api.error.auth.contact-scope');
    await expectProblem(await send(fx, 'GET', `/mandates?contactId=${encodeURIComponent(iriOf(fx, 'contacts', member.id))}`, undefined, { token: aliceToken }),
      403, 'api.error.auth.contact-scope');
    expect(await ok<MandateJson[]>(await send(fx, 'GET', '/mandates', undefined, { token: aliceToken }))).toEqual([]);
    await expectProblem(await send(fx, 'GET', '/mandates/999999'), 404, 'api.error.not-found');
    expect((await send(fx, 'GET', '/mandates?foo=1')).headers.get('x-ignored-parameters')).toBe('foo');
  });

  it('revokes a mandate once', async () => {
    const member = await addTextableMember(fx);
    const mandate = await createMandate(fx, member.id);
    const revoked = await ok<MandateJson>(await send(fx, 'POST', `/mandates/${mandate.id}/transitions`, { transition: 'revoke' }));
    expect(revoked).toMatchObject({ state: 'revoked', revokedAt: expect.any(String) });
    await expectProblem(await send(fx, 'POST', `/mandates/${mandate.id}/transitions`, { transition: 'revoke' }), 400, 'api.error.mandate.already-revoked');
    await expectViolation(await send(fx, 'POST', `/mandates/${mandate.id}/transitions`, { transition: 'activate' }), 'transition');
  });

  it('a signed mandate replaces the contact\'s active one in the club', async () => {
    const member = await addTextableMember(fx);
    const first = await activeMandate(fx, member);
    expect(first.state).toBe('active');
    const second = await activeMandate(fx, member, { iban: 'DE89 3704 0044 0532 0130 00', bic: 'DEUTDEFF', bank: 'Deutsche Bank' });
    expect(second).toMatchObject({ state: 'active', iban: '******************3000' });
    expect(await ok<MandateJson>(await send(fx, 'GET', `/mandates/${first.id}`))).toMatchObject({ state: 'revoked' });
  });
});

async function fetchLd(path: string, body: Json): Promise<Response> {
  const { call } = await import('../factories');
  return call(`/${fx.token}${path}`, { token: fx.partner, method: 'POST', body, headers: { accept: 'application/ld+json' } });
}
