// POST /contacts refusals: the e-mail rule, the tenant's required fields, and malformed input.
import { describe, expect, it } from 'vitest';
import { call, createTenantFixture, iriOf, tokenFor, type TenantFixture } from '../factories';
import { expectProblem, expectViolation, expectIgnored } from '../problem';
import { contactBody, createContact, partnerToken, setRequiredFields } from './helpers';

async function post(fx: TenantFixture, body: unknown): Promise<Response> {
  return call(`/${fx.token}/contacts`, { token: await partnerToken(fx), method: 'POST', body });
}

const DEFAULT_REQUIRED = ['email', 'familyName', 'givenName', 'birthDate'];

describe('POST /contacts: one e-mail per tenant', () => {
  it('refuses an e-mail already used in the tenant, in any case and in any club', async () => {
    const fx = await createTenantFixture();
    const first = await createContact(fx, { email: `Dup.Licate@${fx.token}.test` });
    for (const [email, club] of [[`dup.licate@${fx.token}.test`, fx.clubs.a], [`DUP.LICATE@${fx.token.toUpperCase()}.TEST`, fx.clubs.c], [fx.emails.bob.toUpperCase(), fx.clubs.b]] as const) {
      const problem = await expectProblem(await post(fx, contactBody(fx, { email, clubId: iriOf(fx, 'clubs', club) })), 400, 'api.error.contact.email-already-used');
      expect(problem.violations).toEqual([expect.objectContaining({ propertyPath: 'email' })]);
    }
    // Surrounding spaces do not make another address.
    await expectProblem(await post(fx, contactBody(fx, { email: `  ${String(first.email)} ` })), 400, 'api.error.contact.email-already-used');
  });

  it('allows the same e-mail in another tenant', async () => {
    const [fx, other] = await Promise.all([createTenantFixture(), createTenantFixture()]);
    const contact = await createContact(other, { email: fx.emails.alice });
    expect(contact.email).toBe(fx.emails.alice);
  });

  it('stores the address trimmed, as given', async () => {
    const fx = await createTenantFixture();
    const contact = await createContact(fx, { email: `  Mixed.Case@${fx.token}.test ` });
    expect(contact.email).toBe(`Mixed.Case@${fx.token}.test`);
  });
});

describe('POST /contacts: required fields', () => {
  it('names each missing default field with a required violation', async () => {
    const fx = await createTenantFixture();
    for (const field of DEFAULT_REQUIRED) {
      const { [field]: _gone, ...body } = contactBody(fx);
      const problem = await expectProblem(await post(fx, body), 400, 'api.error.validation.required');
      expect(problem.violations, field).toEqual([{ propertyPath: field, code: 'required', message: expect.any(String) }]);
    }
  });

  it('counts an empty, blank or null value as missing', async () => {
    const fx = await createTenantFixture();
    for (const [field, value] of [['email', ''], ['email', null], ['familyName', ''], ['familyName', null], ['givenName', '   '], ['birthDate', null]] as const) {
      const problem = await expectProblem(await post(fx, contactBody(fx, { [field]: value })), 400, 'api.error.validation.required');
      expect(problem.violations, field).toEqual([expect.objectContaining({ propertyPath: field, code: 'required' })]);
    }
  });

  it('names every missing field at once', async () => {
    const fx = await createTenantFixture();
    const problem = await expectProblem(await post(fx, { clubId: iriOf(fx, 'clubs', fx.clubs.a) }), 400, 'api.error.validation.required');
    expect(problem.violations!.map((v) => [v.propertyPath, v.code]).sort()).toEqual(DEFAULT_REQUIRED.map((f) => [f, 'required']).sort());
  });

  it('follows the tenant\'s configuration: a field it adds is required, a field it drops is not', async () => {
    const fx = await createTenantFixture();
    await setRequiredFields(fx.tenant.id, ['email', 'familyName', 'givenName', 'mobile', 'gender']);
    const problem = await expectProblem(await post(fx, contactBody(fx, { birthDate: undefined })), 400, 'api.error.validation.required');
    expect(problem.violations!.map((v) => v.propertyPath).sort()).toEqual(['gender', 'mobile']);
    const created = await createContact(fx, { birthDate: undefined, mobile: '0612345678', gender: 'male' });
    expect(created.birthDate).toBeNull();
  });

  it('can require address fields, named inside the address', async () => {
    const fx = await createTenantFixture();
    await setRequiredFields(fx.tenant.id, ['email', 'familyName', 'givenName', 'postalCode', 'addressLocality']);
    const problem = await expectProblem(await post(fx, contactBody(fx, { address: { postalCode: '69003', addressLocality: '' } })), 400, 'api.error.validation.required');
    expect(problem.violations).toEqual([expect.objectContaining({ propertyPath: 'address.addressLocality', code: 'required' })]);
    const created = await createContact(fx, { address: { postalCode: '69003', addressLocality: 'Lyon' } });
    expect(created.address).toMatchObject({ postalCode: '69003', addressLocality: 'Lyon' });
  });

  it('always needs an e-mail, even when the tenant does not list it', async () => {
    const fx = await createTenantFixture();
    await setRequiredFields(fx.tenant.id, ['familyName']);
    const { email: _gone, ...body } = contactBody(fx);
    const problem = await expectProblem(await post(fx, body), 400, 'api.error.validation.required');
    expect(problem.violations).toEqual([expect.objectContaining({ propertyPath: 'email', code: 'required' })]);
  });
});

describe('POST /contacts: malformed input', () => {
  it('refuses a date that is not a calendar date', async () => {
    const fx = await createTenantFixture();
    for (const birthDate of ['2023-02-30', '2023-13-01', '1990-4-12', '12/04/1990', '1990-04-12T00:00:00Z', 19900412]) {
      await expectViolation(await post(fx, contactBody(fx, { birthDate })), 'birthDate');
    }
    expect((await createContact(fx, { birthDate: '2024-02-29' })).birthDate).toBe('2024-02-29');
  });

  it('refuses a birth date in the future', async () => {
    const fx = await createTenantFixture();
    await expectViolation(await post(fx, contactBody(fx, { birthDate: '2999-01-01' })), 'birthDate');
  });

  it('refuses an e-mail that is not an address', async () => {
    const fx = await createTenantFixture();
    for (const email of ['not-an-email', 'a@', '@b.test', 'a b@c.test', 42]) {
      await expectViolation(await post(fx, contactBody(fx, { email })), 'email');
    }
  });

  it('refuses a phone number that is not one', async () => {
    const fx = await createTenantFixture();
    for (const [field, value] of [['mobile', 'call me'], ['mobile', '12'], ['landline', '06-abc-12'], ['mobile', 612345678]] as const) {
      await expectViolation(await post(fx, contactBody(fx, { [field]: value })), field);
    }
  });

  it('refuses an unknown gender, country code or address shape', async () => {
    const fx = await createTenantFixture();
    await expectViolation(await post(fx, contactBody(fx, { gender: 'robot' })), 'gender');
    await expectViolation(await post(fx, contactBody(fx, { address: { addressCountryIso: 'FRA' } })), 'address.addressCountryIso');
    await expectViolation(await post(fx, contactBody(fx, { address: 'Lyon' })), 'address');
  });

  it('ignores an unknown or read-only field, naming it, and never writes it', async () => {
    const fx = await createTenantFixture();
    for (const field of ['nickname', 'number', 'id', 'tags', 'blocked', 'initialSalepersonId']) {
      const res = await post(fx, contactBody(fx, { [field]: 'x' }));
      expect([res.status, res.headers.get('x-ignored-fields')], field).toEqual([201, field]);
      const created = (await res.json()) as Record<string, unknown>;
      expect(created[field], field).not.toBe('x');
    }
    await expectIgnored(await post(fx, contactBody(fx, { address: { city: 'Lyon' } })), 'address.city');
  });

  it('refuses a body that is not a JSON object', async () => {
    const fx = await createTenantFixture();
    await expectProblem(await post(fx, '{"email":'), 400, 'api.error.body.malformed');
    const res = await call(`/${fx.token}/contacts`, {
      token: await tokenFor(fx, 'partner'), method: 'POST', body: 'email=x', headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect([400, 415]).toContain(res.status);
  });
});
