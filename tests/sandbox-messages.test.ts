// GET /sandbox/messages (admin): what the sandbox mail and SMS providers "sent", newest first.
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '../lib/db/client';
import { requestMemberLoginCode } from '../lib/domain/auth/request-member-login-code';
import { smsSender } from '../lib/sms/sms-sender';
import { call, createTenantFixture, tokenFor, type TenantFixture } from './factories';
import { expectProblem } from './problem';

let fx: TenantFixture;
let other: TenantFixture;
let admin: string;
beforeAll(async () => {
  [fx, other] = await Promise.all([createTenantFixture(), createTenantFixture()]);
  admin = await tokenFor(fx, 'admin');
  await requestMemberLoginCode({ tenant: fx.tenant, email: fx.emails.alice });
  await requestMemberLoginCode({ tenant: fx.tenant, email: fx.emails.bob });
  await smsSender().send(await getDb(), { tenantId: fx.tenant.id, to: '+33600000001', text: 'Your signature code is 123456', dedupeKey: 'test:1' });
  await requestMemberLoginCode({ tenant: other.tenant, email: other.emails.alice });
});

interface Message { '@id': string; '@type': string; id: number; channel: string; to: string; subject: string | null; body: string; createdAt: string }

describe('GET /sandbox/messages', () => {
  it('lists the tenant\'s messages, newest first, with the one-time code readable', async () => {
    const res = await call(`/${fx.token}/sandbox/messages`, { token: admin });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body['hydra:totalItems']).toBe(3);
    const messages = body['hydra:member'] as Message[];
    expect(messages.map((m) => m.to)).toEqual(['+33600000001', fx.emails.bob, fx.emails.alice]);
    expect(messages[0]).toMatchObject({ '@type': 'SandboxMessage', channel: 'sms', subject: null });
    expect(messages[1]).toMatchObject({ channel: 'email', subject: expect.stringMatching(/\b\d{6}\b/) });
    expect(messages[1]!['@id']).toBe(`/${fx.token}/sandbox/messages/${messages[1]!.id}`);
    expect(new Date(messages[1]!.createdAt).toISOString()).toBe(messages[1]!.createdAt);
  });

  it('filters by recipient, an e-mail in any case', async () => {
    const res = await call(`/${fx.token}/sandbox/messages?to=${encodeURIComponent(fx.emails.alice.toUpperCase())}`, { token: admin });
    const messages = (await res.json())['hydra:member'] as Message[];
    expect(messages).toHaveLength(1);
    expect(messages[0]!.body).toContain(messages[0]!.subject!.match(/\d{6}/)![0]);
    const sms = await (await call(`/${fx.token}/sandbox/messages?to=%2B33600000001`, { token: admin })).json();
    expect(sms['hydra:totalItems']).toBe(1);
    const nobody = await (await call(`/${fx.token}/sandbox/messages?to=${encodeURIComponent(other.emails.alice)}`, { token: admin })).json();
    expect(nobody['hydra:totalItems']).toBe(0);
  });

  it('pages, and answers a bare array for application/json', async () => {
    const page = await (await call(`/${fx.token}/sandbox/messages?itemsPerPage=2&page=2`, { token: admin })).json();
    expect(page['hydra:member'].map((m: Message) => m.to)).toEqual([fx.emails.alice]);
    const json = await (await call(`/${fx.token}/sandbox/messages`, { token: admin, headers: { accept: 'application/json' } })).json();
    expect(json).toHaveLength(3);
  });

  it('is refused to partner, contact and foreign tokens', async () => {
    await expectProblem(await call(`/${fx.token}/sandbox/messages`, { token: await tokenFor(fx, 'partner') }), 403, 'api.error.scope.unauthorized-endpoint');
    const contact = await tokenFor(fx, 'admin', { grant: 'contact', email: fx.emails.alice });
    await expectProblem(await call(`/${fx.token}/sandbox/messages`, { token: contact }), 403, 'api.error.scope.unauthorized-endpoint');
    await expectProblem(await call(`/${fx.token}/sandbox/messages`, { token: await tokenFor(other, 'admin') }), 401, 'api.error.auth.invalid-token');
  });

  it('ignores a recipient longer than an e-mail can be, naming it', async () => {
    const res = await call(`/${fx.token}/sandbox/messages?to=${'a'.repeat(321)}`, { token: admin });
    expect([res.status, res.headers.get('x-ignored-parameters')]).toEqual([200, 'to']);
  });
});
